// Draft listings and their paged search (spec: Endpoints > 2 and 3) on PostgreSQL, with the same in-memory
// ordered views as SQLite (decision 0002, ../draft-view.ts), made safe for several instances on one
// database: every search reads the pair's version from draft_versions, in the same statement (one round
// trip) that reads the page's rows not yet kept, and uses its view only when that version is the one the
// view was read at; otherwise it reads the view again (one read at a time per pair) and tries again.
// A delete through this repository learns the version after it and cuts the draft out of the view in
// place when nothing else changed in between. Rows once read are kept with their view, as SQLite's are.
import type pg from 'pg'
import { liveCount, lookupTable, matchingCount, pageKeys } from '../draft-page'
import { sellableFirst } from '../draft-sellable'
import type {
  DraftDetail,
  DraftDrug,
  DraftRecord,
  DraftSearchItemRow,
  DraftSearchQuery,
  DraftSearchResult,
  DraftsRepository,
} from '../drafts-repository'
import { inTransaction } from './connection'
import { cutDeleted, draftViewReader, type PgDraftView } from './draft-views'

/** Pairs whose views an instance keeps, and rows kept per view (100 pages of 50), as SQLite's. */
const MAX_PAIRS = 8
const KEPT_ROWS_PER_VIEW = 5000
/** Searches that find their view outdated read it again up to this often, then read in one snapshot. */
const ATTEMPTS = 3

type RawDraft = [number, string, string, string, number, number, number, number]

