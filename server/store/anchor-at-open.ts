// What every engine does with the audit log's anchor when its store opens (audit-seal.ts): a log that has
// one must have been anchored with this key; an empty log without one gets one; a log with entries and no
// anchor was written before the key, and is anchored only when the policy allows it (the key was just
// made, or an operator asked), otherwise the store refuses to open.
import { GENESIS_HASH } from './audit-entries'
import type { AnchorPolicy, AuditAnchor } from './audit-seal'

export class AuditUnanchored extends Error {}

/** The anchor to write, or null when the stored one holds; throws when the store may not open. */
export function anchorToWrite(
  stored: AuditAnchor | null,
  last: { seq: number; hash: string } | undefined,
  policy: AnchorPolicy,
  where: string,
): AuditAnchor | null {
  if (stored) {
    policy.seal.checkKey(stored, where)
    return null
  }
  if (last && !policy.anchorExisting)
    throw new AuditUnanchored(
      `the audit log in ${where} has ${last.seq} entries but no anchor: either it was written before this version, which anchors a log once with \`npm run audit:verify -- --anchor\`, or its anchor was removed`,
    )
  return policy.seal.anchor(last ? last.seq + 1 : 1, last, GENESIS_HASH)
}

/** The anchor moved to a new last entry. */
export function movedAnchor(policy: AnchorPolicy, entry: { seq: number; hash: string }) {
  return { headSeq: entry.seq, headHash: entry.hash, headMac: policy.seal.headMac(entry.seq, entry.hash) }
}
