import { describe, expect, it } from 'vitest'
import { LIMITS, blankProblem, lengthProblem } from './strings'

describe('blankProblem', () => {
  it('passes when not provided', () => {
    expect(blankProblem(null)).toBeNull()
    expect(blankProblem(undefined)).toBeNull()
  })

  it('passes text with content, even with surrounding spaces', () => {
    expect(blankProblem(' SN-1 ')).toBeNull()
  })

  it('rejects empty and whitespace-only text (spaces, tabs, newlines, no-break space)', () => {
    for (const blank of ['', ' ', '   ', '\t', '\n\r', '\u00a0']) {
      expect(blankProblem(blank, 'Serial number'), JSON.stringify(blank)).toBe(
        'Serial number cannot be empty or only spaces. Leave it out instead.',
      )
    }
  })
})

describe('lengthProblem', () => {
  it('accepts up to the limit and rejects one more', () => {
    expect(lengthProblem('a'.repeat(50), 50)).toBeNull()
    expect(lengthProblem('a'.repeat(51), 50, 'Lot number')).toBe(
      'Lot number must be at most 50 characters (it has 51).',
    )
    expect(lengthProblem(null, 50)).toBeNull()
  })

  it('holds the limits the sandbox assigns to each field', () => {
    expect(LIMITS).toEqual({
      listing: { lotNumber: 50, serialNumber: 500, additionalPackageNotes: 2000 },
      draftSearch: { searchTerm: 256, sortName: 100, sortDirection: 20 },
      cashOffer: { buyingPharmacyMessage: 2000 },
    })
  })
})
