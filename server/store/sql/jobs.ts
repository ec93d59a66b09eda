// The meter's shared state, the bulk jobs and the drafts listed (../job-records.ts) on the query layer:
// what several instances of the server must agree on, each contested step one statement or one
// transaction that takes its lock first.
// - The meter's take counts only while the window's count is below the ceiling, checked against the
//   latest count under the row's lock (or the IMMEDIATE transaction's), so the window's last call is
//   taken once; its commit does not wait for the disk (the engine's `unflushed`): a lost count after a
//   crash is held by the service's own 429, and a flush per count would sit in front of every call.
// - A job's state changes by a conditional UPDATE (from the states named); its lease is taken by one
//   UPDATE of the oldest claimable job (on PostgreSQL picked FOR UPDATE SKIP LOCKED), checked again, so
//   two instances never both get a job and a lapsed lease is taken over by another.
// - A draft's claim is one insert of its id, unique: two creates from one draft never both get under way.
import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import { JOB_ROW_STATES, type JobState } from '../../../src/contract/jobs'
import type {
  DraftListingsRepository,
  JobRowCounts,
  JobRowRecord,
  JobsRepository,
  MeterRepository,
} from '../job-records'
import { countAll, inTransaction, prepared, type Sql } from './query-layer'
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
      await db
        .insertInto('meterHold')
        .values({ id: traits.one, until: Math.round(until) })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            until: sql`CASE WHEN ${eb.ref('excluded.until')} > ${eb.ref('meterHold.until')} THEN ${eb.ref('excluded.until')} ELSE ${eb.ref('meterHold.until')} END`,
          })),
        )
        .execute()
    },
    async prune(window) {
      await db.deleteFrom('meterWindows').where('minute', '<', window).execute()
    },
  }
}

const JOB = [
  'id',
  'kind',
  'userId',
  'userEmail',
  'npi',
  'state',
  'createdAt',
  'updatedAt',
  'finishedAt',
] as const
const JOB_COLUMNS = [...JOB, 'retryOf', 'message', 'owner', 'leaseUntil'] as const
const FINAL_STATES: readonly JobState[] = ['cancelled', 'done']
const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T))

