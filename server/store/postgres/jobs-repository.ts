// The bulk jobs and their rows in PostgreSQL (../job-records.ts). What instances compete for is one
// statement each: a state changes by a conditional UPDATE (from the states named), and a lease is taken
// by an UPDATE of the oldest claimable job, picked with FOR UPDATE SKIP LOCKED and checked again once
// locked, so two instances never both get a job, and a job whose lease lapsed is taken over by another.
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { JOB_ROW_STATES, type JobRowState, type JobState } from '../../../src/contract/jobs'
import type {
  JobRecord,
  JobRowChanges,
  JobRowCounts,
  JobRowRecord,
  JobsRepository,
  NewJob,
  NewJobRow,
} from '../job-records'
import { inTransaction } from './connection'

type JobColumns = {
  id: string
  kind: JobRecord['kind']
  user_id: string
  user_email: string
  npi: number
  state: JobState
  created_at: string
  updated_at: string
  finished_at: string | null
  retry_of: string | null
  message: string | null
  owner: string | null
  lease_until: string | null
}

type RowColumns = {
  id: string
  seq: number
  target_id: string
  input: string
  about: string | null
  state: JobRowState
  sent: string | null
  attempted_at: string | null
  audit_seq: number | null
  answer: string | null
  result_id: string | null
  updated_at: string
}

const JOB_COLUMNS = `id, kind, user_id, user_email, npi, state, created_at, updated_at, finished_at, retry_of,
  message, owner, lease_until`

const jobOf = (row: JobColumns): JobRecord => ({
  id: row.id,
  kind: row.kind,
  userId: row.user_id,
  userEmail: row.user_email,
  npi: row.npi,
  state: row.state,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  finishedAt: row.finished_at,
  retryOf: row.retry_of,
  message: row.message,
  owner: row.owner,
  leaseUntil: row.lease_until,
})

const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T))

const rowOf = (row: RowColumns): JobRowRecord => ({
  jobId: row.id,
  seq: row.seq,
  targetId: row.target_id,
  input: JSON.parse(row.input) as Record<string, unknown>,
  about: json(row.about),
  state: row.state,
  sent: json(row.sent),
  attemptedAt: row.attempted_at,
  auditSeq: row.audit_seq,
  answer: json(row.answer),
  resultId: row.result_id,
  updatedAt: row.updated_at,
})

const ROW_COLUMNS = `j.id, r.seq, r.target_id, r.input, r.about, r.state, r.sent, r.attempted_at, r.audit_seq,
  r.answer, r.result_id, r.updated_at`

/** The columns updateRow may set, by field: a fixed list, never a name from outside. */
const ROW_CHANGE_COLUMNS = {
  state: 'state',
  about: 'about',
  sent: 'sent',
  attemptedAt: 'attempted_at',
  auditSeq: 'audit_seq',
  answer: 'answer',
  resultId: 'result_id',
} as const satisfies Record<keyof JobRowChanges, string>

const FINAL_STATES: readonly JobState[] = ['cancelled', 'done']

