// The draft search's ordered view of one (group, seller) pair: for each sort column, the Pending drafts'
// keys in (column, id) order, with each draft's flags and drug alongside, and how many drafts there are
// per (drug, flags) value. A page is read by walking this view in memory, which costs the same for page 1
// and page 1,000 (an SQL OFFSET walks every skipped index entry), and recordsTotal / recordsFiltered are
// sums over its counts, so a search counts no rows.
// The view is built from the sort indexes and is checked against draft_versions (bumped by triggers on
// every draft change, from any connection) before each use, so it is never stale; a delete made through
// the repository is cut out of it in place instead of rebuilding it (so every page stays a plain slice).
// Only keys, flags and drugs are held (numbers, read packed): the page's own columns are read by key, so a
// rebuild reads four integer columns rather than 100k rows of text.
import type { Statement } from 'better-sqlite3'
import { FLAG_VALUES, countsOf, cut, type DraftOrder, type Order } from '../draft-view'
import type { Db } from './database'

export const DRAFT_SORTS = {
  nationalDrugCode: { column: 'ndc', index: 'drafts_sort_ndc' },
  price: { column: 'price', index: 'drafts_sort_price' },
  expirationDate: { column: 'expiration_date', index: 'drafts_sort_expiration' },
  packageName: { column: 'package_name', index: 'drafts_sort_package_name' },
} as const
export type DraftSortName = keyof typeof DRAFT_SORTS
const SORT_NAMES = Object.keys(DRAFT_SORTS) as DraftSortName[]

// key, drug and flags travel as one integer per row (key * 2^22 + drug * 64 + flags): reading 100k rows
// that way is several times faster than reading row arrays. It fits in 2^53 while key < 2^31, drug < 2^16.
const PACK_KEY = 4_194_304
const MAX_PACKED_KEY = 2 ** 31
const MAX_PACKED_DRUG = 65_536

export function draftOrderStore(db: Db, maxPairs = 8) {
  const version = db
    .prepare('SELECT version FROM draft_versions WHERE group_key = ? AND seller_key = ?')
    .pluck()
  const maxKeys = db.prepare(
    'SELECT (SELECT max(key) FROM drafts) AS draft, (SELECT max(key) FROM drugs) AS drug',
  )
  const read = (packed: boolean) =>
    Object.fromEntries(
      SORT_NAMES.map((name) => {
        const { column, index } = DRAFT_SORTS[name]
        const select = packed ? `key * ${PACK_KEY} + drug_key * 64 + flags` : 'key, drug_key, flags'
        const sql = `SELECT ${select} FROM drafts INDEXED BY ${index} WHERE group_key = ? AND seller_key = ? AND status = 0 ORDER BY ${column}, id`
        const statement = db.prepare(sql)
        return [name, packed ? statement.pluck() : statement.raw()]
      }),
    ) as Record<DraftSortName, Statement>
  const packedReads = read(true)
  const rowReads = read(false)
  const pairs = new Map<string, DraftOrder>()

  // One transaction: the four orders are read from the same state of the database.
  const build = db.transaction((groupKey: number, sellerKey: number, current: number): DraftOrder => {
    const max = maxKeys.get() as { draft: number | null; drug: number | null }
    const packed = (max.draft ?? 0) < MAX_PACKED_KEY && (max.drug ?? 0) < MAX_PACKED_DRUG
    const orders = {} as Record<DraftSortName, Order>
    for (const name of SORT_NAMES) {
      const rows = (packed ? packedReads : rowReads)[name].all(groupKey, sellerKey) as (number | number[])[]
      const order: Order = {
        keys: new Float64Array(rows.length),
        flags: new Uint8Array(rows.length),
        drugs: new Int32Array(rows.length),
      }
      rows.forEach((row, i) => {
        if (typeof row === 'number') {
          order.keys[i] = Math.floor(row / PACK_KEY)
          order.drugs[i] = Math.floor((row % PACK_KEY) / 64)
          order.flags[i] = row % 64
        } else {
          ;[order.keys[i], order.drugs[i], order.flags[i]] = row as [number, number, number]
        }
      })
      orders[name] = order
    }
    return { version: current, orders, ...countsOf(orders.expirationDate) }
  })

  const currentVersion = (groupKey: number, sellerKey: number) =>
    (version.get(groupKey, sellerKey) as number | undefined) ?? 0

  return {
    currentVersion,
    /** The up-to-date ordered view of a pair, rebuilt when any draft of the pair changed since it was built. */
    get(groupKey: number, sellerKey: number): DraftOrder {
      const id = `${groupKey}/${sellerKey}`
      const current = currentVersion(groupKey, sellerKey)
      let order = pairs.get(id)
      if (!order || order.version !== current) {
        order = build(groupKey, sellerKey, current)
        pairs.delete(id)
        if (pairs.size >= maxPairs) pairs.delete(pairs.keys().next().value!)
      }
      pairs.set(id, order)
      return order
    },
    /**
     * A delete this process just made (the version moved by exactly that one change): applied in place.
     * The view it was cut from, or null when the view was dropped instead (rebuilt on next use).
     */
    deleted(groupKey: number, sellerKey: number, key: number, versionBefore: number): DraftOrder | null {
      const id = `${groupKey}/${sellerKey}`
      const order = pairs.get(id)
      const after = currentVersion(groupKey, sellerKey)
      // Anything else changed since the view was checked (another connection wrote): rebuild on next use.
      if (!order || order.version !== versionBefore || after !== versionBefore + 1) {
        pairs.delete(id)
        return null
      }
      const cuts = SORT_NAMES.map((name) => cut(order.orders[name], key))
      const removed = cuts[0]
      if (!removed || cuts.includes(null)) {
        pairs.delete(id)
        return null
      }
      order.counts[removed.drug * FLAG_VALUES + removed.flags]! -= 1
      order.flagTotals[removed.flags]! -= 1
      order.version = after
      return order
    },
  }
}
export type DraftOrderStore = ReturnType<typeof draftOrderStore>