export function draftsRepository(pool: pg.Pool, s: string): DraftsRepository {
  const readView = draftViewReader(s)
  const views = new Map<string, PgDraftView>()
  const reading = new Map<string, Promise<PgDraftView>>()
  const keptRows = new WeakMap<PgDraftView, Map<number, DraftSearchItemRow>>()
  const defaultOrder = sellableFirst((view, i) => (view as PgDraftView).expiries[i])

  const remember = (pair: string, view: PgDraftView) => {
    views.delete(pair)
    if (views.size >= MAX_PAIRS) views.delete(views.keys().next().value!)
    views.set(pair, view)
  }
  /** The pair's view, read again; concurrent searches of the pair share one read. */
  const reread = (groupKey: number, sellerKey: number, pair: string) => {
    let read = reading.get(pair)
    if (!read) {
      read = readView(pool, groupKey, sellerKey).then(
        (view) => {
          reading.delete(pair)
          remember(pair, view)
          return view
        },
        (error: unknown) => {
          reading.delete(pair)
          throw error
        },
      )
      reading.set(pair, read)
    }
    return read
  }

  // The drug's columns come from the small drugs table, held in memory. Drugs are only ever added and keys
  // never reused, so it is read again only when a draft names a drug it has not seen.
  let drugs = new Map<number, DraftDrug>()
  const drugOf = async (db: pg.Pool | pg.PoolClient, key: number) => {
    if (!drugs.has(key)) {
      const { rows } = await db.query<DraftDrug & { key: number }>(
        `SELECT key, ndc, ndc_formatted AS "ndcFormatted", form, strength, labeler,
          package_description AS "packageDescription", package_name AS "packageName", unit FROM ${s}.drugs`,
      )
      drugs = new Map(rows.map(({ key: k, ...d }) => [k, d]))
    }
    return drugs.get(key)
  }

  // The pair's version and the drafts of the given keys, in one statement (one snapshot). Always one row at
  // least: the version; a key whose row is gone is left out.
  const versionAndRowsSql = `SELECT v.version, d.key, d.id, d.lot_number, d.expiration_date, d.price, d.quantity, d.flags, d.drug_key
    FROM (SELECT coalesce((SELECT version FROM ${s}.draft_versions WHERE group_key = $1 AND seller_key = $2), 0) AS version) v
    LEFT JOIN ${s}.drafts d ON d.key = ANY($3::bigint[])`

  async function versionAndRows(db: pg.Pool | pg.PoolClient, q: DraftSearchQuery, keys: number[]) {
    const { rows } = await db.query<[number, ...(RawDraft | [null])]>({
      name: `draft-page-rows ${s}`,
      text: versionAndRowsSql,
      values: [q.groupKey, q.sellerKey, keys],
      rowMode: 'array',
    })
    const read: DraftSearchItemRow[] = []
    for (const [, ...raw] of rows) {
      if (raw[0] === null) continue
      const [key, id, lotNumber, expirationDate, price, quantity, flags, drugKey] = raw
      const drug = await drugOf(db, drugKey)
      if (drug)
        read.push({ draft: { key, id, lotNumber, expirationDate, price, quantity, flags, drugKey }, drug })
    }
    return { version: rows[0]![0], read }
  }

  /** The page of a view: its counts, keys, and the keys whose rows are not kept yet. */
  function plan(view: PgDraftView, q: DraftSearchQuery) {
    const recordsTotal = liveCount(view)
    const recordsFiltered = matchingCount(view, q.drugKeys, q.flags)
    const order = q.sellableFirstAt === null ? view.orders[q.sortName] : defaultOrder(view, q.sellableFirstAt)
    const keys = pageKeys(order, q, recordsFiltered, {
      flags: lookupTable(q.flags),
      drugs: lookupTable(q.drugKeys),
    })
    let rows = keptRows.get(view)
    if (!rows) keptRows.set(view, (rows = new Map<number, DraftSearchItemRow>()))
    if (rows.size + keys.length > KEPT_ROWS_PER_VIEW) rows.clear()
    const missing = keys.filter((key) => !rows.has(key))
    return { version: view.version, recordsTotal, recordsFiltered, keys, rows, missing }
  }

  function answer(p: ReturnType<typeof plan>, read: DraftSearchItemRow[]): DraftSearchResult {
    for (const row of read) p.rows.set(row.draft.key, row)
    const items: DraftSearchItemRow[] = []
    for (const key of p.keys) {
      const row = p.rows.get(key)
      if (row) items.push(row)
    }
    return { recordsTotal: p.recordsTotal, recordsFiltered: p.recordsFiltered, items }
  }

  async function search(q: DraftSearchQuery): Promise<DraftSearchResult> {
    const pair = `${q.groupKey}/${q.sellerKey}`
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const view = views.get(pair) ?? (await reread(q.groupKey, q.sellerKey, pair))
      const p = plan(view, q)
      const { version, read } = await versionAndRows(pool, q, p.missing)
      // The view is trusted only at the version it was planned at (a delete may have cut it since).
      if (version === p.version) return answer(p, read)
      if (views.get(pair) === view) views.delete(pair)
    }
    // The pair keeps changing: the view and the page from one snapshot, whatever happens meanwhile.
    return inTransaction(
      pool,
      async (client) => {
        const view = await readView(client, q.groupKey, q.sellerKey)
        remember(pair, view)
        const p = plan(view, q)
        return answer(p, (await versionAndRows(client, q, p.missing)).read)
      },
      'REPEATABLE READ',
    )
  }

  const DETAIL = `SELECT key, id, group_key AS "groupKey", seller_key AS "sellerKey", status, lot_number AS "lotNumber",
    expiration_date AS "expirationDate", price, quantity, flags, drug_key AS "drugKey"
    FROM ${s}.drafts WHERE lower(id) = lower($1)`

  return {
    async findById(id) {
      const { rows } = await pool.query<DraftRecord>({
        name: `draft-by-id ${s}`,
        text: `SELECT key, id, group_key AS "groupKey", seller_key AS "sellerKey", status FROM ${s}.drafts WHERE lower(id) = lower($1)`,
        values: [id],
      })
      return rows[0]
    },
    async findDetailById(id): Promise<DraftDetail | undefined> {
      const { rows } = await pool.query<DraftRecord & DraftDetail['draft']>({
        name: `draft-detail ${s}`,
        text: DETAIL,
        values: [id],
      })
      const row = rows[0]
      if (!row) return undefined
      const { key, id: draftId, groupKey, sellerKey, status } = row
      const { lotNumber, expirationDate, price, quantity, flags, drugKey } = row
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
    async deletePending(draft) {
      const { rows } = await pool.query<[number | null]>({
        name: `draft-delete ${s}`,
        text: `SELECT ${s}.delete_pending_draft($1)`,
        values: [draft.key],
        rowMode: 'array',
      })
      const after = rows[0]![0]
      if (after === null) return false
      const pair = `${draft.groupKey}/${draft.sellerKey}`
      const view = views.get(pair)
      if (view && cutDeleted(view, draft.key, after)) keptRows.get(view)?.delete(draft.key)
      else views.delete(pair)
      return true
    },
    /** A page and its counts. Its rows are kept and shared by later searches: read them, never change them. */
    search,
  }
}
