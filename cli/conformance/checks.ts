// The checks of the conformance run: each names the spec section it holds the service to, sends a
// fixed number of requests (so the run's total is known before it starts), and answers PASS or FAIL
// with evidence, or SKIP when it cannot apply. Sandbox extensions found are reported, never failed.
import type { ApiClient } from '../../src/api/api-client'
import { isApiError } from '../../src/api/api-error'
import { classify } from '../../src/api/classify'
import {
  DRAFT_SORT_DIRECTIONS,
  DRAFT_SORT_NAMES,
  type DraftSearchItem,
  type PagedDraftSearch,
} from '../../src/contract/drafts'
import { GenericErrorSchema } from '../../src/contract/errors'
import type { Probe, ProbeResponse } from './probe'

export type Outcome = 'PASS' | 'FAIL' | 'SKIP' | 'EXTENSION'
export type Verdict = { outcome: Outcome; evidence: string }
export type RunContext = { probe: Probe; client: ApiClient; npi: number; ndc: string | undefined }
export type Check = {
  id: string
  name: string
  section: string
  /** Requests this check sends at most. */
  requests: number
  run: (ctx: RunContext) => Promise<Verdict>
}

const pass = (evidence: string): Verdict => ({ outcome: 'PASS', evidence })
const fail = (evidence: string): Verdict => ({ outcome: 'FAIL', evidence })
const skip = (evidence: string): Verdict => ({ outcome: 'SKIP', evidence })
const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text) || '(empty body)'

function json(response: ProbeResponse): unknown {
  try {
    return JSON.parse(response.text) as unknown
  } catch {
    return undefined
  }
}

/** What a failed call came back as, for the evidence column. */
function failure(what: string, error: unknown): Verdict {
  // No answer at all is not a verdict on the service's behaviour: the run reports it (exit 2 at first).
  if (!isApiError(error) || error.kind === 'network') throw error
  const { status, message } = error as { status?: number; message?: string }
  return fail(`${what}: ${status ?? ''} ${error.kind}${message ? `: ${excerpt(message)}` : ''}`)
}

/** A search through the typed client: the page parsed by the contract, or the verdict that explains why not. */
async function page(ctx: RunContext, body: Record<string, unknown>): Promise<PagedDraftSearch | Verdict> {
  try {
    return await ctx.client.searchDrafts({ pharmacyNpi: ctx.npi, ...body })
  } catch (error) {
    return failure(`search ${JSON.stringify(body)}`, error)
  }
}
const isVerdict = (value: unknown): value is Verdict =>
  typeof value === 'object' && value !== null && 'outcome' in value

const itemKey = (item: DraftSearchItem) => JSON.stringify(item)

type Comparable = string | number | null
function sortValue(item: DraftSearchItem, name: (typeof DRAFT_SORT_NAMES)[number]): Comparable {
  if (name === 'expirationDate') return item.expirationDate ? Date.parse(item.expirationDate) : null
  if (name === 'price') return item.price
  return name === 'packageName' ? item.packageName : item.nationalDrugCode
}

/** True when the values are in order under one of the orders a database may use for text. */
function inOrder(values: Comparable[], direction: 'asc' | 'desc'): boolean {
  const present = values.filter((v): v is string | number => v !== null)
  const orders = [
    (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0),
    (a: string | number, b: string | number) =>
      typeof a === 'string' && typeof b === 'string'
        ? a.localeCompare(b, 'en', { sensitivity: 'base' })
        : a < b
          ? -1
          : a > b
            ? 1
            : 0,
  ]
  const sign = direction === 'asc' ? 1 : -1
  return orders.some((compare) => present.every((v, i) => i === 0 || sign * compare(present[i - 1]!, v) <= 0))
}

