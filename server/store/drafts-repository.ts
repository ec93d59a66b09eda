// Draft listings and their paged search (spec: Endpoints > 2 and 3).
// How the search stays fast at 100k drafts:
// - recordsTotal / recordsFiltered are sums over draft_counts (one row per drug x flag combination, kept by
//   triggers), never a count over the drafts;
// - the searchTerm is matched against the small drugs table first; drafts are then filtered by drug;
// - a page is read from the in-memory ordered view (draft-order.ts), from whichever end is nearer, and only
//   that page's rows are read from the table.
import type { Db } from './database'
import { DRAFT_SORTS, draftOrderStore, walk, type DraftSortName } from './draft-order'

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

type DrugColumns = Pick<DraftItemRow, 'ndc' | 'ndcFormatted' | 'form' | 'strength' | 'labeler' | 'packageDescription' | 'packageName' | 'unit'>

export type DraftRecord = { key: number; id: string; groupKey: number; sellerKey: number; status: number }
export type DraftSearchResult = { recordsTotal: number; recordsFiltered: number; items: DraftItemRow[] }

/** The admitted flag values (0..63) as a signed 64-bit mask, for the count query. */
const flagMask = (flags: number[]) => BigInt.asIntN(64, flags.reduce((mask, f) => mask | (1n << BigInt(f)), 0n))

function lookup(values: number[] | null, size: number): Uint8Array | null {
  if (!values) return null
  const table = new Uint8Array(Math.max(size, ...values.map((v) => v + 1)))
  for (const v of values) table[v] = 1
  return table
}

export function draftsRepository(db: Db) {
  const orders = draftOrderStore(db)
  const byId = db.prepare('SELECT key, id, group_key AS groupKey, seller_key AS sellerKey, status FROM drafts WHERE id = ?')
  const deleteByKey = db.prepare('DELETE FROM drafts WHERE key = ? AND status = 0')
  // Page rows are read narrow (draft columns only); the drug's columns come from the small drugs table,
  // held in memory and reread when a draft names a drug it has not seen.
  const rowsByKeys = db
    .prepare(`SELECT key, id, lot_number, expiration_date, price, quantity, flags, drug_key FROM drafts
      WHERE key IN (SELECT value FROM json_each(?))`)
    .raw()
  const sellerDba = db.prepare('SELECT dba FROM pharmacies WHERE key = ?').pluck()
  const allDrugs = db.prepare(`SELECT key, ndc, ndc_formatted AS ndcFormatted, form, strength, labeler,
    package_description AS packageDescription, package_name AS packageName, unit FROM drugs`)
  let drugs = new Map<number, DrugColumns>()
  const drugOf = (key: number) => {
    if (!drugs.has(key)) drugs = new Map((allDrugs.all() as (DrugColumns & { key: number })[]).map(({ key: k, ...d }) => [k, d]))
    return drugs.get(key)
  }

  function pageRows(keys: number[], sellerKey: number): DraftItemRow[] {
    const dba = (sellerDba.get(sellerKey) as string | undefined) ?? ''
    const rows = new Map<number, DraftItemRow>()
    for (const raw of rowsByKeys.all(JSON.stringify(keys)) as [number, string, string, string, number, number, number, number][]) {
      const [key, id, lotNumber, expirationDate, price, quantity, flags, drugKey] = raw
      const drug = drugOf(drugKey)
      if (drug) rows.set(key, { key, id, lotNumber, expirationDate, price, quantity, flags, ...drug, sellerDba: dba })
    }
    // A key whose row is gone (removed by another connection since the view was checked) is left out.
    return keys.flatMap((key) => rows.get(key) ?? [])
  }
  const countSql = (byDrug: boolean, byFlags: boolean) =>
    db
      .prepare(
        `SELECT coalesce(sum(count), 0) FROM draft_counts WHERE group_key = @groupKey AND seller_key = @sellerKey` +
          (byDrug ? ' AND drug_key IN (SELECT value FROM json_each(@drugKeys))' : '') +
          (byFlags ? ' AND ((@mask >> flags) & 1) = 1' : ''),
      )
      .pluck()
  const counts = [countSql(false, false), countSql(false, true), countSql(true, false), countSql(true, true)] as const

  function count(q: DraftSearchQuery): number {
    const statement = counts[(q.drugKeys ? 2 : 0) + (q.flags ? 1 : 0)]!
    return statement.get({
      groupKey: q.groupKey,
      sellerKey: q.sellerKey,
      ...(q.drugKeys ? { drugKeys: JSON.stringify(q.drugKeys) } : {}),
      ...(q.flags ? { mask: flagMask(q.flags) } : {}),
    }) as number
  }

  function pageKeys(q: DraftSearchQuery, filtered: number): number[] {
    const limit = Math.min(q.take, filtered - q.start)
    // A page past the middle is read from the other end: skip what lies after it, then reverse.
    const fromEnd = filtered - q.start - limit
    const reverse = fromEnd < q.start
    const order = orders.get(q.groupKey, q.sellerKey)
    const filter = { flags: lookup(q.flags, 64), drugs: lookup(q.drugKeys, 0) }
    const keys = walk(order, q.sortName, reverse ? !q.descending : q.descending, reverse ? fromEnd : q.start, limit, filter)
    return reverse ? keys.reverse() : keys
  }

  return {
    findById: (id: string) => byId.get(id) as DraftRecord | undefined,
    /** Deletes a Pending draft; false when it is not Pending (nothing written). */
    deletePending(draft: DraftRecord): boolean {
      const before = orders.currentVersion(draft.groupKey, draft.sellerKey)
      const deleted = deleteByKey.run(draft.key).changes === 1
      if (deleted) orders.deleted(draft.groupKey, draft.sellerKey, draft.key, before)
      return deleted
    },
    search(q: DraftSearchQuery): DraftSearchResult {
      const recordsTotal = counts[0].get({ groupKey: q.groupKey, sellerKey: q.sellerKey }) as number
      const noMatch = (q.drugKeys !== null && q.drugKeys.length === 0) || (q.flags !== null && q.flags.length === 0)
      const recordsFiltered = noMatch ? 0 : q.drugKeys || q.flags ? count(q) : recordsTotal
      if (q.start >= recordsFiltered) return { recordsTotal, recordsFiltered, items: [] }
      return { recordsTotal, recordsFiltered, items: pageRows(pageKeys(q, recordsFiltered), q.sellerKey) }
    },
  }
}
export type DraftsRepository = ReturnType<typeof draftsRepository>
