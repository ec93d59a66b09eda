import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { draftSearchBodySchema } from '../../contract/drafts'
import { PAGE_SIZES, rangeLabel, toggledSort, withPageSize } from '../../components/tables/paging'
import {
  clearedFilters,
  DEFAULT_SEARCH,
  draftSearchBody,
  draftSearchToParams,
  isFiltered,
  PACKAGE_FILTERS,
  parseDraftSearch,
  type DraftSearchState,
} from './draft-search-state'

const parse = (query: string) => parseDraftSearch(new URLSearchParams(query))

describe('parseDraftSearch', () => {
  it('gives the defaults for an empty URL: no column (the default order of the service), first page of 10', () => {
    expect(parse('')).toEqual({
      term: '',
      hideGeneric: false,
      hideBranded: false,
      packageFilters: {
        tornPackageLabel: 'any',
        fullPackage: 'any',
        sealedPackage: 'any',
        originalPackage: 'any',
      },
      // No column: the service's default order (the sandbox: sellable drafts first, expired last).
      sortName: null,
      sortDirection: 'asc',
      start: 0,
      take: 10,
    })
  })

  it('reads every parameter', () => {
    expect(
      parse(
        'q=insulin&hideGeneric=1&hideBranded=1&torn=no&full=yes&sealed=no&original=yes&sort=price&dir=desc&start=50&take=25',
      ),
    ).toEqual({
      term: 'insulin',
      hideGeneric: true,
      hideBranded: true,
      packageFilters: {
        tornPackageLabel: 'no',
        fullPackage: 'yes',
        sealedPackage: 'no',
        originalPackage: 'yes',
      },
      sortName: 'price',
      sortDirection: 'desc',
      start: 50,
      take: 25,
    })
  })

  it('falls back per value for what a hand-edited link gets wrong, keeping the rest', () => {
    const state = parse('q=lisinopril&hideGeneric=true&torn=maybe&sort=lotNumber&dir=up&start=-5&take=30')
    expect(state).toEqual({ ...DEFAULT_SEARCH, term: 'lisinopril' })
  })

  it('rejects a start that is not a whole number and a page size outside 10, 25, 50, 100', () => {
    expect(parse('start=abc').start).toBe(0)
    expect(parse('start=2.5').start).toBe(0)
    expect(parse('take=101').take).toBe(10)
    expect(parse('take=0').take).toBe(10)
    expect(parse('take=100').take).toBe(100)
  })

  it('moves a start that is not on a page boundary to the start of its page', () => {
    expect(parse('start=37&take=25').start).toBe(25)
    expect(parse('start=10&take=25').start).toBe(0)
  })

  it('cuts a term longer than the spec limit of 256 characters', () => {
    expect(parse(`q=${'a'.repeat(300)}`).term).toHaveLength(256)
  })
})

const searchArbitrary: fc.Arbitrary<DraftSearchState> = fc
  .record({
    term: fc.string({ maxLength: 256 }),
    hideGeneric: fc.boolean(),
    hideBranded: fc.boolean(),
    torn: fc.constantFrom('any', 'yes', 'no'),
    full: fc.constantFrom('any', 'yes', 'no'),
    sealed: fc.constantFrom('any', 'yes', 'no'),
    original: fc.constantFrom('any', 'yes', 'no'),
    sortName: fc.constantFrom('nationalDrugCode', 'price', 'expirationDate', 'packageName'),
    sortDirection: fc.constantFrom('asc', 'desc'),
    page: fc.nat({ max: 1000 }),
    take: fc.constantFrom(...PAGE_SIZES),
  })
  .map((r) => ({
    term: r.term,
    hideGeneric: r.hideGeneric,
    hideBranded: r.hideBranded,
    packageFilters: {
      tornPackageLabel: r.torn,
      fullPackage: r.full,
      sealedPackage: r.sealed,
      originalPackage: r.original,
    },
    sortName: r.sortName,
    sortDirection: r.sortDirection,
    start: r.page * r.take,
    take: r.take,
  }))

describe('draftSearchToParams', () => {
  it('round-trips every search through the URL unchanged', () => {
    fc.assert(
      fc.property(searchArbitrary, (state) => {
        const url = draftSearchToParams(state).toString()
        expect(parseDraftSearch(new URLSearchParams(url))).toEqual(state)
      }),
    )
  })

  it('leaves defaults out of the URL', () => {
    expect(draftSearchToParams(DEFAULT_SEARCH).toString()).toBe('')
    expect(draftSearchToParams({ ...DEFAULT_SEARCH, sortName: 'price', start: 20 }).toString()).toBe(
      'sort=price&start=20',
    )
  })
})

