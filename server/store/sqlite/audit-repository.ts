// The audit log in SQLite (../team-store.ts, ../audit-entries.ts). An append reads the last entry and
// inserts the next in one IMMEDIATE transaction, so two writers (the server and `npm run users`) never
// link two entries to the same predecessor. Filters are fixed conditions with bound values.
import {
  chainNext,
  type AuditAction,
  type AuditEntry,
  type AuditEntryInput,
  type AuditEntryType,
  type AuditFilter,
} from '../audit-entries'
import type { AnchorPolicy, AuditAnchor } from '../audit-seal'
import { anchorToWrite, movedAnchor } from '../anchor-at-open'
import type { Db } from './database'

type EntryColumns = {
  seq: number
  at: string
  type: string
  operation: string
  user_id: string | null
  user_email: string | null
  npi: number | null
  target_id: string | null
  address: string | null
  refers_to: number | null
  data: string
  prev_hash: string
  hash: string
}

const COLUMNS =
  'e.seq, e.at, e.type, e.operation, e.user_id, e.user_email, e.npi, e.target_id, e.address, e.refers_to, e.data, e.prev_hash, e.hash'

function entryOfColumns(row: EntryColumns): AuditEntry {
  return {
    seq: row.seq,
    at: row.at,
    type: row.type as AuditEntryType,
    operation: row.operation,
    userId: row.user_id,
    userEmail: row.user_email,
    npi: row.npi,
    targetId: row.target_id,
    address: row.address,
    refersTo: row.refers_to,
    data: JSON.parse(row.data) as Record<string, unknown>,
    prevHash: row.prev_hash,
    hash: row.hash,
  }
}

/** The WHERE clause of a filter over actions (e: intents and events), with its bound values. */
function where(filter: AuditFilter): { sql: string; values: Record<string, unknown> } {
  const conditions = ["e.type <> 'outcome'"]
  const values: Record<string, unknown> = {}
  if (filter.userId !== undefined) {
    conditions.push('e.user_id = @userId')
    values.userId = filter.userId
  }
  if (filter.operation !== undefined) {
    conditions.push('e.operation = @operation')
    values.operation = filter.operation
  }
  if (filter.operations !== undefined) {
    // One JSON array bound: however many operations, the statement's text is one of a few.
    conditions.push('e.operation IN (SELECT value FROM json_each(@operations))')
    values.operations = JSON.stringify(filter.operations)
  }
  if (filter.refused === true)
    conditions.push("e.type = 'event' AND json_extract(e.data, '$.answer.status') >= 400")
  if (filter.npi !== undefined) {
    conditions.push('e.npi = @npi')
    values.npi = filter.npi
  }
  if (filter.targetId !== undefined) {
    conditions.push(
      "(e.target_id = @targetId OR e.seq IN (SELECT refers_to FROM audit_entries WHERE target_id = @targetId AND type = 'outcome'))",
    )
    values.targetId = filter.targetId
  }
  if (filter.from !== undefined) {
    conditions.push('e.at >= @from')
    values.from = filter.from
  }
  if (filter.to !== undefined) {
    conditions.push('e.at <= @to')
    values.to = filter.to
  }
  return { sql: conditions.join(' AND '), values }
}

const ANCHOR_COLUMNS =
  'keyed_from AS keyedFrom, key_check AS keyCheck, head_seq AS headSeq, head_hash AS headHash, head_mac AS headMac'

/** The log in `db`, keyed and anchored by `policy` (checked, or anchored, as the store opens). */
export function auditRepository(db: Db, policy: AnchorPolicy) {
  const last = db.prepare('SELECT seq, hash FROM audit_entries ORDER BY seq DESC LIMIT 1')
  const readAnchor = db.prepare(`SELECT ${ANCHOR_COLUMNS} FROM audit_anchor WHERE id = 1`)
  const writeAnchor = db.prepare(
    `INSERT INTO audit_anchor (id, keyed_from, key_check, head_seq, head_hash, head_mac)
     VALUES (1, @keyedFrom, @keyCheck, @headSeq, @headHash, @headMac)`,
  )
  const moveHead = db.prepare(
    'UPDATE audit_anchor SET head_seq = @headSeq, head_hash = @headHash, head_mac = @headMac WHERE id = 1',
  )
  db.transaction(() => {
    const anchor = anchorToWrite(
      (readAnchor.get() as AuditAnchor | undefined) ?? null,
      last.get() as { seq: number; hash: string } | undefined,
      policy,
      db.name,
    )
    if (anchor) writeAnchor.run(anchor)
  }).immediate()
  const insert = db.prepare(
    `INSERT INTO audit_entries (seq, at, type, operation, user_id, user_email, npi, target_id, address, refers_to, data, prev_hash, hash)
     VALUES (@seq, @at, @type, @operation, @userId, @userEmail, @npi, @targetId, @address, @refersTo, @data, @prevHash, @hash)`,
  )
  const entries = db.prepare(`SELECT ${COLUMNS} FROM audit_entries e WHERE e.seq > ? ORDER BY e.seq LIMIT ?`)
  const outcomes = db.prepare(
    `SELECT ${COLUMNS} FROM audit_entries e WHERE e.refers_to IN (SELECT value FROM json_each(?)) AND e.type = 'outcome'`,
  )
  const append = db.transaction((input: AuditEntryInput): AuditEntry => {
    const entry = chainNext(input, last.get() as { seq: number; hash: string } | undefined, policy.seal)
    insert.run({ ...entry, data: JSON.stringify(entry.data) })
    if (moveHead.run(movedAnchor(policy, entry)).changes !== 1)
      throw new Error(`the audit log in ${db.name} has lost its anchor`)
    return entry
  })

  /** Each entry with its outcome (read in one statement for the whole page). */
  const withOutcomes = (rows: EntryColumns[]): AuditAction[] => {
    const found = new Map<number, AuditEntry>()
    if (rows.length > 0) {
      const seqs = JSON.stringify(rows.map((row) => row.seq))
      for (const row of outcomes.all(seqs) as EntryColumns[]) {
        const outcome = entryOfColumns(row)
        if (outcome.refersTo !== null && !found.has(outcome.refersTo)) found.set(outcome.refersTo, outcome)
      }
    }
    return rows.map((row) => ({ entry: entryOfColumns(row), outcome: found.get(row.seq) ?? null }))
  }

  return {
    seal: policy.seal,
    append: (input: AuditEntryInput) => append.immediate(input),
    anchor: () => (readAnchor.get() as AuditAnchor | undefined) ?? null,
    entries: (afterSeq: number, limit: number) =>
      (entries.all(afterSeq, limit) as EntryColumns[]).map(entryOfColumns),
    actions(filter: AuditFilter, page: { start: number; take: number }) {
      const { sql, values } = where(filter)
      const total = (
        db.prepare(`SELECT count(*) AS n FROM audit_entries e WHERE ${sql}`).get(values) as { n: number }
      ).n
      const rows = db
        .prepare(
          `SELECT ${COLUMNS} FROM audit_entries e WHERE ${sql} ORDER BY e.seq DESC LIMIT @take OFFSET @start`,
        )
        .all({ ...values, take: page.take, start: page.start }) as EntryColumns[]
      return { data: withOutcomes(rows), total }
    },
    actionsOf(targetId: string) {
      const { sql, values } = where({ targetId })
      const rows = db
        .prepare(`SELECT ${COLUMNS} FROM audit_entries e WHERE ${sql} ORDER BY e.seq DESC`)
        .all(values) as EntryColumns[]
      return withOutcomes(rows)
    },
  }
}
