import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { ObjectSummary } from './object-summary'

it('keeps a measure in brackets on one line, and the text as it was', () => {
  render(
    <ObjectSummary
      items={[
        ['Price for the quantity', '$14.94 for 1 package (22 GM)'],
        ['Lot number', 'Y836661'],
      ]}
    />,
  )
  const price = screen.getByText('(22 GM)')
  expect(price.tagName).toBe('SPAN')
  expect(price.style.whiteSpace).toBe('nowrap')
  expect(price.closest('dd')?.textContent).toBe('$14.94 for 1 package (22 GM)')
  expect(screen.getByText('Y836661').tagName).toBe('DD')
})
