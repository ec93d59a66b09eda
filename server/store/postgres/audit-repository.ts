// The audit log in PostgreSQL (../team-store.ts, ../audit-entries.ts). An append is one transaction that
// first locks the chain's head row (SELECT ... FOR UPDATE), then reads the last entry and inserts the next:
// appends of every instance wait for one another there, so two are never linked to the same predecessor.
// The commit is flushed before the append answers (PostgreSQL's defaults): an entry the server has written
// is kept before the call it announces goes out. Filters are fixed conditions with bound values.
import type pg from 'pg'
import {
  chainNext,
  type AuditAction,
  type AuditEntry,
  type AuditEntryInput,
  type AuditEntryType,
  type AuditFilter,
} from '../audit-entries'
import { anchorToWrite, movedAnchor } from '../anchor-at-open'
import type { AnchorPolicy, AuditAnchor } from '../audit-seal'
import type { AuditRepository } from '../team-store'
import { inTransaction } from './connection'

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

/** The WHERE clause of a filter over actions (e: intents and events), with its bound values ($1...). */
function where(s: string, filter: AuditFilter): { sql: string; values: unknown[] } {
  const conditions = ["e.type <> 'outcome'"]
  const values: unknown[] = []
  const bind = (value: unknown) => `$${values.push(value)}`
  if (filter.userId !== undefined) conditions.push(`e.user_id = ${bind(filter.userId)}`)
  if (filter.operation !== undefined) conditions.push(`e.operation = ${bind(filter.operation)}`)
  if (filter.operations !== undefined)
    conditions.push(`e.operation = ANY(${bind(filter.operations)}::text[])`)
  if (filter.refused === true)
    conditions.push(`e.type = 'event' AND (e.data::jsonb #>> '{answer,status}')::int >= 400`)
  if (filter.npi !== undefined) conditions.push(`e.npi = ${bind(filter.npi)}`)
  if (filter.targetId !== undefined) {
    // Case-insensitive, as SQLite's NOCASE column: ids are UUIDs, written in either case.
    const target = bind(filter.targetId)
    conditions.push(
      `(lower(e.target_id) = lower(${target}) OR e.seq IN (SELECT o.refers_to FROM ${s}.audit_entries o
        WHERE lower(o.target_id) = lower(${target}) AND o.type = 'outcome'))`,
    )
  }
  if (filter.from !== undefined) conditions.push(`e.at >= ${bind(filter.from)}`)
  if (filter.to !== undefined) conditions.push(`e.at <= ${bind(filter.to)}`)
  return { sql: conditions.join(' AND '), values }
}

const ANCHOR_COLUMNS = `keyed_from AS "keyedFrom", key_check AS "keyCheck", head_seq AS "headSeq",
  head_hash AS "headHash", head_mac AS "headMac"`

/**
 * Checks the log's anchor as the store opens, or anchors it (../anchor-at-open.ts), under the lock every
 * append takes: instances opening together anchor it once.
 */
export function openAuditAnchor(pool: pg.Pool, s: string, policy: AnchorPolicy, where: string) {
  return inTransaction(pool, async (client) => {
    await client.query(`SELECT id FROM ${s}.audit_head FOR UPDATE`)
    const { rows: anchors } = await client.query<AuditAnchor>(
      `SELECT ${ANCHOR_COLUMNS} FROM ${s}.audit_anchor`,
    )
    const { rows } = await client.query<{ seq: number; hash: string }>(
      `SELECT seq, hash FROM ${s}.audit_entries ORDER BY seq DESC LIMIT 1`,
    )
    const anchor = anchorToWrite(anchors[0] ?? null, rows[0], policy, where)
    if (anchor)
      await client.query(
        `INSERT INTO ${s}.audit_anchor (keyed_from, key_check, head_seq, head_hash, head_mac)
         VALUES ($1, $2, $3, $4, $5)`,
        [anchor.keyedFrom, anchor.keyCheck, anchor.headSeq, anchor.headHash, anchor.headMac],
      )
  })
}

