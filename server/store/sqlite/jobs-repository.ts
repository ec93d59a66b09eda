// The bulk jobs and their rows in SQLite (../job-records.ts). A job's lease is taken and renewed by
// conditional updates in immediate transactions, so that exactly one instance runs a job at a time.
import { randomUUID } from 'node:crypto'
import { JOB_ROW_STATES, type JobRowState, type JobState } from '../../../src/contract/jobs'
import type { JobRecord, JobRowChanges, JobRowCounts, JobRowRecord, NewJob, NewJobRow } from '../job-records'
import type { Db } from './database'

type JobColumns = {
  key: number
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

const FINAL_STATES: readonly JobState[] = ['cancelled', 'done']

export function jobsRepository(db: Db) {
  const insertJob = db.prepare(
    `INSERT INTO jobs (id, kind, user_id, user_email, npi, state, created_at, updated_at, retry_of, message)
     VALUES (@id, @kind, @userId, @userEmail, @npi, 'running', @now, @now, @retryOf, @message)`,
  )
  const insertRow = db.prepare(
    `INSERT INTO job_rows (job_key, seq, target_id, input, about, state, updated_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?)`,
  )
  const find = db.prepare('SELECT * FROM jobs WHERE id = ?')
  const keyOf = db.prepare('SELECT key FROM jobs WHERE id = ?').pluck()
  const countsOf = db.prepare(
    'SELECT state, count(*) AS n FROM job_rows WHERE job_key = (SELECT key FROM jobs WHERE id = ?) GROUP BY state',
  )
  const nextRow = db.prepare(
    `SELECT ${ROW_COLUMNS} FROM job_rows r JOIN jobs j ON j.key = r.job_key
     WHERE j.id = ? AND r.state IN ('pending', 'in-flight') ORDER BY r.seq LIMIT 1`,
  )
  const cancelPending = db.prepare(
    `UPDATE job_rows SET state = 'cancelled', updated_at = ?
     WHERE job_key = (SELECT key FROM jobs WHERE id = ?) AND state = 'pending'`,
  )
  const claimable = db
    .prepare(
      `SELECT id FROM jobs WHERE state = 'running' AND (owner IS NULL OR lease_until < ?) ORDER BY key`,
    )
    .pluck()
  // A job that stops running lets go of its lease: nobody runs a paused, cancelled or finished job.
  const setState = db.prepare(
    `UPDATE jobs SET state = @to, updated_at = @at, finished_at = @finishedAt, message = @message,
     owner = CASE WHEN @to = 'running' THEN owner ELSE NULL END,
     lease_until = CASE WHEN @to = 'running' THEN lease_until ELSE NULL END
     WHERE id = @id`,
  )
  const takeLease = db.prepare(
    `UPDATE jobs SET owner = ?, lease_until = ? WHERE id = ? AND state = 'running'
     AND (owner IS NULL OR lease_until < ?)`,
  )
  const renew = db.prepare('UPDATE jobs SET lease_until = ? WHERE id = ? AND owner = ?')
  const release = db.prepare('UPDATE jobs SET owner = NULL, lease_until = NULL WHERE id = ? AND owner = ?')

  const create = db.transaction((job: NewJob, rows: readonly NewJobRow[], now: Date): JobRecord => {
    const id = randomUUID()
    const at = now.toISOString()
    const { lastInsertRowid } = insertJob.run({ ...job, id, now: at })
    rows.forEach((row, index) =>
      insertRow.run(
        lastInsertRowid,
        index + 1,
        row.targetId,
        JSON.stringify(row.input),
        row.about ? JSON.stringify(row.about) : null,
        at,
      ),
    )
    return jobOf(find.get(id) as JobColumns)
  })

  const transition = db.transaction(
    (id: string, from: readonly JobState[], to: JobState, now: Date, message?: string | null) => {
      const job = find.get(id) as JobColumns | undefined
      if (!job || !from.includes(job.state)) return undefined
      const at = now.toISOString()
      const finishedAt = FINAL_STATES.includes(to) ? at : null
      setState.run({ id, to, at, finishedAt, message: message === undefined ? job.message : message })
      return jobOf(find.get(id) as JobColumns)
    },
  )

  const claim = db.transaction((owner: string, now: Date, until: Date, exclude: readonly string[]) => {
    const at = now.toISOString()
    const id = (claimable.all(at) as string[]).find((candidate) => !exclude.includes(candidate))
    if (id === undefined) return undefined
    if (takeLease.run(owner, until.toISOString(), id, at).changes !== 1) return undefined
    return jobOf(find.get(id) as JobColumns)
  })

  return {
    create: (job: NewJob, rows: readonly NewJobRow[], now: Date) => create.immediate(job, rows, now),
    find(id: string): JobRecord | undefined {
      const row = find.get(id) as JobColumns | undefined
      return row && jobOf(row)
    },
    list(filter: { userId?: string }, page: { start: number; take: number }) {
      const where = filter.userId === undefined ? '' : 'WHERE user_id = @userId'
      const params = { userId: filter.userId, take: page.take, start: page.start }
      const data = db
        .prepare(`SELECT * FROM jobs ${where} ORDER BY key DESC LIMIT @take OFFSET @start`)
        .all(params) as JobColumns[]
      const total = db.prepare(`SELECT count(*) FROM jobs ${where}`).pluck().get(params) as number
      return { data: data.map(jobOf), total }
    },
    counts(id: string): JobRowCounts {
      const counts = Object.fromEntries(JOB_ROW_STATES.map((state) => [state, 0])) as JobRowCounts
      for (const row of countsOf.all(id) as { state: JobRowState; n: number }[]) counts[row.state] = row.n
      return counts
    },
    rows(id: string, filter: { state?: JobRowState }, page: { start: number; take: number }) {
      const key = keyOf.get(id) as number | undefined
      if (key === undefined) return { data: [], total: 0 }
      const where = filter.state === undefined ? 'r.job_key = @key' : 'r.job_key = @key AND r.state = @state'
      const params = { key, state: filter.state, take: page.take, start: page.start }
      const data = db
        .prepare(
          `SELECT ${ROW_COLUMNS} FROM job_rows r JOIN jobs j ON j.key = r.job_key
           WHERE ${where} ORDER BY r.seq LIMIT @take OFFSET @start`,
        )
        .all(params) as RowColumns[]
      const total = db.prepare(`SELECT count(*) FROM job_rows r WHERE ${where}`).pluck().get(params) as number
      return { data: data.map(rowOf), total }
    },
    nextRow(id: string): JobRowRecord | undefined {
      const row = nextRow.get(id) as RowColumns | undefined
      return row && rowOf(row)
    },
    updateRow(id: string, seq: number, changes: JobRowChanges, now: Date): void {
      const sets: string[] = ['updated_at = @updatedAt']
      const params: Record<string, unknown> = { id, seq, updatedAt: now.toISOString() }
      const column = {
        state: 'state',
        about: 'about',
        sent: 'sent',
        attemptedAt: 'attempted_at',
        auditSeq: 'audit_seq',
        answer: 'answer',
        resultId: 'result_id',
      } as const
      for (const [name, value] of Object.entries(changes) as [keyof JobRowChanges, unknown][]) {
        if (value === undefined) continue
        sets.push(`${column[name]} = @${name}`)
        params[name] =
          (name === 'sent' || name === 'answer' || name === 'about') && value !== null
            ? JSON.stringify(value)
            : value
      }
      db.prepare(
        `UPDATE job_rows SET ${sets.join(', ')}
         WHERE job_key = (SELECT key FROM jobs WHERE id = @id) AND seq = @seq`,
      ).run(params)
    },
    transition: (id: string, from: readonly JobState[], to: JobState, now: Date, message?: string | null) =>
      transition.immediate(id, from, to, now, message),
    cancelPending: (id: string, now: Date) => cancelPending.run(now.toISOString(), id).changes,
    claim: (owner: string, now: Date, until: Date, exclude: readonly string[]) =>
      claim.immediate(owner, now, until, exclude),
    renew: (id: string, owner: string, until: Date) =>
      renew.run(until.toISOString(), id, owner).changes === 1,
    release(id: string, owner: string): void {
      release.run(id, owner)
    },
  }
}
