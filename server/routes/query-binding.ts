// Binding of the NPI, status and page query parameters of the sandbox's GET extensions, in pipeline order:
// missing NPI (shape 4) -> not a number, or a page parameter out of its range (shape 3) -> check digit /
// unknown status (shape 2). docs/sandbox.md, Order of checks and Sandbox extensions.
import { npiFromText, npiProblem } from '../../src/contract/npi'
import { ListPageQuerySchema, type ListSortName } from '../../src/contract/sandbox-extensions'
import { bindLong, firstQueryValue, rejectProblems } from '../http/pipeline'
import { genericProblem, requestShapeProblem } from '../http/problems'
import { unboundValueProblem } from '../http/request-shape'
import type { ListPageQuery } from '../store/list-page'

export type BoundQuery = { npi: number; status: number | undefined }

/** allowedStatuses null: the operation takes no status parameter (any value sent is ignored). */
export function bindNpiAndStatus(
  query: unknown,
  npiName: string,
  allowedStatuses: readonly number[] | null,
): BoundQuery {
  const bound = bindShape(query, npiName, allowedStatuses)
  checkValues(bound, npiName, allowedStatuses)
  return bound
}

/** A list extension's query: the NPI and status, then which page in which order. */
export function bindListQuery(
  query: unknown,
  npiName: string,
  allowedStatuses: readonly number[],
): BoundQuery & { page: ListPageQuery } {
  const bound = bindShape(query, npiName, allowedStatuses)
  const page = bindPage(query, bound.status)
  checkValues(bound, npiName, allowedStatuses)
  return { ...bound, page }
}

const PAGE_PARAMS = ['start', 'take', 'sortName', 'sortDirection'] as const

/**
 * start (0 or more), take (1..100; absent: the rest), sortName and sortDirection, each named in shape 3 when
 * it cannot be used. Without sortName the list is newest first; with it, ascending unless told otherwise.
 */
function bindPage(query: unknown, status: number | undefined): ListPageQuery {
  const raw = Object.fromEntries(
    PAGE_PARAMS.flatMap((name) => {
      const value = firstQueryValue(query, name)
      return value === undefined || value === '' ? [] : [[name, value]]
    }),
  ) as Partial<Record<(typeof PAGE_PARAMS)[number], string>>
  const parsed = ListPageQuerySchema.safeParse(raw)
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0])
      const value = raw[name as (typeof PAGE_PARAMS)[number]] ?? ''
      errors[name] = [...(errors[name] ?? []), `The value '${value}' is not valid. ${issue.message}`]
    }
    throw requestShapeProblem(errors)
  }
  const p = parsed.data
  const sortName: ListSortName = p.sortName ?? 'listingDate'
  const descending = (p.sortDirection ?? (p.sortName === undefined ? 'desc' : 'asc')) === 'desc'
  return {
    ...(status === undefined ? {} : { status }),
    sortName,
    descending,
    start: p.start === undefined ? 0 : Number(p.start),
    take: p.take === undefined ? null : Number(p.take),
  }
}

function bindShape(query: unknown, npiName: string, allowedStatuses: readonly number[] | null): BoundQuery {
  const npiText = firstQueryValue(query, npiName)
  if (npiText === undefined || npiText.trim() === '') {
    throw genericProblem(400, `${npiName} is required. Send the NPI of the pharmacy you act for.`)
  }
  // The one reading of an NPI's text (src/contract/npi.ts), the access check's too.
  const npi = npiFromText(npiText)
  if (npi === undefined) throw unboundValueProblem(npiName, npiText)
  const statusText = allowedStatuses === null ? undefined : firstQueryValue(query, 'status')
  const status = statusText === undefined || statusText === '' ? undefined : bindLong(statusText, 'status')
  return { npi, status }
}

function checkValues(
  { npi, status }: BoundQuery,
  npiName: string,
  allowedStatuses: readonly number[] | null,
): void {
  const values = { [npiName]: npi, status }
  const reason = npiProblem(npi)
  rejectProblems(
    [
      ...(reason ? [{ field: npiName, code: 'PredicateValidator', message: reason }] : []),
      ...(status !== undefined && allowedStatuses !== null && !allowedStatuses.includes(status)
        ? [
            {
              field: 'status',
              code: 'PredicateValidator',
              message: `Status must be one of ${allowedStatuses.join(', ')}.`,
            },
          ]
        : []),
    ],
    values,
  )
}
