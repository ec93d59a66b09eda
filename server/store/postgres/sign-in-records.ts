// Failed sign-ins and OpenID Connect sign-ins under way, in PostgreSQL (../team-store.ts): both
// short-lived, both pruned by time. A transaction is taken by one DELETE ... RETURNING: used once, even by
// two instances at once.
import type pg from 'pg'
import type {
  FailureKind,
  OidcTransaction,
  OidcTransactionsRepository,
  SignInFailuresRepository,
} from '../team-store'

export function signInFailuresRepository(pool: pg.Pool, s: string): SignInFailuresRepository {
  return {
    async record(kind: FailureKind, key: string, at: Date) {
      await pool.query(`INSERT INTO ${s}.sign_in_failures (kind, key, at) VALUES ($1, $2, $3)`, [
        kind,
        key,
        at.toISOString(),
      ])
    },
    async recent(kind: FailureKind, key: string, after: Date) {
      const { rows } = await pool.query<[string]>({
        text: `SELECT at FROM ${s}.sign_in_failures WHERE kind = $1 AND key = $2 AND at > $3 ORDER BY at`,
        values: [kind, key, after.toISOString()],
        rowMode: 'array',
      })
      return rows.map((row) => row[0])
    },
    async clear(kind: FailureKind, key: string) {
      await pool.query(`DELETE FROM ${s}.sign_in_failures WHERE kind = $1 AND key = $2`, [kind, key])
    },
    async prune(before: Date) {
      await pool.query(`DELETE FROM ${s}.sign_in_failures WHERE at < $1`, [before.toISOString()])
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

export function oidcTransactionsRepository(pool: pg.Pool, s: string): OidcTransactionsRepository {
  return {
    async put(idHash: string, transaction: OidcTransaction) {
      await pool.query(
        `INSERT INTO ${s}.oidc_transactions (id_hash, state, nonce, code_verifier, return_to, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          idHash,
          transaction.state,
          transaction.nonce,
          transaction.codeVerifier,
          transaction.returnTo,
          transaction.createdAt,
        ],
      )
    },
    async take(idHash: string) {
      const { rows } = await pool.query<TransactionColumns>(
        `DELETE FROM ${s}.oidc_transactions WHERE id_hash = $1
         RETURNING state, nonce, code_verifier, return_to, created_at`,
        [idHash],
      )
      const row = rows[0]
      if (!row) return undefined
      return {
        state: row.state,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
        returnTo: row.return_to,
        createdAt: row.created_at,
      }
    },
    async prune(before: Date) {
      await pool.query(`DELETE FROM ${s}.oidc_transactions WHERE created_at < $1`, [before.toISOString()])
    },
  }
}
