// Draft listings and their paged search (spec: Endpoints > 2 and 3; decision 0002), on either engine.
// How the search stays fast at 100k drafts:
// - each (group, seller) pair has an ordered view in memory (../draft-view.ts), read by the engine's own
//   reader (the measured part: sqlite/draft-views.ts, postgres/draft-views.ts); counts and pages are
//   computed from it (../draft-page.ts), never counted or sorted in SQL;
// - every search reads the pair's version from draft_versions (moved by triggers on any change of the
//   pair's drafts, by any connection or instance) in the same statement that reads the page's rows not
//   yet kept, and answers from its view only when that version is the one the view was read at; else it
//   reads the view again (one read at a time per pair) and tries again, then falls back to one snapshot;
// - a row once read is kept with its view (the first pages are asked for again and again), so it lives
//   exactly as long as that view; a delete through this repository cuts the draft out of the view in
//   place when nothing else changed in between.
import type { Kysely } from 'kysely'
import { liveCount, lookupTable, matchingCount, pageKeys } from '../draft-page'
import { sellableFirst } from '../draft-sellable'
import { cutDeleted, type DraftOrder } from '../draft-view'
import type { DraftDrug, DraftSearchItemRow, DraftSearchQuery, DraftsRepository } from '../drafts-repository'
import { inTransaction, prepared, type EngineTraits, type Sql } from './query-layer'
import type { SandboxTables } from './tables'

/** Pairs whose views are kept, rows kept per view (100 pages of 50), and searches before a snapshot. */
const MAX_PAIRS = 8
export const KEPT_ROWS_PER_VIEW = 5000
const ATTEMPTS = 3

type Db = Kysely<SandboxTables>
/** The engine's read of a pair's view: its four orders and its version, from one state of the drafts. */
export type DraftViewReader = (db: Db, groupKey: number, sellerKey: number) => Promise<DraftOrder>

const DRAFT = ['key', 'id', 'lotNumber', 'expirationDate', 'price', 'quantity', 'flags', 'drugKey'] as const
const NDC = ['ndc', 'ndcFormatted'] as const
const DRUG = [...NDC, 'form', 'strength', 'labeler', 'packageDescription', 'packageName', 'unit'] as const

/**
 * The pair's version alone: a page whose rows are all kept (the first pages, asked for again and again)
 * needs nothing else (measured in one process: 9.4 µs a kept page with the rows' statement, 4.0 without).
 */
function versionReader(db: Db) {
  return prepared(db, (groupKey: number, sellerKey: number) =>
    db
      .selectFrom('draftVersions')
      .select('version')
      .where('groupKey', '=', groupKey)
      .where('sellerKey', '=', sellerKey),
  )
}

/** The pair's version and the rows of `keys`: always one row at least; a key whose row is gone is left out. */
function pageRowsReader(db: Db, traits: EngineTraits) {
  return prepared(db, (groupKey: number, sellerKey: number, keys: unknown) => {
    const pair = db
      .selectFrom('draftVersions')
      .where('groupKey', '=', groupKey)
      .where('sellerKey', '=', sellerKey)
    const version = db.selectNoFrom((v) => [v.fn.coalesce(pair.select('version'), v.lit(0)).as('version')])
    return db
      .selectFrom(version.as('v'))
      .leftJoin('drafts as d', (join) => join.on(traits.inNumbers('d.key', keys)))
      .select(['v.version', ...DRAFT.map((column) => `d.${column}` as const)])
  })
}

