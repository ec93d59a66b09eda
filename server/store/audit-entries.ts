// The audit log's entries and their hash chain, the same for every engine. An action is written as an
// intent before the call goes out and an outcome after it (refersTo names the intent), or as one event
// when nothing goes out (a sign-in, a refusal, a change of users). Each entry carries the SHA-256 of the
// entry before it and its own, computed over its canonical JSON (RFC 8785, the `canonicalize` package):
// changing, removing or reordering a stored entry breaks the chain at that entry (verifyChain). The hash
// is keyed (audit-seal.ts): without the key, hashes cannot be computed afresh over changed entries.
import canonicalize from 'canonicalize'
import type { AuditSeal } from './audit-seal'

export type AuditEntryType = 'intent' | 'outcome' | 'event'

/** What a caller writes; the store adds seq, prevHash and hash. */
export type AuditEntryInput = {
  at: string
  type: AuditEntryType
  operation: string
  userId: string | null
  userEmail: string | null
  npi: number | null
  targetId: string | null
  address: string | null
  /** The intent an outcome completes. */
  refersTo: number | null
  /** The id of the request that wrote it (its X-Request-Id); null or absent when no request did. */
  requestId?: string | null
  /** intent: { sent, before? }; outcome: { answer, after? }; event: { sent?, answer } (JSON values only). */
  data: Record<string, unknown>
}

export type AuditEntry = AuditEntryInput & {
  seq: number
  prevHash: string
  hash: string
  requestId: string | null
}

/** An intent or event with its outcome (null: none recorded). */
export type AuditAction = { entry: AuditEntry; outcome: AuditEntry | null }

export type AuditFilter = {
  userId?: string
  operation?: string
  /** Any of these operations (a kind of action is several: src/contract/team-audit.ts, AUDIT_KINDS). */
  operations?: readonly string[]
  /** Only what this server refused itself: events answered 400 or above. */
  refused?: boolean
  npi?: number
  targetId?: string
  from?: string
  to?: string
}

/** The prevHash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64)

/**
 * The entry's hash: HMAC-SHA256 (hex) under the log's key of the canonical JSON of everything in it but
 * the hash itself; plain SHA-256 for an entry written before the log had a key (`keyed` false). The
 * request id is in it only when there is one: the entries written before it existed hash as they did,
 * so their chains still verify, and a later entry's id cannot be changed without breaking the chain.
 */
export function entryHash(
  entry: Omit<AuditEntry, 'hash' | 'requestId'> & Pick<AuditEntryInput, 'requestId'>,
  seal: AuditSeal,
  keyed = true,
): string {
  const content = {
    seq: entry.seq,
    at: entry.at,
    type: entry.type,
    operation: entry.operation,
    userId: entry.userId,
    userEmail: entry.userEmail,
    npi: entry.npi,
    targetId: entry.targetId,
    address: entry.address,
    refersTo: entry.refersTo,
    data: entry.data,
    prevHash: entry.prevHash,
    ...(entry.requestId ? { requestId: entry.requestId } : {}),
  }
  const text = canonicalize(content)
  if (text === undefined) throw new Error('an audit entry cannot be written as JSON')
  return seal.entryHash(text, keyed)
}

/** The next entry of a chain whose last entry is `last` (undefined: the chain is empty). */
export function chainNext(
  input: AuditEntryInput,
  last: { seq: number; hash: string } | undefined,
  seal: AuditSeal,
): AuditEntry {
  const linked = {
    ...input,
    requestId: input.requestId ?? null,
    seq: (last?.seq ?? 0) + 1,
    prevHash: last?.hash ?? GENESIS_HASH,
  }
  return { ...linked, hash: entryHash(linked, seal) }
}

export type ChainBreak = { seq: number; why: string }

/**
 * Checks entries in order, continuing from `last` (the previous batch's last entry). Answers the first
 * break: a number out of sequence (an entry removed or inserted), a link that does not match the entry
 * before (one removed or replaced), or a hash that does not match the entry's content under the key
 * (one edited, or all of them hashed afresh without the key). Entries before `keyedFrom` were written
 * before the log had a key, and are checked by their plain hashes.
 */
export function verifyEntries(
  entries: readonly AuditEntry[],
  last: { seq: number; hash: string } | undefined,
  seal: AuditSeal,
  keyedFrom = 1,
): ChainBreak | null {
  let previous = last
  for (const entry of entries) {
    const expectedSeq = (previous?.seq ?? 0) + 1
    if (entry.seq !== expectedSeq)
      return { seq: entry.seq, why: `entry ${expectedSeq} is missing (the next entry is ${entry.seq})` }
    if (entry.prevHash !== (previous?.hash ?? GENESIS_HASH))
      return { seq: entry.seq, why: 'it does not link to the entry before it' }
    if (entryHash(entry, seal, entry.seq >= keyedFrom) !== entry.hash)
      return { seq: entry.seq, why: 'its content does not match its hash (it was changed)' }
    previous = entry
  }
  return null
}
