// The draft search's ordered view of a pair (../draft-view.ts, decision 0002) read from SQLite: for each
// sort, the Pending drafts' keys in (column, id) order with their flags and drug, read from the sort
// indexes alone, plus the expiries and the pair's version, all in one synchronous pass while the query
// layer's connection is held (nothing interleaves). Kept hand-written for a measurement: key, drug and
// flags travel as one integer per row (key * 2^22 + drug * 64 + flags), several times faster to receive
// than row objects; it fits in 2^53 while key < 2^31 and drug < 2^16 (row arrays past that).
import type { Database as Db, Statement } from 'better-sqlite3'
import { countsOf, type DraftOrder, type Order } from '../draft-view'
import type { DraftViewReader } from '../sql/drafts'
import { DRAFT_SORT_INDEXES } from './sandbox-schema'

type DraftSortName = keyof typeof DRAFT_SORT_INDEXES
const SORT_NAMES = Object.keys(DRAFT_SORT_INDEXES) as DraftSortName[]
const PACK_KEY = 4_194_304
const MAX_PACKED_KEY = 2 ** 31
const MAX_PACKED_DRUG = 65_536

export function sqliteDraftViews(handle: Db): DraftViewReader {
  const version = handle
    .prepare('SELECT version FROM draft_versions WHERE group_key = ? AND seller_key = ?')
    .pluck()
  const maxKeys = handle.prepare(
    'SELECT (SELECT max(key) FROM drafts) AS draft, (SELECT max(key) FROM drugs) AS drug',
  )
  const select = (name: DraftSortName, columns: string) => {
    const { column, index } = DRAFT_SORT_INDEXES[name]
    return handle.prepare(
      `SELECT ${columns} FROM drafts INDEXED BY ${index} WHERE group_key = ? AND seller_key = ? AND status = 0 ORDER BY ${column}, id`,
    )
  }
  const reads = (packed: boolean) =>
    Object.fromEntries(
      SORT_NAMES.map((name) => {
        const statement = select(
          name,
          packed ? `key * ${PACK_KEY} + drug_key * 64 + flags` : 'key, drug_key, flags',
        )
        return [name, packed ? statement.pluck() : statement.raw()]
      }),
    ) as Record<DraftSortName, Statement>
  const [packedReads, rowReads] = [reads(true), reads(false)]
  const expiries = select('expirationDate', 'expiration_date').pluck()

  // One transaction: the four orders are read from the same state of the database.
  const build = handle.transaction((groupKey: number, sellerKey: number): DraftOrder => {
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
    return {
      version: (version.get(groupKey, sellerKey) as number | undefined) ?? 0,
      orders,
      ...countsOf(orders.expirationDate),
      expiries: expiries.all(groupKey, sellerKey) as string[],
    }
  })

  return (db, groupKey, sellerKey) =>
    db.isTransaction
      ? Promise.resolve().then(() => build(groupKey, sellerKey))
      : db.connection().execute(() => Promise.resolve().then(() => build(groupKey, sellerKey)))
}
