// Draft listings and their paged search (spec: Endpoints > 2 and 3).
// How the search stays fast at 100k drafts (see migrations.ts for the tables):
// - recordsTotal / recordsFiltered are sums over draft_counts (one row per drug x flag combination);
// - a page is read as keys from a covering partial index in sort order, then only those rows are joined;
// - a page past the middle is read from the other end of the index, so no page walks more than half;
// - a searchTerm that matches few drafts is served from the per-drug index and sorted, instead of walking.
import type { Db } from './database'
import type { Statement } from 'better-sqlite3'

export const DRAFT_SORTS = {
  nationalDrugCode: { column: 'ndc', index: 'drafts_sort_ndc' },
  price: { column: 'price', index: 'drafts_sort_price' },
  expirationDate: { column: 'expiration_date', index: 'drafts_sort_expiration' },
  packageName: { column: 'package_name', index: 'drafts_sort_package_name' },
} as const
export type DraftSortName = keyof typeof DRAFT_SORTS

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

export type DraftItemRow = {
  key: number
  id: string
  lotNumber: string
  expirationDate: string
  price: number
  quantity: number
  flags: number
  ndc: string
  ndcFormatted: string
  form: string
  strength: string
  labeler: string
  packageDescription: string
  packageName: string
  unit: string
  sellerDba: string
}

export type DraftRecord = { key: number; id: string; groupKey: number; sellerKey: number; status: number }
export type DraftSearchResult = { recordsTotal: number; recordsFiltered: number; items: DraftItemRow[] }

// Cost, in index steps, of sorting one matching row read through the per-drug index instead of walking.
const SORT_COST_PER_ROW = 4

export function draftsRepository(db: Db) {
  const statements = new Map<string, Statement>()
  const cached = (sql: string) => {
    let statement = statements.get(sql)
    if (!statement) statements.set(sql, (statement = db.prepare(sql)))
    return statement
  }
  const byId = db.prepare('SELECT key, id, group_key AS groupKey, seller_key AS sellerKey, status FROM drafts WHERE id = ?')
  const deleteByKey = db.prepare('DELETE FROM drafts WHERE key = ? AND status = 0')
  const rowsByKeys = db.prepare(`SELECT dr.key, dr.id, dr.lot_number AS lotNumber, dr.expiration_date AS expirationDate,
    dr.price, dr.quantity, dr.flags, d.ndc, d.ndc_formatted AS ndcFormatted, d.form, d.strength, d.labeler,
    d.package_description AS packageDescription, d.package_name AS packageName, d.unit, p.dba AS sellerDba
    FROM drafts dr JOIN drugs d ON d.key = dr.drug_key JOIN pharmacies p ON p.key = dr.seller_key
    WHERE dr.key IN (SELECT value FROM json_each(?))`)

  const conditions = (q: DraftSearchQuery) =>
    (q.drugKeys ? ' AND drug_key IN (SELECT value FROM json_each(@drugKeys))' : '') +
    (q.flags ? ' AND flags IN (SELECT value FROM json_each(@flags))' : '')
  const params = (q: DraftSearchQuery) => ({
    groupKey: q.groupKey,
    sellerKey: q.sellerKey,
    ...(q.drugKeys ? { drugKeys: JSON.stringify(q.drugKeys) } : {}),
    ...(q.flags ? { flags: JSON.stringify(q.flags) } : {}),
  })
  const count = (q: DraftSearchQuery, filtered: boolean) =>
    cached(
      `SELECT coalesce(sum(count), 0) FROM draft_counts WHERE group_key = @groupKey AND seller_key = @sellerKey${filtered ? conditions(q) : ''}`,
    )
      .pluck()
      .get(filtered ? params(q) : { groupKey: q.groupKey, sellerKey: q.sellerKey }) as number

  function pageKeys(q: DraftSearchQuery, total: number, filtered: number): number[] {
    const limit = Math.min(q.take, filtered - q.start)
    const reverseOffset = filtered - q.start - limit
    const reverse = reverseOffset < q.start
    const offset = reverse ? reverseOffset : q.start
    const descending = reverse ? !q.descending : q.descending
    const sort = DRAFT_SORTS[q.sortName]
    const walkCost = ((offset + limit) * total) / filtered
    const index = q.drugKeys && filtered * SORT_COST_PER_ROW < walkCost ? 'drafts_by_drug' : sort.index
    // Sort column and direction come from the whitelist above, never from the request text.
    const direction = descending ? 'DESC' : 'ASC'
    const sql = `SELECT key FROM drafts INDEXED BY ${index} WHERE group_key = @groupKey AND seller_key = @sellerKey
      AND status = 0${conditions(q)} ORDER BY ${sort.column} ${direction}, id ${direction} LIMIT @limit OFFSET @offset`
    const keys = cached(sql).pluck().all({ ...params(q), limit, offset }) as number[]
    return reverse ? keys.reverse() : keys
  }

  return {
    findById: (id: string) => byId.get(id) as DraftRecord | undefined,
    /** Deletes a Pending draft; false when it is not Pending (nothing written). */
    deletePending: (key: number) => deleteByKey.run(key).changes === 1,
    search(q: DraftSearchQuery): DraftSearchResult {
      const recordsTotal = count(q, false)
      const noMatch = (q.drugKeys !== null && q.drugKeys.length === 0) || (q.flags !== null && q.flags.length === 0)
      const recordsFiltered = noMatch ? 0 : q.drugKeys || q.flags ? count(q, true) : recordsTotal
      if (q.start >= recordsFiltered) return { recordsTotal, recordsFiltered, items: [] }
      const keys = pageKeys(q, recordsTotal, recordsFiltered)
      const rows = new Map((rowsByKeys.all(JSON.stringify(keys)) as DraftItemRow[]).map((row) => [row.key, row]))
      return { recordsTotal, recordsFiltered, items: keys.map((key) => rows.get(key)!) }
    },
  }
}
export type DraftsRepository = ReturnType<typeof draftsRepository>
