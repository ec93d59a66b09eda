import { describe, expect, it } from 'vitest'
import { DEFAULT_LIST_PAGE, listPageParams, localPage, parseListPage, writeListPage } from './list-page-state'
import { toggledSort, withPageSize } from './paging'

const parse = (query: string) => parseListPage(new URLSearchParams(query))

describe('the page of a list in the URL', () => {
  it('is newest first, first page of 10, without parameters; each unreadable value falls back on its own', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_PAGE)
    expect(DEFAULT_LIST_PAGE).toEqual({ sortName: 'listingDate', sortDirection: 'desc', start: 0, take: 10 })
    expect(parse('sort=lotNumber&dir=up&start=-5&take=7')).toEqual(DEFAULT_LIST_PAGE)
    // A sort named without a direction is ascending; a start inside a page goes to that page's first row.
    expect(parse('sort=price&start=27&take=25')).toEqual({
      sortName: 'price',
      sortDirection: 'asc',
      start: 25,
      take: 25,
    })
  })

  it('writes only what differs from the default, keeping the other parameters (the status)', () => {
    const params = new URLSearchParams('status=Pending&start=10')
    expect(writeListPage(params, DEFAULT_LIST_PAGE).toString()).toBe('status=Pending')
    expect(
      writeListPage(params, { sortName: 'price', sortDirection: 'desc', start: 20, take: 50 }).toString(),
    ).toBe('status=Pending&sort=price&dir=desc&start=20&take=50')
    for (const query of ['sort=expirationDate&dir=asc&start=30', 'sort=listingDate&dir=asc', 'take=100']) {
      expect(writeListPage(new URLSearchParams(), parse(query)).toString()).toBe(query)
    }
  })

  it('sends the order always, so any service sorts the same way', () => {
    expect(listPageParams(DEFAULT_LIST_PAGE)).toEqual({
      start: 0,
      take: 10,
      sortName: 'listingDate',
      sortDirection: 'desc',
    })
  })

  it('a header starts ascending and flips on the current column, from the first page; a page size keeps the first row', () => {
    const page = { ...DEFAULT_LIST_PAGE, start: 30 }
    expect(toggledSort(page, 'price')).toMatchObject({
      sortName: 'price',
      sortDirection: 'asc',
      start: 0,
    })
    expect(toggledSort({ ...page, sortName: 'price', sortDirection: 'asc' }, 'price')).toMatchObject({
      sortDirection: 'desc',
    })
    expect(toggledSort(page, 'listingDate')).toMatchObject({ sortDirection: 'asc' })
    expect(withPageSize(page, 25)).toMatchObject({ start: 25, take: 25 })
  })

  it('pages here against a service that answers everything: sorted (ties in its order, no value last), then sliced', () => {
    const rows = [
      { id: 'a', price: 3 },
      { id: 'b', price: null },
      { id: 'c', price: 1 },
      { id: 'd', price: 3 },
    ]
    const value = (row: { price: number | null }) => row.price
    const state = { ...DEFAULT_LIST_PAGE, sortName: 'price' as const, sortDirection: 'asc' as const }
    expect(localPage(rows, state, value).map((r) => r.id)).toEqual(['c', 'a', 'd', 'b'])
    expect(localPage(rows, { ...state, sortDirection: 'desc' }, value).map((r) => r.id)).toEqual([
      'a',
      'd',
      'c',
      'b',
    ])
    expect(localPage(rows, { ...state, start: 2, take: 10 }, value).map((r) => r.id)).toEqual(['d', 'b'])
  })
})