const sortChecks: Check[] = DRAFT_SORT_NAMES.flatMap((name) =>
  DRAFT_SORT_DIRECTIONS.map((direction): Check => ({
    id: `sort-${name}-${direction}`,
    name: `Sort by ${name} ${direction}, within a page and across two`,
    section: 'Endpoints > 2. Search draft listings',
    requests: 2,
    run: async (ctx) => {
      const first = await page(ctx, { sortName: name, sortDirection: direction, start: 0, take: 5 })
      if (isVerdict(first)) return first
      const second = await page(ctx, { sortName: name, sortDirection: direction, start: 5, take: 5 })
      if (isVerdict(second)) return second
      const values = [...first.data, ...second.data].map((item) => sortValue(item, name))
      if (values.filter((v) => v !== null).length < 2) return skip('fewer than two drafts with a value')
      return inOrder(values, direction)
        ? pass(`${values.length} values in ${direction} order`)
        : fail(`out of ${direction} order: ${values.map(String).join(', ')}`)
    },
  })),
)

function expectStatus(
  response: ProbeResponse,
  status: number,
  what: string,
  extra?: (response: ProbeResponse) => string | null,
): Verdict {
  if (response.status !== status)
    return fail(`${response.sent}: ${response.status}, expected ${status} (${what})`)
  const problem = extra?.(response) ?? null
  return problem ? fail(`${response.sent}: ${problem}`) : pass(`${response.sent}: ${status}`)
}

const JSON_TYPES = [
  'application/json',
  'application/json-patch+json',
  'text/json',
  'application/vnd.conformance+json',
]

