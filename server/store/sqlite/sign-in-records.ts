// Failed sign-ins and OpenID Connect sign-ins under way, in SQLite (../team-store.ts): both short-lived,
// both pruned by time.
import type { FailureKind, OidcTransaction } from '../team-store'
import type { Db } from './database'

export function signInFailuresRepository(db: Db) {
  const insert = db.prepare('INSERT INTO sign_in_failures (kind, key, at) VALUES (?, ?, ?)')
  const recent = db
    .prepare('SELECT at FROM sign_in_failures WHERE kind = ? AND key = ? AND at > ? ORDER BY at')
    .pluck()
  const clear = db.prepare('DELETE FROM sign_in_failures WHERE kind = ? AND key = ?')
  const prune = db.prepare('DELETE FROM sign_in_failures WHERE at < ?')
  return {
    record(kind: FailureKind, key: string, at: Date): void {
      insert.run(kind, key, at.toISOString())
    },
    recent: (kind: FailureKind, key: string, after: Date) =>
      recent.all(kind, key, after.toISOString()) as string[],
    clear(kind: FailureKind, key: string): void {
      clear.run(kind, key)
    },
    prune(before: Date): void {
      prune.run(before.toISOString())
    },
  }
}

type TransactionColumns = {
  state: string
  nonce: string
  code_verifier: string
  return_to: string
  created_at: string
}

export function oidcTransactionsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO oidc_transactions (id_hash, state, nonce, code_verifier, return_to, created_at)
     VALUES (@idHash, @state, @nonce, @codeVerifier, @returnTo, @createdAt)`,
  )
  const take = db.prepare(
    'DELETE FROM oidc_transactions WHERE id_hash = ? RETURNING state, nonce, code_verifier, return_to, created_at',
  )
  const prune = db.prepare('DELETE FROM oidc_transactions WHERE created_at < ?')
  return {
    put(idHash: string, transaction: OidcTransaction): void {
      insert.run({ idHash, ...transaction })
    },
    take(idHash: string): OidcTransaction | undefined {
      const row = take.get(idHash) as TransactionColumns | undefined
      if (!row) return undefined
      return {
        state: row.state,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
        returnTo: row.return_to,
        createdAt: row.created_at,
      }
    },
    prune(before: Date): void {
      prune.run(before.toISOString())
    },
  }
}