describe('draftSearchBody', () => {
  it('sends nothing for filters in their "any" or off state, only npi, sort and page', () => {
    // No sortName: the sandbox's default order, which puts drafts that can no longer be sold last.
    expect(draftSearchBody(DEFAULT_SEARCH, 1234567893)).toStrictEqual({
      pharmacyNpi: 1234567893,
      start: 0,
      take: 10,
    })
    expect(draftSearchBody({ ...DEFAULT_SEARCH, sortName: 'expirationDate' }, 1234567893)).toStrictEqual({
      pharmacyNpi: 1234567893,
      sortName: 'expirationDate',
      sortDirection: 'asc',
      start: 0,
      take: 10,
    })
  })

  it('sends each filter that is set, with the value its label says', () => {
    const state: DraftSearchState = {
      ...DEFAULT_SEARCH,
      term: '  Metoprolol ',
      hideGeneric: true,
      packageFilters: {
        tornPackageLabel: 'no',
        fullPackage: 'yes',
        sealedPackage: 'any',
        originalPackage: 'any',
      },
    }
    expect(draftSearchBody(state, 1234567893)).toStrictEqual({
      pharmacyNpi: 1234567893,
      searchTerm: 'Metoprolol',
      hideGeneric: true,
      tornPackageLabel: false,
      fullPackage: true,
      start: 0,
      take: 10,
    })
  })

  it('always gives a body the contract accepts', () => {
    fc.assert(
      fc.property(searchArbitrary, (state) => {
        expect(draftSearchBodySchema().safeParse(draftSearchBody(state, 1234567893)).success).toBe(true)
      }),
    )
  })

  it('takes another page when asked (the CSV export reads every page)', () => {
    expect(draftSearchBody(DEFAULT_SEARCH, 1234567893, { start: 200, take: 100 })).toMatchObject({
      start: 200,
      take: 100,
    })
  })
})

describe('steps', () => {
  const onPage3: DraftSearchState = { ...DEFAULT_SEARCH, start: 20 }

  it('sorts a new column ascending and flips the current one, from the first page', () => {
    expect(toggledSort(onPage3, 'price')).toMatchObject({ sortName: 'price', sortDirection: 'asc', start: 0 })
    const priceAsc = { ...onPage3, sortName: 'price' as const, sortDirection: 'asc' as const }
    expect(toggledSort(priceAsc, 'price')).toMatchObject({
      sortName: 'price',
      sortDirection: 'desc',
      start: 0,
    })
    expect(toggledSort({ ...priceAsc, sortDirection: 'desc' }, 'price')).toMatchObject({
      sortDirection: 'asc',
    })
  })

  it('keeps the first row on screen when the page size changes', () => {
    expect(withPageSize({ ...DEFAULT_SEARCH, start: 30 }, 25)).toMatchObject({ start: 25, take: 25 })
    expect(withPageSize({ ...DEFAULT_SEARCH, start: 30, take: 10 }, 100)).toMatchObject({
      start: 0,
      take: 100,
    })
  })

  it('clears term and filters but keeps sort and page size', () => {
    const busy: DraftSearchState = {
      ...DEFAULT_SEARCH,
      term: 'x',
      hideBranded: true,
      packageFilters: { ...DEFAULT_SEARCH.packageFilters, sealedPackage: 'yes' },
      sortName: 'price',
      sortDirection: 'desc',
      start: 50,
      take: 50,
    }
    expect(isFiltered(busy)).toBe(true)
    const cleared = clearedFilters(busy)
    expect(cleared).toEqual({ ...DEFAULT_SEARCH, sortName: 'price', sortDirection: 'desc', take: 50 })
    expect(isFiltered(cleared)).toBe(false)
  })

  it('counts a whitespace-only term as no filter, and each package filter as one', () => {
    expect(isFiltered({ ...DEFAULT_SEARCH, term: '   ' })).toBe(false)
    for (const name of PACKAGE_FILTERS) {
      expect(
        isFiltered({ ...DEFAULT_SEARCH, packageFilters: { ...DEFAULT_SEARCH.packageFilters, [name]: 'no' } }),
      ).toBe(true)
    }
  })
})

describe('rangeLabel', () => {
  it('says which rows show of how many, and the total when a filter is on', () => {
    expect(rangeLabel(0, 10, 200, 200, false)).toBe('1–10 of 200')
    expect(rangeLabel(190, 10, 200, 200, false)).toBe('191–200 of 200')
    expect(rangeLabel(25, 12, 37, 200, true)).toBe('26–37 of 37 (200 in total)')
    expect(rangeLabel(0, 0, 0, 200, true)).toBe('0 of 0 (200 in total)')
  })
})
