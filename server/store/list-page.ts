// One page of a sandbox list extension (listings of a seller, cash offers of a buyer): the rows in the
// asked order and both counts, as the draft search answers them (spec: Endpoints > 2, recordsTotal and
// recordsFiltered). docs/sandbox.md, Sandbox extensions.
import type { ListSortName } from '../../src/contract/sandbox-extensions'

export type ListPageQuery = {
  /** Only this status; every status when absent. */
  status?: number
  sortName: ListSortName
  descending: boolean
  start: number
  /** null: every row from start on. */
  take: number | null
}

export type ListPage<T> = {
  rows: T[]
  /** Every row of the owner, whatever its status. */
  recordsTotal: number
  /** The rows of the status asked for (recordsTotal without one). */
  recordsFiltered: number
}
