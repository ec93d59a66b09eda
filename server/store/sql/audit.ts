// The audit log (../team-store.ts, ../audit-entries.ts) on the query layer. An append is one transaction
// that takes the chain's lock first (the engine's `lockHead`: SQLite's IMMEDIATE transaction has the
// write lock already; PostgreSQL locks the head row FOR UPDATE), then reads the last entry, inserts the
// next and moves the anchored head: two appends, from any process or instance, are never linked to the
// same predecessor. The commit is flushed before the append answers (both engines' defaults), so an entry
// is kept before the call it announces goes out. Run inside the team store's transaction, an append
// commits or rolls back with the write it records (team-store.ts). Filters are fixed conditions.
import { sql, type Kysely, type Selectable } from 'kysely'
import { chainNext, type AuditEntry, type AuditEntryType, type AuditFilter } from '../audit-entries'
import { anchorToWrite, movedAnchor } from '../anchor-at-open'
import type { AnchorPolicy } from '../audit-seal'
import type { AuditRepository } from '../team-store'
import { countAll, inTransaction, type Sql } from './query-layer'
import type { TeamTables } from './tables'

type Db = Kysely<TeamTables>
/** Takes the lock every append takes, in the transaction `trx`. */
export type LockHead = (trx: Db) => Promise<void>

const ANCHOR = ['keyedFrom', 'keyCheck', 'headSeq', 'headHash', 'headMac'] as const
const entryOf = (row: Selectable<TeamTables['auditEntries']>): AuditEntry => ({
  ...row,
  type: row.type as AuditEntryType,
  data: JSON.parse(row.data) as Record<string, unknown>,
})
const lastEntry = (db: Db) =>
  db.selectFrom('auditEntries').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1)

/**
 * Checks the log's anchor as the store opens, or anchors it (../anchor-at-open.ts), under the lock every
 * append takes: processes and instances opening together anchor it once.
 */
export function openAuditAnchor(
  { db, traits }: Sql<TeamTables>,
  policy: AnchorPolicy,
  lockHead: LockHead,
  where: string,
) {
  return inTransaction(db, async (trx) => {
    await lockHead(trx)
    const stored = await trx.selectFrom('auditAnchor').select(ANCHOR).executeTakeFirst()
    const anchor = anchorToWrite(stored ?? null, await lastEntry(trx).executeTakeFirst(), policy, where)
    if (anchor)
      await trx
        .insertInto('auditAnchor')
        .values({ id: traits.one, ...anchor })
        .execute()
  })
}

export function auditRepository(
  store: Sql<TeamTables>,
  policy: AnchorPolicy,
  lockHead: LockHead,
): AuditRepository {
  const { db, traits } = store
  /** The actions (intents and events) a filter admits; an outcome is found by its intent. */
  const actions = ({ userId, operation, operations, refused, npi, targetId, from, to }: AuditFilter) => {
    let admitted = db.selectFrom('auditEntries as e').where('e.type', '<>', 'outcome')
    if (userId !== undefined) admitted = admitted.where('e.userId', '=', userId)
    if (operation !== undefined) admitted = admitted.where('e.operation', '=', operation)
    if (operations !== undefined) admitted = admitted.where(traits.inTexts('e.operation', operations))
    // What this server refused itself: events answered 400 or above.
    const status = traits.jsonNumber('e.data', ['answer', 'status'])
    if (refused === true)
      admitted = admitted.where('e.type', '=', 'event').where(sql<boolean>`${status} >= 400`)
    if (npi !== undefined) admitted = admitted.where('e.npi', '=', npi)
    if (from !== undefined) admitted = admitted.where('e.at', '>=', from)
    if (to !== undefined) admitted = admitted.where('e.at', '<=', to)
    if (targetId === undefined) return admitted
    const outcomes = db.selectFrom('auditEntries as o').select('o.refersTo').where('o.type', '=', 'outcome')
    const about = outcomes.where(traits.idIs('o.targetId', targetId))
    return admitted.where((eb) => eb.or([traits.idIs('e.targetId', targetId), eb('e.seq', 'in', about)]))
  }
  /** Each entry with its outcome (read in one statement for the whole page). */
  const withOutcomes = async (rows: Selectable<TeamTables['auditEntries']>[]) => {
    const found = new Map<number, AuditEntry>()
    if (rows.length > 0) {
      const outcomes = await db
        .selectFrom('auditEntries as e')
        .selectAll()
        .where(traits.inNumbers('e.refersTo', traits.numbers(rows.map((row) => row.seq))))
        .where('e.type', '=', 'outcome')
        .orderBy('e.seq')
        .execute()
      for (const outcome of outcomes.map(entryOf))
        if (outcome.refersTo !== null && !found.has(outcome.refersTo)) found.set(outcome.refersTo, outcome)
    }
    return rows.map((row) => ({ entry: entryOf(row), outcome: found.get(row.seq) ?? null }))
  }

  return {
    seal: policy.seal,
    append: (input) =>
      inTransaction(db, async (trx) => {
        await lockHead(trx)
        const entry = chainNext(input, await lastEntry(trx).executeTakeFirst(), policy.seal)
        await trx
          .insertInto('auditEntries')
          .values({ ...entry, data: JSON.stringify(entry.data) })
          .execute()
        const moved = await trx.updateTable('auditAnchor').set(movedAnchor(policy, entry)).executeTakeFirst()
        if (Number(moved.numUpdatedRows) !== 1) throw new Error('the audit log has lost its anchor')
        return entry
      }),
    anchor: async () => (await db.selectFrom('auditAnchor').select(ANCHOR).executeTakeFirst()) ?? null,
    async entries(afterSeq, limit) {
      const after = db.selectFrom('auditEntries').selectAll().where('seq', '>', afterSeq)
      return (await after.orderBy('seq').limit(limit).execute()).map(entryOf)
    },
    async actions(filter, page) {
      const total = (await actions(filter).select(countAll().as('n')).executeTakeFirstOrThrow()).n
      const newest = actions(filter).selectAll('e').orderBy('e.seq', 'desc')
      return { data: await withOutcomes(await newest.limit(page.take).offset(page.start).execute()), total }
    },
    actionsOf: async (targetId) =>
      withOutcomes(await actions({ targetId }).selectAll('e').orderBy('e.seq', 'desc').execute()),
  }
}
