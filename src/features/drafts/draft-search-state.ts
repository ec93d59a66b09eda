import { z } from 'zod/mini'
import {
  DRAFT_SORT_NAMES,
  DRAFT_TAKE_DEFAULT,
  type DraftSearchBody,
  type DraftSortName,
} from '../../contract/drafts'
import { LIMITS } from '../../contract/strings'
import { PAGE_SIZES, type PageSize, type SortDirection } from '../../components/tables/paging'

// The whole draft search lives in the URL (docs/conventions.md, convention 6), so a reload, back/forward or a
// shared link shows the same page. A link edited by hand never breaks the page: each unreadable value
// falls back to its default on its own.

export const PACKAGE_FILTERS = [
  'tornPackageLabel',
  'fullPackage',
  'sealedPackage',
  'originalPackage',
] as const
export type PackageFilterName = (typeof PACKAGE_FILTERS)[number]
/** 'any' sends nothing: the spec's package filters keep only drafts with the sent value (spec: Endpoints > 2). */
export type TriState = 'any' | 'yes' | 'no'

export interface DraftSearchState {
  term: string
  hideGeneric: boolean
  hideBranded: boolean
  packageFilters: Record<PackageFilterName, TriState>
  /** null: no column chosen, the service's default order (the sandbox: sellable drafts first). */
  sortName: DraftSortName | null
  sortDirection: SortDirection
  start: number
  take: PageSize
}

/**
 * No sort sent: the spec is silent on the order, and the sandbox chooses what a pharmacist clears first,
 * the drafts that can still be sold, soonest expiry first, expired ones last (docs/sandbox.md, Draft
 * search). A column header sends its own sortName.
 */
export const DEFAULT_SORT: { sortName: DraftSortName | null; sortDirection: SortDirection } = {
  sortName: null,
  sortDirection: 'asc',
}

// URL parameter names: short, readable in a shared link.
const PACKAGE_PARAM: Record<PackageFilterName, string> = {
  tornPackageLabel: 'torn',
  fullPackage: 'full',
  sealedPackage: 'sealed',
  originalPackage: 'original',
}

const flag = z.catch(z.optional(z.literal('1')), undefined)
const triState = z.catch(z.optional(z.enum(['yes', 'no'])), undefined)

/** The URL's parameters as strings; each one reads independently. */
export const DraftSearchParamsSchema = z.object({
  q: z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((s) => s.slice(0, LIMITS.draftSearch.searchTerm)),
      ),
    ),
    undefined,
  ),
  hideGeneric: flag,
  hideBranded: flag,
  torn: triState,
  full: triState,
  sealed: triState,
  original: triState,
  sort: z.catch(z.optional(z.enum(DRAFT_SORT_NAMES)), undefined),
  dir: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  start: z.catch(
    z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))),
    undefined,
  ),
  take: z.catch(z.optional(z.pipe(z.coerce.number(), z.literal(PAGE_SIZES))), undefined),
})

export const DEFAULT_SEARCH: DraftSearchState = {
  term: '',
  hideGeneric: false,
  hideBranded: false,
  packageFilters: {
    tornPackageLabel: 'any',
    fullPackage: 'any',
    sealedPackage: 'any',
    originalPackage: 'any',
  },
  ...DEFAULT_SORT,
  start: 0,
  take: DRAFT_TAKE_DEFAULT,
}

export function parseDraftSearch(params: URLSearchParams): DraftSearchState {
  const raw = Object.fromEntries(
    Object.keys(DraftSearchParamsSchema.shape).flatMap((name) => {
      const value = params.get(name)
      return value === null ? [] : [[name, value]]
    }),
  )
  const p = DraftSearchParamsSchema.parse(raw)
  const take = p.take ?? DEFAULT_SEARCH.take
  const packageFilters: Record<PackageFilterName, TriState> = {
    tornPackageLabel: p.torn ?? 'any',
    fullPackage: p.full ?? 'any',
    sealedPackage: p.sealed ?? 'any',
    originalPackage: p.original ?? 'any',
  }
  return {
    term: p.q ?? '',
    hideGeneric: p.hideGeneric === '1',
    hideBranded: p.hideBranded === '1',
    packageFilters,
    sortName: p.sort ?? DEFAULT_SORT.sortName,
    sortDirection: p.dir ?? DEFAULT_SORT.sortDirection,
    // Pages start at a multiple of the page size, so the pager's page number is exact.
    start: Math.floor((p.start ?? 0) / take) * take,
    take,
  }
}

/** The URL for a search; values equal to their default are left out so links stay short. */
export function draftSearchToParams(state: DraftSearchState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.term !== '') params.set('q', state.term)
  if (state.hideGeneric) params.set('hideGeneric', '1')
  if (state.hideBranded) params.set('hideBranded', '1')
  for (const name of PACKAGE_FILTERS) {
    const value = state.packageFilters[name]
    if (value !== 'any') params.set(PACKAGE_PARAM[name], value)
  }
  if (state.sortName !== null) params.set('sort', state.sortName)
  if (state.sortDirection !== DEFAULT_SORT.sortDirection) params.set('dir', state.sortDirection)
  if (state.start !== 0) params.set('start', String(state.start))
  if (state.take !== DEFAULT_SEARCH.take) params.set('take', String(state.take))
  return params
}

/**
 * The request body. Filters in their "any" or off state are left out entirely (not sent as null or
 * false), so the service applies no condition for them. spec: Endpoints > 2
 */
export function draftSearchBody(
  state: DraftSearchState,
  pharmacyNpi: number,
  page: { start: number; take: number } = state,
): DraftSearchBody {
  const body: DraftSearchBody = { pharmacyNpi }
  const term = state.term.trim()
  if (term !== '') body.searchTerm = term
  if (state.hideGeneric) body.hideGeneric = true
  if (state.hideBranded) body.hideBranded = true
  for (const name of PACKAGE_FILTERS) {
    const value = state.packageFilters[name]
    if (value !== 'any') body[name] = value === 'yes'
  }
  if (state.sortName !== null) {
    body.sortName = state.sortName
    body.sortDirection = state.sortDirection
  }
  body.start = page.start
  body.take = page.take
  return body
}

/** True when the term or any filter narrows the result (sort and page do not). */
export function isFiltered(state: DraftSearchState): boolean {
  return (
    state.term.trim() !== '' ||
    state.hideGeneric ||
    state.hideBranded ||
    PACKAGE_FILTERS.some((name) => state.packageFilters[name] !== 'any')
  )
}

/** The same sort and page size with no term and no filters, from the first page. */
export function clearedFilters(state: DraftSearchState): DraftSearchState {
  return {
    ...DEFAULT_SEARCH,
    sortName: state.sortName,
    sortDirection: state.sortDirection,
    take: state.take,
  }
}
