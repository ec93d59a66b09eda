import type { AuditParams } from '../../api/queries/team'
import { isAuditKind, type AuditKindName } from '../../contract/audit-kinds'
import { PAGE_SIZES, startForPageSize, type PageSize } from '../../components/tables/paging'

// The audit page's state, all in the URL (docs/conventions.md, convention 6):
// ?user=<id>&kind=listings&npi=1234567893&from=2026-11-01&to=2026-11-26&start=25&take=25: by person,
// kind of action (audit-kinds.ts), pharmacy and days. Days are the viewer's own calendar days; each
// unreadable value falls back to none on its own.

export interface AuditFilters {
  user: string
  /** A kind of action (contract/audit-kinds.ts), or '' for every kind. */
  kind: AuditKindName | ''
  npi: string
  /** yyyy-mm-dd, or '' for no bound. */
  from: string
  to: string
}

export interface AuditState extends AuditFilters {
  sortName: null
  sortDirection: 'desc'
  start: number
  take: PageSize
}

export const NO_FILTERS: AuditFilters = { user: '', kind: '', npi: '', from: '', to: '' }
export const AUDIT_PAGE_SIZE: PageSize = 25
const FILTER_NAMES = ['user', 'kind', 'npi', 'from', 'to'] as const

/** A real calendar day written yyyy-mm-dd (not 2026-02-30). */
function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim() ?? ''

export function parseAuditState(params: URLSearchParams): AuditState {
  const day = (name: string) => (isDay(text(params, name)) ? text(params, name) : '')
  const npi = text(params, 'npi')
  const kind = text(params, 'kind')
  const takeNumber = Number(params.get('take'))
  const take = (PAGE_SIZES as readonly number[]).includes(takeNumber)
    ? (takeNumber as PageSize)
    : AUDIT_PAGE_SIZE
  const startNumber = Number(params.get('start'))
  const start = Number.isSafeInteger(startNumber) && startNumber > 0 ? startNumber : 0
  return {
    user: text(params, 'user'),
    kind: isAuditKind(kind) ? kind : '',
    npi: /^\d{10}$/.test(npi) ? npi : '',
    from: day('from'),
    to: day('to'),
    sortName: null,
    sortDirection: 'desc',
    start: startForPageSize(start, take),
    take,
  }
}

/** Writes the state into the URL's parameters; empty filters and defaults are left out. */
export function writeAuditState(params: URLSearchParams, state: AuditState): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const name of [...FILTER_NAMES, 'start', 'take']) next.delete(name)
  for (const name of FILTER_NAMES) if (state[name] !== '') next.set(name, state[name])
  if (state.start !== 0) next.set('start', String(state.start))
  if (state.take !== AUDIT_PAGE_SIZE) next.set('take', String(state.take))
  return next
}

export const isFiltered = (filters: AuditFilters) => FILTER_NAMES.some((name) => filters[name] !== '')

/** The first moment of a calendar day where the viewer is, or the last, as an ISO instant. */
export function dayBound(day: string, end: boolean): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const moment = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date)
  return moment.toISOString()
}

/** The filters as the server's query (GET /team/audit and /team/audit.csv). */
export function auditQueryOf(filters: AuditFilters): Omit<AuditParams, 'start' | 'take'> {
  const query: Omit<AuditParams, 'start' | 'take'> = {}
  if (filters.user) query.user = filters.user
  if (filters.kind) query.kind = filters.kind
  if (filters.npi) query.npi = Number(filters.npi)
  if (filters.from) query.from = dayBound(filters.from, false)
  if (filters.to) query.to = dayBound(filters.to, true)
  return query
}
