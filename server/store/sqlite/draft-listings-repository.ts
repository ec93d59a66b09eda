// Which draft each listing this server made came from, in SQLite (../job-records.ts). The draft's id is
// the primary key: a claim is one insert, so two creates from one draft (two jobs, two instances) can
// never both be under way, and a listed draft stays listed.
import type { DraftClaim, DraftListingRecord } from '../job-records'
import type { Db } from './database'

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

export function draftListingsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO draft_listings (draft_id, state, npi, user_id, job_id, job_row, claimed_at)
     VALUES (@draftId, 'listing', @npi, @userId, @jobId, @jobRow, @claimedAt)
     ON CONFLICT (draft_id) DO NOTHING`,
  )
  const find = db.prepare('SELECT * FROM draft_listings WHERE draft_id = ?')
  // The key's NOCASE collation applies to the IN: ids are matched without regard to case.
  const findMany = db.prepare(
    'SELECT * FROM draft_listings WHERE draft_id IN (SELECT value FROM json_each(?)) ORDER BY draft_id',
  )
  const byListing = db.prepare('SELECT * FROM draft_listings WHERE listing_id = ? LIMIT 1')
  const complete = db.prepare(
    "UPDATE draft_listings SET state = 'listed', listing_id = ?, listed_at = ? WHERE draft_id = ?",
  )
  const release = db.prepare("DELETE FROM draft_listings WHERE draft_id = ? AND state = 'listing'")
  const claim = db.transaction((draft: DraftClaim): true | DraftListingRecord => {
    if (insert.run(draft).changes === 1) return true
    return recordOf(find.get(draft.draftId) as Columns)
  })
  return {
    claim: (draft: DraftClaim) => claim.immediate(draft),
    complete(draftId: string, listingId: string, at: Date): void {
      complete.run(listingId, at.toISOString(), draftId)
    },
    release(draftId: string): void {
      release.run(draftId)
    },
    find(draftId: string): DraftListingRecord | undefined {
      const row = find.get(draftId) as Columns | undefined
      return row && recordOf(row)
    },
    findMany(draftIds: readonly string[]): DraftListingRecord[] {
      if (draftIds.length === 0) return []
      return (findMany.all(JSON.stringify(draftIds)) as Columns[]).map(recordOf)
    },
    findByListing(listingId: string): DraftListingRecord | undefined {
      const row = byListing.get(listingId) as Columns | undefined
      return row && recordOf(row)
    },
  }
}