export function jobsRepository({ db, traits }: Sql<TeamTables>): JobsRepository {
  const jobs = db.selectFrom('jobs').select(JOB_COLUMNS)
  const rowsOf = (id: string) =>
    db.selectFrom('jobRows as r').innerJoin('jobs as j', 'j.key', 'r.jobKey').where('j.id', '=', id)
  const rowOf = ({ id, ...row }: Selectable<TeamTables['jobRows']> & { id: string }): JobRowRecord => {
    const { jobKey: _, input, sent, answer, ...rest } = row
    return {
      ...rest,
      jobId: id,
      input: JSON.parse(input) as JobRowRecord['input'],
      sent: json(sent),
      answer: json(answer),
    }
  }
  const find = prepared(db, (id: string) => jobs.where('id', '=', id))
  const jobKey = (id: string) => db.selectFrom('jobs').select('key').where('id', '=', id)
  return {
    create: (job, rows, now) =>
      inTransaction(db, async (trx) => {
        const at = now.toISOString()
        const values = { ...job, id: randomUUID(), state: 'running' as const, createdAt: at, updatedAt: at }
        const created = await trx
          .insertInto('jobs')
          .values(values)
          .returning(['key', ...JOB_COLUMNS])
          .executeTakeFirstOrThrow()
        const { key, ...record } = created
        const jobRows = rows.map((row, index) => ({
          ...{ jobKey: key, seq: index + 1, targetId: row.targetId, input: JSON.stringify(row.input) },
          ...{ state: 'pending' as const, updatedAt: at },
        }))
        for (let start = 0; start < jobRows.length; start += 1000)
          await trx
            .insertInto('jobRows')
            .values(jobRows.slice(start, start + 1000))
            .execute()
        return record
      }),
    find: async (id) => (await find(id))[0],
    async list(filter, page) {
      const mine = db
        .selectFrom('jobs')
        .$if(filter.userId !== undefined, (qb) => qb.where('userId', '=', filter.userId!))
      const data = await mine
        .select(JOB_COLUMNS)
        .orderBy('key', 'desc')
        .limit(page.take)
        .offset(page.start)
        .execute()
      return { data, total: (await mine.select(countAll().as('n')).executeTakeFirstOrThrow()).n }
    },
    async counts(id) {
      const counts = Object.fromEntries(JOB_ROW_STATES.map((state) => [state, 0])) as JobRowCounts
      const found = await rowsOf(id)
        .select(['r.state', countAll().as('n')])
        .groupBy('r.state')
        .execute()
      for (const { state, n } of found) counts[state] = n
      return counts
    },
    async rows(id, filter, page) {
      const chosen = filter.state === undefined ? rowsOf(id) : rowsOf(id).where('r.state', '=', filter.state)
      const data = await chosen
        .selectAll('r')
        .select('j.id')
        .orderBy('r.seq')
        .limit(page.take)
        .offset(page.start)
        .execute()
      const total = (await chosen.select(countAll().as('n')).executeTakeFirstOrThrow()).n
      return { data: data.map(rowOf), total }
    },
    async nextRow(id) {
      const next = rowsOf(id).selectAll('r').select('j.id').where('r.state', 'in', ['pending', 'in-flight'])
      const row = await next.orderBy('r.seq').limit(1).executeTakeFirst()
      return row && rowOf(row)
    },
    async updateRow(id, seq, changes, now) {
      const text = (value: unknown) => (value === null || value === undefined ? value : JSON.stringify(value))
      const set = { ...changes, sent: text(changes.sent), answer: text(changes.answer) }
      const defined = Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined))
      await db
        .updateTable('jobRows')
        .set({ ...defined, updatedAt: now.toISOString() })
        .where('jobKey', '=', jobKey(id))
        .where('seq', '=', seq)
        .execute()
    },
    // A job that stops running lets go of its lease: nobody runs a paused, cancelled or finished job.
    transition: async (id, from, to, now, message) => {
      const at = now.toISOString()
      const running = to === 'running'
      return db
        .updateTable('jobs')
        .set((eb) => ({
          ...{ state: to, updatedAt: at, finishedAt: FINAL_STATES.includes(to) ? at : null },
          ...(message === undefined ? {} : { message }),
          owner: running ? eb.ref('owner') : null,
          leaseUntil: running ? eb.ref('leaseUntil') : null,
        }))
        .where('id', '=', id)
        .where('state', 'in', from)
        .returning(JOB_COLUMNS)
        .executeTakeFirst()
    },
    cancelPending: async (id, now) => {
      const cancelled = await db
        .updateTable('jobRows')
        .set({ state: 'cancelled', updatedAt: now.toISOString() })
        .where('jobKey', '=', jobKey(id))
        .where('state', '=', 'pending')
        .executeTakeFirst()
      return Number(cancelled.numUpdatedRows)
    },
    claim: (owner, now, until, exclude) => {
      const at = now.toISOString()
      const oldest = traits.skipLocked(
        db
          .selectFrom('jobs')
          .select('key')
          .where('state', '=', 'running')
          .where((eb) => eb.or([eb('owner', 'is', null), eb('leaseUntil', '<', at)]))
          .$if(exclude.length > 0, (qb) => qb.where('id', 'not in', exclude))
          .orderBy('key')
          .limit(1),
      )
      return db
        .updateTable('jobs')
        .set({ owner, leaseUntil: until.toISOString() })
        .where('key', '=', oldest)
        .where('state', '=', 'running')
        .where((eb) => eb.or([eb('owner', 'is', null), eb('leaseUntil', '<', at)]))
        .returning(JOB_COLUMNS)
        .executeTakeFirst()
    },
    async renew(id, owner, until) {
      const renewed = await db
        .updateTable('jobs')
        .set({ leaseUntil: until.toISOString() })
        .where('id', '=', id)
        .where('owner', '=', owner)
        .executeTakeFirst()
      return Number(renewed.numUpdatedRows) === 1
    },
    async release(id, owner) {
      await db
        .updateTable('jobs')
        .set({ owner: null, leaseUntil: null })
        .where('id', '=', id)
        .where('owner', '=', owner)
        .execute()
    },
  }
}

export function draftListingsRepository({ db, traits }: Sql<TeamTables>): DraftListingsRepository {
  const listed = db.selectFrom('draftListings').selectAll()
  const find = async (draftId: string) => listed.where(traits.idIs('draftId', draftId)).executeTakeFirst()
  return {
    async claim(draft) {
      // The holder found by the conflict may let go before it is read (a refused create): try again.
      for (;;) {
        const claimed = await db
          .insertInto('draftListings')
          .values({ ...draft, state: 'listing' })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst()
        if (Number(claimed.numInsertedOrUpdatedRows) === 1) return true
        const holder = await find(draft.draftId)
        if (holder) return holder
      }
    },
    async complete(draftId, listingId, at) {
      const set = { state: 'listed' as const, listingId, listedAt: at.toISOString() }
      await db.updateTable('draftListings').set(set).where(traits.idIs('draftId', draftId)).execute()
    },
    async release(draftId) {
      await db
        .deleteFrom('draftListings')
        .where(traits.idIs('draftId', draftId))
        .where('state', '=', 'listing')
        .execute()
    },
    find,
    findByListing: (listingId) =>
      listed.where(traits.idIs('listingId', listingId)).limit(1).executeTakeFirst(),
  }
}