export function auditRepository(pool: pg.Pool, s: string, policy: AnchorPolicy): AuditRepository {
  /** Each entry with its outcome (read in one statement for the whole page). */
  const withOutcomes = async (rows: EntryColumns[]): Promise<AuditAction[]> => {
    const found = new Map<number, AuditEntry>()
    if (rows.length > 0) {
      const { rows: outcomes } = await pool.query<EntryColumns>(
        `SELECT ${COLUMNS} FROM ${s}.audit_entries e
         WHERE e.refers_to = ANY($1::bigint[]) AND e.type = 'outcome' ORDER BY e.seq`,
        [rows.map((row) => row.seq)],
      )
      for (const row of outcomes) {
        const outcome = entryOfColumns(row)
        if (outcome.refersTo !== null && !found.has(outcome.refersTo)) found.set(outcome.refersTo, outcome)
      }
    }
    return rows.map((row) => ({ entry: entryOfColumns(row), outcome: found.get(row.seq) ?? null }))
  }

  return {
    seal: policy.seal,
    append: (input: AuditEntryInput) =>
      inTransaction(pool, async (client) => {
        await client.query(`SELECT id FROM ${s}.audit_head FOR UPDATE`)
        const { rows } = await client.query<{ seq: number; hash: string }>(
          `SELECT seq, hash FROM ${s}.audit_entries ORDER BY seq DESC LIMIT 1`,
        )
        const entry = chainNext(input, rows[0], policy.seal)
        await client.query(
          `INSERT INTO ${s}.audit_entries (seq, at, type, operation, user_id, user_email, npi, target_id,
             address, refers_to, data, prev_hash, hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [
            entry.seq,
            entry.at,
            entry.type,
            entry.operation,
            entry.userId,
            entry.userEmail,
            entry.npi,
            entry.targetId,
            entry.address,
            entry.refersTo,
            JSON.stringify(entry.data),
            entry.prevHash,
            entry.hash,
          ],
        )
        const head = movedAnchor(policy, entry)
        const moved = await client.query(
          `UPDATE ${s}.audit_anchor SET head_seq = $1, head_hash = $2, head_mac = $3`,
          [head.headSeq, head.headHash, head.headMac],
        )
        if (moved.rowCount !== 1) throw new Error('the audit log has lost its anchor')
        return entry
      }),
    async anchor() {
      const { rows } = await pool.query<AuditAnchor>(`SELECT ${ANCHOR_COLUMNS} FROM ${s}.audit_anchor`)
      return rows[0] ?? null
    },
    async entries(afterSeq: number, limit: number) {
      const { rows } = await pool.query<EntryColumns>(
        `SELECT ${COLUMNS} FROM ${s}.audit_entries e WHERE e.seq > $1 ORDER BY e.seq LIMIT $2`,
        [afterSeq, limit],
      )
      return rows.map(entryOfColumns)
    },
    async actions(filter: AuditFilter, page: { start: number; take: number }) {
      const { sql, values } = where(s, filter)
      const { rows: counted } = await pool.query<[number]>({
        text: `SELECT count(*) FROM ${s}.audit_entries e WHERE ${sql}`,
        values,
        rowMode: 'array',
      })
      const n = values.length
      const { rows } = await pool.query<EntryColumns>(
        `SELECT ${COLUMNS} FROM ${s}.audit_entries e WHERE ${sql}
         ORDER BY e.seq DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...values, page.take, page.start],
      )
      return { data: await withOutcomes(rows), total: counted[0]![0] }
    },
    async actionsOf(targetId: string) {
      const { sql, values } = where(s, { targetId })
      const { rows } = await pool.query<EntryColumns>(
        `SELECT ${COLUMNS} FROM ${s}.audit_entries e WHERE ${sql} ORDER BY e.seq DESC`,
        values,
      )
      return withOutcomes(rows)
    },
  }
}
