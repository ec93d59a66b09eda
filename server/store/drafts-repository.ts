// Draft listings and their paged search (spec: Endpoints > 2 and 3).
// How the search stays fast at 100k drafts:
// - recordsTotal / recordsFiltered are sums over the per-(drug, flags) counts of the pair's in-memory
//   ordered view (draft-order.ts), never a count over the drafts;
// - the searchTerm is matched against the small drugs table first (by the caller); drafts are then
//   filtered by drug;
// - a page is walked in the view's order for the sort column, from whichever end is nearer, and only that
//   page's rows are read from the table, by key, in one statement.
import type { Db } from './database'
import { DRAFT_SORTS, draftOrderStore, type DraftSortName } from './draft-order'
import { liveCount, lookupTable, matchingCount, pageKeys } from './draft-page'

export { DRAFT_SORTS, type DraftSortName }

export type DraftSearchQuery = {
  groupKey: number
  sellerKey: number
  /** Drugs whose name, form or strength match the searchTerm; null when no searchTerm was sent. */
  drugKeys: number[] | null
  /** Admitted flag values (draft-flags.ts); null when no flag filter was sent. */
  flags: number[] | null
  sortName: DraftSortName
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

type RawDraftRow = [number, string, string, string, number, number, number, number]

export type DraftSearchItemRow = { draft: DraftRow; drug: DraftDrug }
export type DraftRecord = { key: number; id: string; groupKey: number; sellerKey: number; status: number }
export type DraftSearchResult = { recordsTotal: number; recordsFiltered: number; items: DraftSearchItemRow[] }

export function draftsRepository(db: Db) {
  const views = draftOrderStore(db)
  const byId = db.prepare(
    'SELECT key, id, group_key AS groupKey, seller_key AS sellerKey, status FROM drafts WHERE id = ?',
  )
  const deleteByKey = db.prepare('DELETE FROM drafts WHERE key = ? AND status = 0')
  // Page rows are read narrow (draft columns only), in the order of the keys given, as arrays (cheaper to
  // receive from SQLite than objects). A key whose row is gone (removed by another connection since the
  // view was checked) is left out.
  const rowsByKeys = db
    .prepare(
      `SELECT d.key, d.id, d.lot_number, d.expiration_date, d.price, d.quantity, d.flags, d.drug_key
      FROM json_each(?) AS page JOIN drafts AS d ON d.key = page.value ORDER BY page.key`,
    )
    .raw()
  // The drug's columns come from the small drugs table, held in memory. Drugs are only ever added (the
  // catalogue is loaded with the scenario), so it is reread only when a draft names a drug it has not seen.
  const allDrugs = db.prepare(`SELECT key, ndc, ndc_formatted AS ndcFormatted, form, strength, labeler,
    package_description AS packageDescription, package_name AS packageName, unit FROM drugs`)
  let drugs = new Map<number, DraftDrug>()
  const drugOf = (key: number) => {
    if (!drugs.has(key))
      drugs = new Map((allDrugs.all() as (DraftDrug & { key: number })[]).map(({ key: k, ...d }) => [k, d]))
    return drugs.get(key)
  }

  return {
    findById: (id: string) => byId.get(id) as DraftRecord | undefined,
    /** Deletes a Pending draft; false when it is not Pending (nothing written). */
    deletePending(draft: DraftRecord): boolean {
      const before = views.currentVersion(draft.groupKey, draft.sellerKey)
      const deleted = deleteByKey.run(draft.key).changes === 1
      if (deleted) views.deleted(draft.groupKey, draft.sellerKey, draft.key, before)
      return deleted
    },
    search(q: DraftSearchQuery): DraftSearchResult {
      const view = views.get(q.groupKey, q.sellerKey)
      const recordsTotal = liveCount(view)
      const recordsFiltered = matchingCount(view, q.drugKeys, q.flags)
      const keys = pageKeys(view, q, recordsFiltered, {
        flags: lookupTable(q.flags),
        drugs: lookupTable(q.drugKeys),
      })
      const items: DraftSearchItemRow[] = []
      if (keys.length > 0) {
        for (const raw of rowsByKeys.all(JSON.stringify(keys)) as RawDraftRow[]) {
          const [key, id, lotNumber, expirationDate, price, quantity, flags, drugKey] = raw
          const drug = drugOf(drugKey)
          if (drug)
            items.push({
              draft: { key, id, lotNumber, expirationDate, price, quantity, flags, drugKey },
              drug,
            })
        }
      }
      return { recordsTotal, recordsFiltered, items }
    },
  }
}
export type DraftsRepository = ReturnType<typeof draftsRepository>
