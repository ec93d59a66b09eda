import { describe, expect, it } from 'vitest'
import type { JobRow, JobRowAbout } from '../../contract/jobs'
import { jobRowsText, outcomeText, rowName, rowPriceText, serviceSaid } from './job-row-text'

// A job's rows in a person's words (job-row-text.ts): named by drug and lot, priced with the quantity's
// unit, the outcome in words with the service's message, never an id or a bare status where more is known.

const PREDNISONE: JobRowAbout = {
  drug: 'Prednisone',
  strength: '20 mg',
  ndc: '00527-1342-90',
  lot: '81WPR480',
  expirationDate: '2027-03-12T00:00:00Z',
  price: 2.5,
  quantity: 30,
  unit: 'EA',
  fullPackage: false,
  packageSize: 100,
}

const row = (changes: Partial<JobRow>): JobRow => ({
  seq: 1,
  targetId: 'ebedb5f4-a306-4b5e-9c1e-2f0a3d4c5b6a',
  input: {},
  about: PREDNISONE,
  newPrice: null,
  state: 'done',
  answer: null,
  resultId: null,
  attemptedAt: null,
  updatedAt: '2026-11-28T20:46:25Z',
  ...changes,
})

describe('a job row in words', () => {
  it('is named by its drug, strength and lot; by its NDC, or else its id, when that is all there is', () => {
    expect(rowName('deleteDrafts', row({}))).toBe('Prednisone 20 mg, lot 81WPR480')
    expect(rowName('deleteDrafts', row({ about: { ...PREDNISONE, drug: null, lot: null } }))).toBe(
      'NDC 00527-1342-90',
    )
    expect(rowName('repriceListings', row({ about: null }))).toBe(
      'Listing ebedb5f4-a306-4b5e-9c1e-2f0a3d4c5b6a',
    )
  })

  it('says a price with the quantity and unit it is for; a reprice its old and new price', () => {
    expect(rowPriceText('listDrafts', row({}))).toBe('$2.50 for 30 EA')
    expect(
      rowPriceText('deleteDrafts', row({ about: { ...PREDNISONE, fullPackage: true, quantity: 1 } })),
    ).toBe('$2.50 for 1 package (100 EA)')
    expect(rowPriceText('repriceListings', row({ newPrice: 2.25 }))).toBe('$2.50 to $2.25 for 30 EA')
    expect(rowPriceText('repriceListings', row({ about: null, newPrice: 5 }))).toBe('to $5.00')
  })

  it('says the outcome in words, and what the service said when it refused', () => {
    expect(outcomeText('deleteDrafts', row({}))).toBe('Deleted')
    expect(outcomeText('listDrafts', row({}))).toBe('Listed')
    expect(outcomeText('repriceListings', row({}))).toBe('Price changed')
    const refused = row({
      state: 'refused',
      answer: { status: 409, shape: 4, message: ' Only a Pending listing can be updated. ' },
    })
    expect(outcomeText('repriceListings', refused)).toBe('Refused')
    expect(serviceSaid(refused)).toBe('Only a Pending listing can be updated.')
    expect(serviceSaid(row({ state: 'refused', answer: { status: 404, shape: null, message: null } }))).toBe(
      'The service no longer has it.',
    )
    // A row that went well says nothing more, whatever its answer.
    expect(serviceSaid(row({ answer: { status: 204, shape: null, message: null } }))).toBeNull()
  })

  it('names a job by its first rows and how many more', () => {
    expect(
      jobRowsText({
        kind: 'deleteDrafts',
        progress: { total: 5, done: 0, refused: 0, unknown: 0, cancelled: 0, left: 5 },
        firstRows: [PREDNISONE, { ...PREDNISONE, drug: 'Humalog', strength: null, lot: 'LOT2' }],
      }),
    ).toBe('Prednisone 20 mg, lot 81WPR480; Humalog, lot LOT2 and 3 more')
    expect(
      jobRowsText({
        kind: 'deleteDrafts',
        progress: { total: 2, done: 0, refused: 0, unknown: 0, cancelled: 0, left: 2 },
        firstRows: [],
      }),
    ).toBe('2 rows')
  })
})
