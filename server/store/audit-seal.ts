// The audit log's key (decision 0023, docs/team-server.md "The audit key"): every entry's hash is an
// HMAC-SHA256 under a key kept outside the database the log is in, and the chain's head (its last entry's
// number and hash) is kept beside the entries with an HMAC of its own, updated with every append. Someone
// who can write the database but has not the key can no longer rewrite the log with hashes computed
// afresh (they would not match the key), nor remove its last entries (the head would name them).
import { createHash, createHmac, randomBytes } from 'node:crypto'

/** The head of the chain and how the log is keyed, as stored beside the entries. */
export type AuditAnchor = {
  /** Entries from this number on are keyed; those before it were written before the log had a key. */
  keyedFrom: number
  /** HMAC of keyedFrom: shows the key is the one the log was anchored with. */
  keyCheck: string
  headSeq: number
  headHash: string
  /** HMAC of headSeq and headHash. */
  headMac: string
}

export class AuditKeyMismatch extends Error {}

export class AuditSeal {
  readonly #key: Buffer

  constructor(key: Buffer) {
    if (key.length < 32) throw new Error('an audit key has at least 32 bytes')
    this.#key = key
  }

  /** A key of its own, for a log that lives no longer than the process (a store in memory, a test). */
  static random(): AuditSeal {
    return new AuditSeal(randomBytes(32))
  }

  #mac(text: string): string {
    return createHmac('sha256', this.#key).update(text, 'utf8').digest('hex')
  }

  /** An entry's hash over its canonical JSON; plain SHA-256 for an entry from before the key. */
  entryHash(canonical: string, keyed: boolean): string {
    return keyed
      ? this.#mac(`entry\n${canonical}`)
      : createHash('sha256').update(canonical, 'utf8').digest('hex')
  }

  keyCheck(keyedFrom: number): string {
    return this.#mac(`key\n${keyedFrom}`)
  }

  headMac(seq: number, hash: string): string {
    return this.#mac(`head\n${seq}\n${hash}`)
  }

  /** The anchor of a chain whose last entry is `last` (none: empty), keyed from `keyedFrom`. */
  anchor(keyedFrom: number, last: { seq: number; hash: string } | undefined, genesis: string): AuditAnchor {
    const headSeq = last?.seq ?? 0
    const headHash = last?.hash ?? genesis
    return {
      keyedFrom,
      keyCheck: this.keyCheck(keyedFrom),
      headSeq,
      headHash,
      headMac: this.headMac(headSeq, headHash),
    }
  }

  /** Throws when the stored anchor was made with another key (or its keyedFrom was changed). */
  checkKey(anchor: Pick<AuditAnchor, 'keyedFrom' | 'keyCheck'>, where: string): void {
    if (anchor.keyCheck !== this.keyCheck(anchor.keyedFrom))
      throw new AuditKeyMismatch(
        `the audit log in ${where} was written with another audit key: give every instance of the server and the command-line programs the same AUDIT_KEY_FILE`,
      )
  }
}

/** What a store does at open with a log that has entries but no anchor (one written before the key). */
export type AnchorPolicy = {
  seal: AuditSeal
  /**
   * Anchor such a log (its entries so far stay checked by their plain hashes): only when the key was
   * made just now (the first start with a key) or an operator asks (npm run audit:verify -- --anchor).
   * Otherwise its anchor was removed, and the store refuses to open.
   */
  anchorExisting: boolean
}