export function jobsRepository(pool: pg.Pool, s: string): JobsRepository {
  const first = async (text: string, values: unknown[]) => {
    const { rows } = await pool.query<JobColumns>(text, values)
    return rows[0] && jobOf(rows[0])
  }
  const counted = async (text: string, values: unknown[]) => {
    const { rows } = await pool.query<[number]>({ text, values, rowMode: 'array' })
    return rows[0]![0]
  }

  return {
    create: (job: NewJob, rows: readonly NewJobRow[], now: Date) =>
      inTransaction(pool, async (client) => {
        const at = now.toISOString()
        const { rows: created } = await client.query<JobColumns & { key: number }>(
          `INSERT INTO ${s}.jobs (id, kind, user_id, user_email, npi, state, created_at, updated_at, retry_of, message)
           VALUES ($1, $2, $3, $4, $5, 'running', $6, $6, $7, $8) RETURNING key, ${JOB_COLUMNS}`,
          [randomUUID(), job.kind, job.userId, job.userEmail, job.npi, at, job.retryOf, job.message],
        )
        const inserted = created[0]!
        if (rows.length > 0)
          await client.query(
            `INSERT INTO ${s}.job_rows (job_key, seq, target_id, input, about, state, updated_at)
             SELECT $1, r.seq, r.target_id, r.input, r.about, 'pending', $2
             FROM unnest($3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS r (target_id, input, about, seq)`,
            [
              inserted.key,
              at,
              rows.map((row) => row.targetId),
              rows.map((row) => JSON.stringify(row.input)),
              rows.map((row) => (row.about ? JSON.stringify(row.about) : null)),
            ],
          )
        return jobOf(inserted)
      }),
    find: (id: string) => first(`SELECT ${JOB_COLUMNS} FROM ${s}.jobs WHERE id = $1`, [id]),
    async list(filter: { userId?: string }, page: { start: number; take: number }) {
      const where = filter.userId === undefined ? '' : 'WHERE user_id = $1'
      const values = filter.userId === undefined ? [] : [filter.userId]
      const n = values.length
      const { rows } = await pool.query<JobColumns>(
        `SELECT ${JOB_COLUMNS} FROM ${s}.jobs ${where} ORDER BY key DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...values, page.take, page.start],
      )
      const total = await counted(`SELECT count(*) FROM ${s}.jobs ${where}`, values)
      return { data: rows.map(jobOf), total }
    },
    async counts(id: string) {
      const counts = Object.fromEntries(JOB_ROW_STATES.map((state) => [state, 0])) as JobRowCounts
      const { rows } = await pool.query<[JobRowState, number]>({
        text: `SELECT r.state, count(*) FROM ${s}.job_rows r JOIN ${s}.jobs j ON j.key = r.job_key
          WHERE j.id = $1 GROUP BY r.state`,
        values: [id],
        rowMode: 'array',
      })
      for (const [state, n] of rows) counts[state] = n
      return counts
    },
    async rows(id: string, filter: { state?: JobRowState }, page: { start: number; take: number }) {
      const where = filter.state === undefined ? 'j.id = $1' : 'j.id = $1 AND r.state = $2'
      const values = filter.state === undefined ? [id] : [id, filter.state]
      const n = values.length
      const from = `${s}.job_rows r JOIN ${s}.jobs j ON j.key = r.job_key`
      const { rows } = await pool.query<RowColumns>(
        `SELECT ${ROW_COLUMNS} FROM ${from} WHERE ${where} ORDER BY r.seq LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...values, page.take, page.start],
      )
      const total = await counted(`SELECT count(*) FROM ${from} WHERE ${where}`, values)
      return { data: rows.map(rowOf), total }
    },
    async nextRow(id: string) {
      const { rows } = await pool.query<RowColumns>(
        `SELECT ${ROW_COLUMNS} FROM ${s}.job_rows r JOIN ${s}.jobs j ON j.key = r.job_key
         WHERE j.id = $1 AND r.state IN ('pending', 'in-flight') ORDER BY r.seq LIMIT 1`,
        [id],
      )
      return rows[0] && rowOf(rows[0])
    },
    async updateRow(id: string, seq: number, changes: JobRowChanges, now: Date) {
      const values: unknown[] = [id, seq, now.toISOString()]
      const sets = ['updated_at = $3']
      for (const [name, value] of Object.entries(changes) as [keyof JobRowChanges, unknown][]) {
        if (value === undefined) continue
        const stored =
          (name === 'sent' || name === 'answer' || name === 'about') && value !== null
            ? JSON.stringify(value)
            : value
        sets.push(`${ROW_CHANGE_COLUMNS[name]} = $${values.push(stored)}`)
      }
      await pool.query(
        `UPDATE ${s}.job_rows SET ${sets.join(', ')}
         WHERE job_key = (SELECT key FROM ${s}.jobs WHERE id = $1) AND seq = $2`,
        values,
      )
    },
    // A job that stops running lets go of its lease: nobody runs a paused, cancelled or finished job.
    transition: (id: string, from: readonly JobState[], to: JobState, now: Date, message?: string | null) => {
      const at = now.toISOString()
      return first(
        `UPDATE ${s}.jobs SET state = $3, updated_at = $4, finished_at = $5,
           message = CASE WHEN $6 THEN $7 ELSE message END,
           owner = CASE WHEN $3 = 'running' THEN owner END,
           lease_until = CASE WHEN $3 = 'running' THEN lease_until END
         WHERE id = $1 AND state = ANY($2::text[]) RETURNING ${JOB_COLUMNS}`,
        [id, from, to, at, FINAL_STATES.includes(to) ? at : null, message !== undefined, message ?? null],
      )
    },
    async cancelPending(id: string, now: Date) {
      const { rowCount } = await pool.query(
        `UPDATE ${s}.job_rows SET state = 'cancelled', updated_at = $2
         WHERE job_key = (SELECT key FROM ${s}.jobs WHERE id = $1) AND state = 'pending'`,
        [id, now.toISOString()],
      )
      return rowCount ?? 0
    },
    claim: (owner: string, now: Date, until: Date, exclude: readonly string[]) =>
      first(
        `UPDATE ${s}.jobs SET owner = $1, lease_until = $3
         WHERE key = (
           SELECT key FROM ${s}.jobs
           WHERE state = 'running' AND (owner IS NULL OR lease_until < $2) AND NOT (id = ANY($4::text[]))
           ORDER BY key LIMIT 1 FOR UPDATE SKIP LOCKED)
         AND state = 'running' AND (owner IS NULL OR lease_until < $2)
         RETURNING ${JOB_COLUMNS}`,
        [owner, now.toISOString(), until.toISOString(), exclude],
      ),
    async renew(id: string, owner: string, until: Date) {
      const { rowCount } = await pool.query(
        `UPDATE ${s}.jobs SET lease_until = $3 WHERE id = $1 AND owner = $2`,
        [id, owner, until.toISOString()],
      )
      return rowCount === 1
    },
    async release(id: string, owner: string) {
      await pool.query(`UPDATE ${s}.jobs SET owner = NULL, lease_until = NULL WHERE id = $1 AND owner = $2`, [
        id,
        owner,
      ])
    },
  }
}
