// The bulk jobs and their rows (../job-records.ts) on the query layer. A job's state changes by a
// conditional UPDATE (from the states named); its lease is taken by one UPDATE of the oldest claimable
// job (on PostgreSQL picked FOR UPDATE SKIP LOCKED), checked again, so two instances never both get a job
// and a lapsed lease is taken over by another. A job's rows keep their bodies and answers as JSON text.
import { randomUUID } from 'node:crypto'
import type { ExpressionBuilder, Selectable } from 'kysely'
import { JOB_ROW_STATES, type JobState } from '../../../src/contract/jobs'
import type { JobRowCounts, JobRowRecord, JobsRepository } from '../job-records'
import { countAll, inTransaction, prepared, type Sql } from './query-layer'
import type { TeamTables } from './tables'

const JOB_COLUMNS = ['id', 'kind', 'userId', 'userEmail', 'npi', 'state', 'createdAt', 'updatedAt'] as const
const JOB = [...JOB_COLUMNS, 'finishedAt', 'retryOf', 'message', 'owner', 'leaseUntil'] as const
const FINAL_STATES: readonly JobState[] = ['cancelled', 'done']
/** Rows a statement when a job is made: within both engines' limits on bound values. */
const ROWS_PER_INSERT = 1000
const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T))
const text = (value: unknown) => (value === null || value === undefined ? value : JSON.stringify(value))
type RowOfJob = Selectable<TeamTables['jobRows']> & { id: string }

const rowOf = ({ id, jobKey: _, input, about, sent, answer, ...rest }: RowOfJob): JobRowRecord => ({
  ...{ ...rest, jobId: id, input: JSON.parse(input) as JobRowRecord['input'] },
  ...{ about: json(about), sent: json(sent), answer: json(answer) },
})

export function jobsRepository({ db, traits }: Sql<TeamTables>): JobsRepository {
  const find = prepared(db, (id: string) => db.selectFrom('jobs').select(JOB).where('id', '=', id))
  const rowsOf = (id: string) =>
    db.selectFrom('jobRows as r').innerJoin('jobs as j', 'j.key', 'r.jobKey').where('j.id', '=', id)
  const keyOf = (id: string) => db.selectFrom('jobs').select('key').where('id', '=', id)
  const claimable = (at: string) => (eb: ExpressionBuilder<TeamTables, 'jobs'>) =>
    eb.or([eb('owner', 'is', null), eb('leaseUntil', '<', at)])
  return {
    create: (job, rows, now) =>
      inTransaction(db, async (trx) => {
        const at = now.toISOString()
        const values = { ...job, id: randomUUID(), state: 'running' as const, createdAt: at, updatedAt: at }
        const insert = trx.insertInto('jobs').values(values)
        const { key, ...record } = await insert.returning(['key', ...JOB]).executeTakeFirstOrThrow()
        const jobRows = rows.map((row, index) => ({
          ...{ jobKey: key, seq: index + 1, targetId: row.targetId, input: JSON.stringify(row.input) },
          about: row.about ? JSON.stringify(row.about) : null,
          ...{ state: 'pending' as const, updatedAt: at },
        }))
        for (let start = 0; start < jobRows.length; start += ROWS_PER_INSERT)
          await trx
            .insertInto('jobRows')
            .values(jobRows.slice(start, start + ROWS_PER_INSERT))
            .execute()
        return record
      }),
    find: async (id) => (await find(id))[0],
    async list(filter, page) {
      const mine = db
        .selectFrom('jobs')
        .$if(filter.userId !== undefined, (q) => q.where('userId', '=', filter.userId!))
      const data = await mine.select(JOB).orderBy('key', 'desc').limit(page.take).offset(page.start).execute()
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
      const rows = chosen.selectAll('r').select('j.id').orderBy('r.seq')
      const data = await rows.limit(page.take).offset(page.start).execute()
      const total = (await chosen.select(countAll().as('n')).executeTakeFirstOrThrow()).n
      return { data: data.map(rowOf), total }
    },
    async nextRow(id) {
      const next = rowsOf(id).selectAll('r').select('j.id').where('r.state', 'in', ['pending', 'in-flight'])
      const row = await next.orderBy('r.seq').limit(1).executeTakeFirst()
      return row && rowOf(row)
    },
    async updateRow(id, seq, changes, now) {
      const { about, sent, answer } = changes
      const set = { ...changes, about: text(about), sent: text(sent), answer: text(answer) }
      const defined = Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined))
      const update = db.updateTable('jobRows').set({ ...defined, updatedAt: now.toISOString() })
      await update.where('jobKey', '=', keyOf(id)).where('seq', '=', seq).execute()
    },
    // A job that stops running lets go of its lease: nobody runs a paused, cancelled or finished job.
    transition: (id, from, to, now, message) => {
      const at = now.toISOString()
      const running = to === 'running'
      const update = db.updateTable('jobs').set((eb) => ({
        ...{ state: to, updatedAt: at, finishedAt: FINAL_STATES.includes(to) ? at : null },
        ...(message === undefined ? {} : { message }),
        owner: running ? eb.ref('owner') : null,
        leaseUntil: running ? eb.ref('leaseUntil') : null,
      }))
      return update.where('id', '=', id).where('state', 'in', from).returning(JOB).executeTakeFirst()
    },
    cancelPending: async (id, now) => {
      const update = db.updateTable('jobRows').set({ state: 'cancelled', updatedAt: now.toISOString() })
      const { numUpdatedRows } = await update
        .where('jobKey', '=', keyOf(id))
        .where('state', '=', 'pending')
        .executeTakeFirst()
      return Number(numUpdatedRows)
    },
    claim: (owner, now, until, exclude) => {
      const at = now.toISOString()
      const free = db.selectFrom('jobs').select('key').where('state', '=', 'running').where(claimable(at))
      const oldest = free
        .$if(exclude.length > 0, (q) => q.where('id', 'not in', exclude))
        .orderBy('key')
        .limit(1)
      const update = db.updateTable('jobs').set({ owner, leaseUntil: until.toISOString() })
      return update
        .where('key', '=', traits.skipLocked(oldest))
        .where('state', '=', 'running')
        .where(claimable(at))
        .returning(JOB)
        .executeTakeFirst()
    },
    async renew(id, owner, until) {
      const update = db.updateTable('jobs').set({ leaseUntil: until.toISOString() })
      const renewed = await update.where('id', '=', id).where('owner', '=', owner).executeTakeFirst()
      return Number(renewed.numUpdatedRows) === 1
    },
    async release(id, owner) {
      const update = db.updateTable('jobs').set({ owner: null, leaseUntil: null })
      await update.where('id', '=', id).where('owner', '=', owner).execute()
    },
  }
}
