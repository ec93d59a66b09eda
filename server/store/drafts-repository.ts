// Draft listings of a group's pharmacies: the paged, sorted, filtered search and deleting a Pending one.
import type { DraftSortName } from '../../src/contract/drafts'

export type DraftSearchQuery = {
  groupKey: number
  sellerKey: number
  /** Drugs whose name, form or strength match the searchTerm; null when no searchTerm was sent. */
  drugKeys: number[] | null
  /** Admitted flag values (draft-flags.ts); null when no flag filter was sent. */
  flags: number[] | null
  sortName: DraftSortName
  /**
   * No sortName was sent: the sandbox's default order, sellable drafts first (expiring after this instant,
   * ISO 8601 UTC), soonest expiry first, then the expired ones; sortName is ignored. null: sortName's order.
   */
  sellableFirstAt: string | null
  descending: boolean
  start: number
  take: number
}
/** The drug columns a search item shows. */
export type DraftDrug = {
  ndc: string
  ndcFormatted: string
  form: string
  strength: string
  labeler: string
  packageDescription: string
  packageName: string
  unit: string
}
export type DraftRow = {
  key: number
  id: string
  lotNumber: string
  expirationDate: string
  price: number
  quantity: number
  flags: number
  drugKey: number
}
export type DraftSearchItemRow = { draft: DraftRow; drug: DraftDrug }
export type DraftRecord = { key: number; id: string; groupKey: number; sellerKey: number; status: number }
/** One draft with its own columns, for the read extension (GET /draft-listings/{id}). */
export type DraftDetail = DraftRecord & { draft: DraftRow }
export type DraftSearchResult = { recordsTotal: number; recordsFiltered: number; items: DraftSearchItemRow[] }

export interface DraftsRepository {
  findById(id: string): Promise<DraftRecord | undefined>
  /** The draft and its values, whatever its status; undefined when there is none with this id. */
  findDetailById(id: string): Promise<DraftDetail | undefined>
  /** Deletes a Pending draft; false when it is not Pending (nothing written). */
  deletePending(draft: DraftRecord): Promise<boolean>
  /** A page and its counts. Its rows may be shared by later searches: read them, never change them. */
  search(query: DraftSearchQuery): Promise<DraftSearchResult>
}
