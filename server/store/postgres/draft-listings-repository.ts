// Which draft each listing this server made came from, in PostgreSQL (../job-records.ts). The draft's id is
// unique (without regard to case, as SQLite's NOCASE key): a claim is one insert, so two creates from one
// draft (two jobs, two instances) can never both be under way, and a listed draft stays listed.
import type pg from 'pg'
import type { DraftClaim, DraftListingRecord, DraftListingsRepository } from '../job-records'

type Columns = {
  draft_id: string
  state: 'listing' | 'listed'
  listing_id: string | null
  npi: number
  user_id: string
  job_id: string | null
  job_row: number | null
  claimed_at: string
  listed_at: string | null
}

const recordOf = (row: Columns): DraftListingRecord => ({
  draftId: row.draft_id,
  state: row.state,
  listingId: row.listing_id,
  npi: row.npi,
  userId: row.user_id,
  jobId: row.job_id,
  jobRow: row.job_row,
  claimedAt: row.claimed_at,
  listedAt: row.listed_at,
})

const COLUMNS = 'draft_id, state, listing_id, npi, user_id, job_id, job_row, claimed_at, listed_at'

export function draftListingsRepository(pool: pg.Pool, s: string): DraftListingsRepository {
  const find = async (draftId: string) => {
    const { rows } = await pool.query<Columns>(
      `SELECT ${COLUMNS} FROM ${s}.draft_listings WHERE lower(draft_id) = lower($1)`,
      [draftId],
    )
    return rows[0] && recordOf(rows[0])
  }
  return {
    async claim(draft: DraftClaim) {
      // The holder found by the conflict may let go before it is read (a refused create): try again.
      for (;;) {
        const { rowCount } = await pool.query(
          `INSERT INTO ${s}.draft_listings (draft_id, state, npi, user_id, job_id, job_row, claimed_at)
           VALUES ($1, 'listing', $2, $3, $4, $5, $6)
           ON CONFLICT ((lower(draft_id))) DO NOTHING`,
          [draft.draftId, draft.npi, draft.userId, draft.jobId, draft.jobRow, draft.claimedAt],
        )
        if (rowCount === 1) return true
        const holder = await find(draft.draftId)
        if (holder) return holder
      }
    },
    async complete(draftId: string, listingId: string, at: Date) {
      await pool.query(
        `UPDATE ${s}.draft_listings SET state = 'listed', listing_id = $2, listed_at = $3
         WHERE lower(draft_id) = lower($1)`,
        [draftId, listingId, at.toISOString()],
      )
    },
    async release(draftId: string) {
      await pool.query(
        `DELETE FROM ${s}.draft_listings WHERE lower(draft_id) = lower($1) AND state = 'listing'`,
        [draftId],
      )
    },
    find,
    async findMany(draftIds: readonly string[]) {
      if (draftIds.length === 0) return []
      // lower(draft_id) is the key's expression: the lookup uses its index.
      const { rows } = await pool.query<Columns>(
        `SELECT ${COLUMNS} FROM ${s}.draft_listings WHERE lower(draft_id) = ANY($1::text[])
         ORDER BY lower(draft_id)`,
        [draftIds.map((id) => id.toLowerCase())],
      )
      return rows.map(recordOf)
    },
    async findByListing(listingId: string) {
      const { rows } = await pool.query<Columns>(
        `SELECT ${COLUMNS} FROM ${s}.draft_listings WHERE lower(listing_id) = lower($1) LIMIT 1`,
        [listingId],
      )
      return rows[0] && recordOf(rows[0])
    },
  }
}
