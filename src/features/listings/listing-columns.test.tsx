import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { listingFixture } from '../../test-support/listing-fixture'
import { LISTING_COLUMNS } from './listing-columns'

afterEach(() => cleanup())

const column = (id: string) => LISTING_COLUMNS.find((c) => c.id === id)!

describe('the listings table', () => {
  it('names the drug with its strength and form, so two rows of one drug can be told apart', () => {
    const listing = listingFixture()
    const { container } = render(<>{column('drug').cell(listing)}</>)
    expect(container.textContent).toBe('Zyprexa (olanzapine), 10 mg, TABLET, FILM COATED')
    // Whole in the cell, which wraps (no ellipsis, so no title to repeat it).
    expect(column('drug').title).toBeUndefined()
  })

  it('shows the price for the whole quantity with the unit price under it, all of it in the title', () => {
    const listing = listingFixture() // $321.60 for 12 EA of a 30 EA package
    const { container } = render(<>{column('price').cell(listing)}</>)
    expect(container.textContent).toBe('$321.60$26.80 per EA')
    expect(column('price').title?.(listing)).toBe('$321.60 for 12 EA; $804.00 per package; $26.80 per EA')
    expect(column('price').secondary).toBe('Total / per unit')
  })
})