export const CHECKS: readonly Check[] = [
  {
    id: 'envelope',
    name: 'Search answers the paged envelope with typed items',
    section: 'Resources and their fields > Paged search envelope',
    requests: 1,
    run: async (ctx) => {
      const result = await page(ctx, { take: 10 })
      return isVerdict(result) ? result : pass(`${result.data.length} items of ${result.recordsTotal}`)
    },
  },
  {
    id: 'defaults',
    name: 'start and take default to 0 and 10',
    section: 'Limits',
    requests: 1,
    run: async (ctx) => {
      const result = await page(ctx, {})
      if (isVerdict(result)) return result
      const applied = result.writePagedSearch
      if (result.data.length > 10) return fail(`${result.data.length} items without take`)
      if (applied && (applied.start !== 0 || applied.take !== 10))
        return fail(`writePagedSearch says start ${applied.start}, take ${applied.take}`)
      return pass(`${result.data.length} items; start ${applied?.start ?? '-'}, take ${applied?.take ?? '-'}`)
    },
  },
  {
    id: 'paging',
    name: 'start and take page through the same order',
    section: 'Endpoints > 2. Search draft listings',
    requests: 3,
    run: async (ctx) => {
      const four = await page(ctx, { start: 0, take: 4 })
      if (isVerdict(four)) return four
      const a = await page(ctx, { start: 0, take: 2 })
      if (isVerdict(a)) return a
      const b = await page(ctx, { start: 2, take: 2 })
      if (isVerdict(b)) return b
      if (four.data.length < 4) return skip(`only ${four.data.length} drafts`)
      const joined = [...a.data, ...b.data].map(itemKey)
      return joined.join() === four.data.map(itemKey).join()
        ? pass('pages 0+2 and 2+2 equal page 0+4')
        : fail('pages 0+2 and 2+2 differ from page 0+4')
    },
  },
  {
    id: 'records',
    name: 'recordsFiltered <= recordsTotal, and a page is no longer than recordsFiltered',
    section: 'Resources and their fields > Paged search envelope',
    requests: 1,
    run: async (ctx) => {
      const result = await page(ctx, { take: 10, hideGeneric: true })
      if (isVerdict(result)) return result
      const { recordsFiltered: filtered, recordsTotal: total } = result
      return filtered <= total && result.data.length <= filtered && filtered >= 0
        ? pass(`recordsFiltered ${filtered}, recordsTotal ${total}`)
        : fail(`recordsFiltered ${filtered}, recordsTotal ${total}, ${result.data.length} items`)
    },
  },
  ...sortChecks,
  {
    id: 'search-term',
    name: 'A search term returns only drafts whose name, form or strength match it',
    section: 'Endpoints > 2. Search draft listings',
    requests: 2,
    run: async (ctx) => {
      const first = await page(ctx, { take: 1 })
      if (isVerdict(first)) return first
      const term = first.data[0]?.packageName?.split(/[^A-Za-z]+/).find((word) => word.length >= 3)
      if (!term) return skip('no draft name to search for')
      const result = await page(ctx, { searchTerm: term, take: 20 })
      if (isVerdict(result)) return result
      const miss = result.data.find(
        (item) =>
          ![item.packageName, item.drugPackageForm, item.drugPackageStrength].some((text) =>
            text?.toLowerCase().includes(term.toLowerCase()),
          ),
      )
      if (result.data.length === 0) return fail(`"${term}" found nothing, though a draft is named so`)
      return miss
        ? fail(`"${term}" returned ${miss.packageName ?? miss.nationalDrugCode}`)
        : pass(`"${term}": ${result.data.length} matching drafts`)
    },
  },
  {
    id: 'ndc-statistics',
    name: 'NDC statistics have the twelve members, each with price and quantity',
    section: 'Resources and their fields > NDC transaction statistic',
    requests: 2,
    run: async (ctx) => {
      let ndc = ctx.ndc
      if (!ndc) {
        const first = await page(ctx, { take: 1 })
        if (isVerdict(first)) return first
        ndc = first.data[0]?.nationalDrugCode
      }
      if (!ndc) return skip('no NDC given (--ndc) and no draft to take one from')
      try {
        await ctx.client.ndcStatistic(ndc)
        return pass(`${ndc}: 12 members`)
      } catch (error) {
        return failure(`statistics of ${ndc}`, error)
      }
    },
  },
  {
    id: 'bad-key',
    name: 'A wrong key gets 401 in shape 4',
    section: 'Authentication; Errors > Shape 4: everything else',
    requests: 1,
    run: async (ctx) => {
      const response = await ctx.probe.send({
        method: 'POST',
        path: '/api/v1/draft-listings/search',
        body: { pharmacyNpi: ctx.npi },
        key: `not-a-key-${Date.now()}`,
      })
      return expectStatus(response, 401, 'wrong key', (r) => {
        if (classify(r.status, r.headers, r.text).kind !== 'unauthorized')
          return 'not classified as unauthorized'
        return GenericErrorSchema.safeParse(json(r)).success ? null : `not shape 4: ${excerpt(r.text)}`
      })
    },
  },
  {
    id: 'validation-first',
    name: 'A malformed body without a key gets 400, not 401',
    section: 'Authentication',
    requests: 1,
    run: async (ctx) => {
      const response = await ctx.probe.send({
        method: 'POST',
        path: '/api/v1/draft-listings/search',
        body: '{"pharmacyNpi": ',
        key: null,
      })
      return expectStatus(response, 400, 'validation runs before authentication')
    },
  },
  {
    id: 'content-types',
    name: 'Each JSON content type is accepted',
    section: 'Endpoints',
    requests: JSON_TYPES.length,
    run: async (ctx) => {
      for (const contentType of JSON_TYPES) {
        const response = await ctx.probe.send({
          method: 'POST',
          path: '/api/v1/draft-listings/search',
          body: { pharmacyNpi: ctx.npi, take: 1 },
          contentType,
        })
        if (response.status !== 200)
          return fail(`${contentType}: ${response.status} ${excerpt(response.text)}`)
      }
      return pass(JSON_TYPES.join(', '))
    },
  },
  {
    id: 'invalid-ndc',
    name: 'An invalid NDC gets 400',
    section: 'Endpoints > 5. NDC transaction statistics',
    requests: 1,
    run: async (ctx) =>
      expectStatus(
        await ctx.probe.send({
          method: 'GET',
          path: '/api/v1/ndc-transaction-statistic',
          query: { nationalDrugCode: '12-34' },
        }),
        400,
        'not a valid NDC',
      ),
  },
]
