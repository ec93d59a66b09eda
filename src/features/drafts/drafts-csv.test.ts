import { describe, expect, it, vi } from 'vitest'
import type { DraftSearchBody, DraftSearchItem, PagedDraftSearch } from '../../contract/drafts'
import { draftFixture } from '../../test-support/draft-fixture'
import { csvCell, draftsCsv, exportFileName, fetchAllDrafts } from './drafts-csv'

const item = (n: number, extra: Partial<DraftSearchItem> = {}): DraftSearchItem =>
  draftFixture({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    lotNumber: `LOT${n}`,
    expirationDate: '2026-03-01T00:00:00.000Z',
    ...extra,
  })

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('TABLET, FILM COATED')).toBe('"TABLET, FILM COATED"')
    expect(csvCell('5 "mg"')).toBe('"5 ""mg"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
  })

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  })

  it('writes numbers as numbers, booleans as yes/no and null as empty', () => {
    expect(csvCell(-2)).toBe('-2')
    expect(csvCell(12.5)).toBe('12.5')
    expect(csvCell(true)).toBe('yes')
    expect(csvCell(false)).toBe('no')
    expect(csvCell(null)).toBe('')
  })
})

describe('draftsCsv', () => {
  it('writes a header and one CRLF line per draft', () => {
    const csv = draftsCsv([item(1), item(2, { lotNumber: null, price: null, tornPackageLabel: true })])
    const lines = csv.split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[3]).toBe('')
    expect(lines[0]).toBe(
      'Package name,NDC,NDC (11 digits),Form,Strength,Package description,Labeler,Lot number,Expiration date,' +
        'Price (USD),Quantity,Unit,Full package,Sealed package,Original package,Torn label,Seller DBA,Draft id',
    )
    expect(lines[1]).toBe(
      'Zyprexa (olanzapine),00002-7597-01,00002759701,"TABLET, FILM COATED",10 mg,"30 TABLET, FILM COATED in 1 BOTTLE",' +
        'Eli Lilly and Company,LOT1,2026-03-01T00:00:00.000Z,12.5,1,EA,yes,yes,yes,no,Riverside Pharmacy,' +
        '00000000-0000-4000-8000-000000000001',
    )
    expect(lines[2]).toContain(',Eli Lilly and Company,,2026-03-01T00:00:00.000Z,,1,EA,yes,yes,yes,yes,')
  })

  it('writes only the header for no drafts', () => {
    expect(draftsCsv([]).split('\r\n')).toHaveLength(2)
  })
})

function fakeService(total: number) {
  const all = Array.from({ length: total }, (_, i) => item(i))
  const search = vi.fn((body: DraftSearchBody): Promise<PagedDraftSearch> => {
    const start = body.start ?? 0
    const take = body.take ?? 10
    return Promise.resolve({
      data: all.slice(start, start + take),
      recordsFiltered: total,
      recordsTotal: total + 5,
      writePagedSearch: null,
    })
  })
  return { all, search }
}

describe('fetchAllDrafts', () => {
  const body: DraftSearchBody = {
    pharmacyNpi: 1234567893,
    hideGeneric: true,
    sortName: 'price',
    start: 40,
    take: 10,
  }

  it('reads every page with the largest page size and the same search', async () => {
    const { all, search } = fakeService(250)
    const result = await fetchAllDrafts(body, search)
    expect(result).toEqual({ items: all, recordsFiltered: 250, truncated: false })
    expect(search.mock.calls.map(([b]) => [b.start, b.take])).toEqual([
      [0, 100],
      [100, 100],
      [200, 100],
    ])
    expect(search.mock.calls[0]?.[0]).toMatchObject({
      pharmacyNpi: 1234567893,
      hideGeneric: true,
      sortName: 'price',
    })
  })

  it('stops at the cap and says the result was cut', async () => {
    const { all, search } = fakeService(1200)
    const result = await fetchAllDrafts(body, search, undefined, 250)
    expect(result.items).toEqual(all.slice(0, 250))
    expect(result).toMatchObject({ recordsFiltered: 1200, truncated: true })
    expect(search.mock.calls.map(([b]) => [b.start, b.take])).toEqual([
      [0, 100],
      [100, 100],
      [200, 50],
    ])
  })

  it('sends one request for an empty search', async () => {
    const { search } = fakeService(0)
    expect(await fetchAllDrafts(body, search)).toEqual({ items: [], recordsFiltered: 0, truncated: false })
    expect(search).toHaveBeenCalledTimes(1)
  })

  it('follows a service whose pages are smaller than asked, without gaps', async () => {
    const { all, search } = fakeService(5)
    const capped = vi.fn((b: DraftSearchBody) => search({ ...b, take: Math.min(b.take ?? 10, 2) }))
    const result = await fetchAllDrafts(body, capped)
    expect(result.items).toEqual(all)
    expect(capped.mock.calls.map(([b]) => b.start)).toEqual([0, 2, 4])
  })

  it('writes a draft once when a delete meanwhile shifts it onto the next page', async () => {
    // The service answers at most 2 per page; draft 1 is deleted between the two requests.
    const pages: Record<number, { data: DraftSearchItem[]; recordsFiltered: number }> = {
      0: { data: [item(1), item(2)], recordsFiltered: 4 },
      2: { data: [item(3), item(4)], recordsFiltered: 3 },
    }
    const shifted = vi.fn((b: DraftSearchBody) =>
      Promise.resolve({ ...pages[b.start ?? 0]!, recordsTotal: 4, writePagedSearch: null }),
    )
    const result = await fetchAllDrafts(body, shifted)
    expect(result.items.map((i) => i.lotNumber)).toEqual(['LOT1', 'LOT2', 'LOT3', 'LOT4'])
    expect(shifted).toHaveBeenCalledTimes(2)
  })

  it('skips an id it has already written', async () => {
    const pages: Record<number, { data: DraftSearchItem[]; recordsFiltered: number }> = {
      0: { data: [item(1), item(2)], recordsFiltered: 4 },
      2: { data: [item(2), item(3)], recordsFiltered: 4 },
    }
    const repeated = vi.fn((b: DraftSearchBody) =>
      Promise.resolve({ ...pages[b.start ?? 0]!, recordsTotal: 4, writePagedSearch: null }),
    )
    const result = await fetchAllDrafts(body, repeated)
    expect(result.items.map((i) => i.lotNumber)).toEqual(['LOT1', 'LOT2', 'LOT3'])
  })
})

describe('exportFileName', () => {
  it('names the file by the local date', () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 59))).toBe('draft-listings-2025-01-05.csv')
  })
})
