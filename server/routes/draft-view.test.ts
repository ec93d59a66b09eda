// The draft search writes its body from each item's kept JSON (draft-view.ts): the text must be exactly
// what JSON.stringify gives for the same page, whatever the values hold.
import { describe, expect, test } from 'vitest'
import type { PagedDraftSearch } from '../../src/contract/drafts'
import type { DraftSearchItemRow } from '../store/drafts-repository'
import { draftItemJson, draftItemView, pagedDraftSearchJson } from './draft-view'

const drug = {
  ndc: '00093005801',
  ndcFormatted: '0093-0058-01',
  form: 'Capsule "hard"',
  strength: '500 mg \\ 5 ml',
  labeler: 'Labs \u2028 \u00e9\u{1F48A}',
  packageDescription: 'line\nbreak\ttab \u0000 \ud800',
  packageName: '</script>',
  unit: 'EA',
}
const row = (key: number, over: Partial<DraftSearchItemRow['draft']> = {}): DraftSearchItemRow => ({
  draft: {
    key,
    id: `30000000-0000-4000-8000-${String(key).padStart(12, '0')}`,
    lotNumber: `LOT"${key}"`,
    expirationDate: '2026-02-25T12:00:00.000Z',
    price: 15.25 + key / 3,
    quantity: 1e-7 * key,
    flags: key % 64,
    drugKey: 1,
    ...over,
  },
  drug,
})

describe('pagedDraftSearchJson', () => {
  const rows = [
    row(1),
    row(2, { lotNumber: null as unknown as string, price: null as unknown as number }),
    row(63),
  ]
  const cases: [string, Omit<PagedDraftSearch, 'data'>, DraftSearchItemRow[]][] = [
    ['no items, nothing echoed', { recordsFiltered: 0, recordsTotal: 0, writePagedSearch: null }, []],
    [
      'items and an echo with every kind of value',
      {
        recordsFiltered: 12345,
        recordsTotal: 100000,
        writePagedSearch: {
          columns: ['price', 'é"\\'],
          columnFilters: [{ column: 'x', operator: 1, value: null, valueTo: '\u2029' }],
          searchTerm: '  "tab\u0001let"  ',
          sortDirection: 'DESC',
          sortName: null,
          start: 0,
          take: 50,
        },
      },
      rows,
    ],
  ]
  test.each(cases)('gives the text JSON.stringify gives: %s', (_name, page, items) => {
    const dba = 'Main "Street" \u00e9 DBA'
    const expected = JSON.stringify({ data: items.map((r) => draftItemView(r, dba)), ...page })
    expect(
      pagedDraftSearchJson(
        items.map((r) => draftItemJson(r, dba)),
        page,
      ),
    ).toBe(expected)
  })

  test("an item's JSON is made once per row and again when the seller's DBA is not the one it was made with", () => {
    const r = row(5)
    const first = draftItemJson(r, 'One DBA')
    expect(first).toBe(JSON.stringify(draftItemView(r, 'One DBA')))
    expect(draftItemJson(r, 'One DBA')).toBe(first)
    expect(draftItemJson(r, 'Two DBA')).toBe(JSON.stringify(draftItemView(r, 'Two DBA')))
  })
})