export function draftsRepository(
  { db, traits }: Sql<SandboxTables>,
  readView: DraftViewReader,
  keptRowsPerView = KEPT_ROWS_PER_VIEW,
): DraftsRepository {
  const views = new Map<string, DraftOrder>()
  const reading = new Map<string, Promise<DraftOrder>>()
  const keptRows = new WeakMap<DraftOrder, Map<number, DraftSearchItemRow>>()
  const defaultOrder = sellableFirst()
  const versionAndRows = pageRowsReader(db, traits)
  const versionOnly = versionReader(db)

  const remember = (pair: string, view: DraftOrder) => {
    views.delete(pair)
    if (views.size >= MAX_PAIRS) views.delete(views.keys().next().value!)
    views.set(pair, view)
  }
  /** The pair's view, read again; concurrent searches of the pair share one read. */
  const reread = (q: DraftSearchQuery, pair: string) => {
    let read = reading.get(pair)
    if (!read) {
      read = readView(db, q.groupKey, q.sellerKey)
        .then((view) => (remember(pair, view), view))
        .finally(() => reading.delete(pair))
      reading.set(pair, read)
    }
    return read
  }

  // The drug's columns come from the small drugs table, held in memory. Drugs are only ever added and keys
  // never reused, so it is read again only when a draft names a drug it has not seen.
  let drugs = new Map<number, DraftDrug>()
  const drugOf = async (on: Db, key: number) => {
    if (!drugs.has(key)) {
      const all = await on
        .selectFrom('drugs')
        .select(['key', ...DRUG])
        .execute()
      drugs = new Map(all.map(({ key: k, ...drug }) => [k, drug]))
    }
    return drugs.get(key)
  }

  async function read(on: Db, q: DraftSearchQuery, keys: number[]) {
    if (keys.length === 0 && on === db) {
      const [pair] = await versionOnly(q.groupKey, q.sellerKey)
      return { version: pair?.version ?? 0, found: [] }
    }
    const run = on === db ? versionAndRows : pageRowsReader(on, traits)
    const rows = await run(q.groupKey, q.sellerKey, traits.numbers(keys))
    const found: DraftSearchItemRow[] = []
    for (const { version: _, ...draft } of rows) {
      const drug =
        draft.key === null ? undefined : (drugs.get(draft.drugKey!) ?? (await drugOf(on, draft.drugKey!)))
      if (drug) found.push({ draft: draft as DraftSearchItemRow['draft'], drug })
    }
    return { version: rows[0]!.version, found }
  }

  /** The page of a view: its counts, keys, and the keys whose rows are not kept yet. */
  function plan(view: DraftOrder, q: DraftSearchQuery) {
    const recordsTotal = liveCount(view)
    const recordsFiltered = matchingCount(view, q.drugKeys, q.flags)
    const order = q.sellableFirstAt === null ? view.orders[q.sortName] : defaultOrder(view, q.sellableFirstAt)
    const filter = { flags: lookupTable(q.flags), drugs: lookupTable(q.drugKeys) }
    const keys = pageKeys(order, q, recordsFiltered, filter)
    let rows = keptRows.get(view)
    if (!rows) keptRows.set(view, (rows = new Map<number, DraftSearchItemRow>()))
    if (rows.size + keys.length > keptRowsPerView) rows.clear()
    const missing = keys.filter((key) => !rows.has(key))
    return { version: view.version, recordsTotal, recordsFiltered, keys, rows, missing }
  }

  function answer(p: ReturnType<typeof plan>, found: DraftSearchItemRow[]) {
    for (const row of found) p.rows.set(row.draft.key, row)
    const items = p.keys.flatMap((key) => p.rows.get(key) ?? [])
    return { recordsTotal: p.recordsTotal, recordsFiltered: p.recordsFiltered, items }
  }

  const detail = prepared(db, (id: string) =>
    db
      .selectFrom('drafts')
      .select([...DRAFT, 'groupKey', 'sellerKey', 'status'])
      .where(traits.idIs('id', id)),
  )

  return {
    async findById(id) {
      const [row] = await detail(id)
      if (!row) return undefined
      const { key, groupKey, sellerKey, status } = row
      return { key, id: row.id, groupKey, sellerKey, status }
    },
    async findDetailById(id) {
      const [row] = await detail(id)
      if (!row) return undefined
      const { groupKey, sellerKey, status, ...draft } = row
      return { key: row.key, id: row.id, groupKey, sellerKey, status, draft }
    },
    async deletePending(draft) {
      const after = await inTransaction(db, async (trx) => {
        const pending = trx.deleteFrom('drafts').where('key', '=', draft.key).where('status', '=', 0)
        const gone = await pending.executeTakeFirst()
        if (Number(gone.numDeletedRows) !== 1) return null
        const pair = trx.selectFrom('draftVersions').select('version').where('groupKey', '=', draft.groupKey)
        return (await pair.where('sellerKey', '=', draft.sellerKey).executeTakeFirstOrThrow()).version
      })
      if (after === null) return false
      const pair = `${draft.groupKey}/${draft.sellerKey}`
      const view = views.get(pair)
      if (view && cutDeleted(view, draft.key, after)) keptRows.get(view)?.delete(draft.key)
      else views.delete(pair)
      return true
    },
    /** A page and its counts. Its rows are kept and shared by later searches: read them, never change them. */
    async search(q) {
      const pair = `${q.groupKey}/${q.sellerKey}`
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const view = views.get(pair) ?? (await reread(q, pair))
        const p = plan(view, q)
        const { version, found } = await read(db, q, p.missing)
        // The view is trusted only at the version it was planned at (a delete may have cut it since).
        if (version === p.version) return answer(p, found)
        if (views.get(pair) === view) views.delete(pair)
      }
      // The pair keeps changing: the view and the page from one snapshot, whatever happens meanwhile.
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const view = await readView(trx, q.groupKey, q.sellerKey)
          remember(pair, view)
          const p = plan(view, q)
          return answer(p, (await read(trx, q, p.missing)).found)
        })
    },
  }
}
