// The meter's shared state and the drafts listed (../job-records.ts) on the query layer: what several
// instances of the server must agree on, each contested step one statement or one transaction.
// - The meter's take counts only while the window's count is below the ceiling, checked against the
//   latest count under the row's lock (or the IMMEDIATE transaction's), so the window's last call is
//   taken once; its commit does not wait for the disk (the engine's `unflushed`): a lost count after a
//   crash is held by the service's own 429, and a flush per count would sit in front of every call.
// - A draft's claim is one insert of its id, unique: two creates from one draft never both get under way.
import { sql, type Kysely } from 'kysely'
import type { DraftListingsRepository, MeterRepository } from '../job-records'
import type { Sql } from './query-layer'
import type { TeamTables } from './tables'

type Db = Kysely<TeamTables>
/** A transaction whose commit does not wait for the disk (SQLite: synchronous=NORMAL; PostgreSQL: synchronous_commit off). */
export type Unflushed = <T>(db: Db, work: (trx: Db) => Promise<T>) => Promise<T>

export function meterRepository({ db, traits }: Sql<TeamTables>, unflushed: Unflushed): MeterRepository {
  const state = (on: Db, window: number, now: number) =>
    on
      .selectNoFrom((eb) => [
        eb.selectFrom('meterWindows').select('count').where('minute', '=', window).as('count'),
        eb.selectFrom('meterHold').select('until').where('until', '>', now).as('holdUntil'),
      ])
      .executeTakeFirstOrThrow()
  return {
    take: (window, ceiling, now) =>
      unflushed(db, async (trx) => {
        const before = await state(trx, window, now)
        const refused = { granted: false, count: before.count ?? 0, holdUntil: before.holdUntil }
        if (before.holdUntil !== null || refused.count >= ceiling) return refused
        const taken = await trx
          .insertInto('meterWindows')
          .values({ minute: window, count: 1 })
          .onConflict((oc) =>
            oc
              .column('minute')
              .doUpdateSet((eb) => ({ count: eb('meterWindows.count', '+', 1) }))
              .where('meterWindows.count', '<', ceiling),
          )
          .returning('count')
          .executeTakeFirst()
        if (taken) return { granted: true, count: taken.count, holdUntil: null }
        // Refused: the count as it stands now (the first read's snapshot may predate other takes).
        return { ...refused, count: (await state(trx, window, now)).count ?? 0 }
      }),
    read: async (window, now) => {
      const { count, holdUntil } = await state(db, window, now)
      return { count: count ?? 0, holdUntil }
    },
    async hold(until) {
      // The later of the two holds (greatest / max(a, b) are each one engine's).
      const [asked, held] = [sql.ref('excluded.until'), sql.ref('meterHold.until')]
      const later = sql<number>`CASE WHEN ${asked} > ${held} THEN ${asked} ELSE ${held} END`
      const insert = db.insertInto('meterHold').values({ id: traits.one, until: Math.round(until) })
      await insert.onConflict((oc) => oc.column('id').doUpdateSet({ until: later })).execute()
    },
    async prune(window) {
      await db.deleteFrom('meterWindows').where('minute', '<', window).execute()
    },
  }
}

export function draftListingsRepository({ db, traits }: Sql<TeamTables>): DraftListingsRepository {
  const listed = db.selectFrom('draftListings').selectAll()
  const of = (draftId: string) => traits.idIs('draftId', draftId)
  const find = (draftId: string) => listed.where(of(draftId)).executeTakeFirst()
  const byIds = (ids: readonly string[]) =>
    listed.where(traits.idIn('draftId', ids)).orderBy(sql`lower(draft_id)`)
  return {
    async claim(draft) {
      // The holder found by the conflict may let go before it is read (a refused create): try again.
      for (;;) {
        const insert = db.insertInto('draftListings').values({ ...draft, state: 'listing' })
        const claimed = await insert.onConflict((oc) => oc.doNothing()).executeTakeFirst()
        if (Number(claimed.numInsertedOrUpdatedRows) === 1) return true
        const holder = await find(draft.draftId)
        if (holder) return holder
      }
    },
    async complete(draftId, listingId, at) {
      const set = { state: 'listed' as const, listingId, listedAt: at.toISOString() }
      await db.updateTable('draftListings').set(set).where(of(draftId)).execute()
    },
    async release(draftId) {
      await db.deleteFrom('draftListings').where(of(draftId)).where('state', '=', 'listing').execute()
    },
    find,
    findMany: async (ids) => (ids.length === 0 ? [] : byIds(ids).execute()),
    findByListing: (listingId) =>
      listed.where(traits.idIs('listingId', listingId)).limit(1).executeTakeFirst(),
  }
}
