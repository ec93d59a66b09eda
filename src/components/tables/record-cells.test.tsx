import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { listingFixture } from '../../test-support/listing-fixture'
import { drugCell, quantityCell } from './record-cells'

afterEach(() => cleanup())

const parts = (cell: ReturnType<typeof quantityCell>) => {
  const { container } = render(<>{cell}</>)
  return {
    text: container.textContent,
    wholes: Array.from(container.querySelectorAll('.whole'), (e) => e.textContent),
  }
}

describe("a record's drug in a list cell", () => {
  it('reads as the drug title, its strength one piece with the comma after it', () => {
    expect(parts(drugCell(listingFixture()))).toEqual({
      text: 'Zyprexa (olanzapine), 10 mg, TABLET, FILM COATED',
      wholes: ['10 mg,'],
    })
    expect(parts(drugCell({ ...listingFixture(), drugPackageForm: null }))).toEqual({
      text: 'Zyprexa (olanzapine), 10 mg',
      wholes: ['10 mg'],
    })
  })

  it('without a name or a strength, the plain text', () => {
    expect(parts(drugCell({ ...listingFixture(), packageName: null }))).toEqual({
      text: 'Unknown drug',
      wholes: [],
    })
    expect(parts(drugCell({ ...listingFixture(), drugPackageStrength: null }))).toEqual({
      text: 'Zyprexa (olanzapine), TABLET, FILM COATED',
      wholes: [],
    })
  })
})

describe('a quantity in a list cell', () => {
  it('keeps the count and the package measure each whole, so a line breaks only between them', () => {
    expect(parts(quantityCell('1 package (60 EA)'))).toEqual({
      text: '1 package (60 EA)',
      wholes: ['1 package', '(60 EA)'],
    })
    expect(parts(quantityCell('1 package (size not reported)')).wholes).toEqual([
      '1 package',
      '(size not reported)',
    ])
  })

  it('leaves a quantity without a measure as it is, and nothing as an empty cell', () => {
    expect(parts(quantityCell('253 EA'))).toEqual({ text: '253 EA', wholes: [] })
    expect(parts(quantityCell(null))).toEqual({ text: '', wholes: [] })
  })
})
