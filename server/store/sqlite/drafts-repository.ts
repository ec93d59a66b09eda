// Draft listings and their paged search (spec: Endpoints > 2 and 3).
// How the search stays fast at 100k drafts:
// - recordsTotal / recordsFiltered are sums over the per-(drug, flags) counts of the pair's in-memory
//   ordered view (draft-order.ts), never a count over the drafts;
// - the searchTerm is matched against the small drugs table first (by the caller); drafts are then
//   filtered by drug;
// - a page is walked in the view's order for the sort column, from whichever end is nearer, and only that
//   page's rows are read from the table, by key, in one statement;
// - a row once read is kept with the view it was read for (the first pages are asked for again and again),
//   so it lives exactly as long as that view: a change to any draft of the pair, through this repository or
//   any other connection, moves the pair's version, the view is rebuilt and its rows are read afresh;
// - the default order (sellable first, draft-sellable.ts) is the expiry order cut where now falls.
import type { Db } from './database'
import { DRAFT_SORTS, draftOrderStore, type DraftSortName } from './draft-order'
import { liveCount, lookupTable, matchingCount, pageKeys } from '../draft-page'
import type { DraftOrder } from '../draft-view'
import { sellableFirst } from '../draft-sellable'
import type {
  DraftSearchQuery,
  DraftDrug,
  DraftSearchItemRow,
  DraftDetail,
  DraftRecord,
  DraftSearchResult,
} from '../drafts-repository'

export { DRAFT_SORTS, type DraftSortName }

type RawDraftRow = [number, string, string, string, number, number, number, number]

/**
 * Rows kept per view, at most: 100 pages of 50. Past that the view's rows are dropped and read again as
 * asked for, so a client paging through 100k drafts does not keep them all in memory.
 */
export const KEPT_ROWS_PER_VIEW = 5000

export function draftsRepository(db: Db, options: { keptRowsPerView?: number } = {}) {
  const keptRowsPerView = options.keptRowsPerView ?? KEPT_ROWS_PER_VIEW
  const views = draftOrderStore(db)
  const expiry = db.prepare('SELECT expiration_date FROM drafts WHERE key = ?').pluck()
  const defaultOrder = sellableFirst(
    (view, i) => expiry.get(view.orders.expirationDate.keys[i]) as string | undefined,
  )
  const byId = db.prepare(
    'SELECT key, id, group_key AS groupKey, seller_key AS sellerKey, status FROM drafts WHERE id = ?',
  )
  const detailById = db
    .prepare(
      `SELECT key, id, group_key, seller_key, status, lot_number, expiration_date, price, quantity, flags, drug_key
      FROM drafts WHERE id = ?`,
    )
    .raw()
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

  // The rows read for each view, by draft key. A rebuilt view is a new object, so it starts with none.
  const keptRows = new WeakMap<DraftOrder, Map<number, DraftSearchItemRow>>()
  const rowsOf = (view: DraftOrder) => {
    let rows = keptRows.get(view)
    if (!rows) keptRows.set(view, (rows = new Map<number, DraftSearchItemRow>()))
    return rows
  }

  /** The page's rows in the order of its keys: kept ones as they are, the others read in one statement. */
  function pageRows(view: DraftOrder, keys: readonly number[]): DraftSearchItemRow[] {
    const rows = rowsOf(view)
    let missing = keys.filter((key) => !rows.has(key))
    if (missing.length > 0) {
      if (rows.size + missing.length > keptRowsPerView) {
        rows.clear()
        missing = [...keys]
      }
      for (const raw of rowsByKeys.all(JSON.stringify(missing)) as RawDraftRow[]) {
        const [key, id, lotNumber, expirationDate, price, quantity, flags, drugKey] = raw
        const drug = drugOf(drugKey)
        if (drug)
          rows.set(key, {
            draft: { key, id, lotNumber, expirationDate, price, quantity, flags, drugKey },
            drug,
          })
      }
    }
    const items: DraftSearchItemRow[] = []
    for (const key of keys) {
      const row = rows.get(key)
      if (row) items.push(row)
    }
    return items
  }

  return {
    findById: (id: string) => byId.get(id) as DraftRecord | undefined,
    findDetailById(id: string): DraftDetail | undefined {
      const raw = detailById.get(id) as
        [number, string, number, number, number, string, string, number, number, number, number] | undefined
      if (!raw) return undefined
      const [
        key,
        draftId,
        groupKey,
        sellerKey,
        status,
        lotNumber,
        expirationDate,
        price,
        quantity,
        flags,
        drugKey,
      ] = raw
      return {
        key,
        id: draftId,
        groupKey,
        sellerKey,
        status,
        draft: { key, id: draftId, lotNumber, expirationDate, price, quantity, flags, drugKey },
      }
    },
    /** Deletes a Pending draft; false when it is not Pending (nothing written). */
    deletePending(draft: DraftRecord): boolean {
      const before = views.currentVersion(draft.groupKey, draft.sellerKey)
      const deleted = deleteByKey.run(draft.key).changes === 1
      if (deleted) {
        // The view is cut in place (same object, so its kept rows stay): the deleted draft's row goes too.
        const view = views.deleted(draft.groupKey, draft.sellerKey, draft.key, before)
        if (view) keptRows.get(view)?.delete(draft.key)
      }
      return deleted
    },
    /** A page and its counts. Its rows are kept and shared by later searches: read them, never change them. */
    search(q: DraftSearchQuery): DraftSearchResult {
      const view = views.get(q.groupKey, q.sellerKey)
      const recordsTotal = liveCount(view)
      const recordsFiltered = matchingCount(view, q.drugKeys, q.flags)
      const order =
        q.sellableFirstAt === null ? view.orders[q.sortName] : defaultOrder(view, q.sellableFirstAt)
      const keys = pageKeys(order, q, recordsFiltered, {
        flags: lookupTable(q.flags),
        drugs: lookupTable(q.drugKeys),
      })
      return { recordsTotal, recordsFiltered, items: keys.length > 0 ? pageRows(view, keys) : [] }
    },
  }
}
