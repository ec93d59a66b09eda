import Database from 'better-sqlite3'
import { LOT_PREFIX } from './jobs-setup'

// After a run of the jobs benchmark (jobs.ts), with both servers stopped: the sandbox's own data (its
// database file) says how many listings each draft's lot has; the team store says each row's outcome.
// Every draft must have exactly one listing (its row done, naming that listing) or none with the
// service's refusal; "answer unknown" is accounted for as long as there is at most one. Never two.

export type DraftsCheck = {
  drafts: number
  listedOnce: number
  refused: number
  unknown: number
  listedTwice: number
  /** Drafts whose outcome and listings do not agree (a done row without its listing, a listing for a refused row...). */
  unaccounted: string[]
}

export type RowState = { target_id: string; state: string; result_id: string | null }

/** The rules above, over the listings of the job's lots and the job's rows, from whichever engine holds them. */
export function tallyDrafts(
  drafts: readonly { id: string; lot: string }[],
  listings: readonly { lot: string; id: string }[],
  rows: readonly RowState[],
): DraftsCheck {
  const byLot = new Map<string, string[]>()
  for (const { lot, id } of listings) byLot.set(lot, [...(byLot.get(lot) ?? []), id.toLowerCase()])
  const rowOf = new Map(rows.map((row) => [row.target_id.toLowerCase(), row]))
  const check: DraftsCheck = {
    drafts: drafts.length,
    listedOnce: 0,
    refused: 0,
    unknown: 0,
    listedTwice: 0,
    unaccounted: [],
  }
  for (const draft of drafts) {
    const made = byLot.get(draft.lot) ?? []
    const row = rowOf.get(draft.id.toLowerCase())
    if (made.length > 1) check.listedTwice++
    else if (row?.state === 'done' && made.length === 1 && made[0] === row.result_id?.toLowerCase())
      check.listedOnce++
    else if (row?.state === 'refused' && made.length === 0) check.refused++
    else if (row?.state === 'unknown' && made.length <= 1) check.unknown++
    else check.unaccounted.push(`${draft.lot}: row ${row?.state ?? 'missing'}, ${made.length} listing(s)`)
  }
  return check
}

export function checkDrafts(
  sandboxFile: string,
  teamFile: string,
  jobId: string,
  npi: number,
  drafts: readonly { id: string; lot: string }[],
): DraftsCheck {
  const sandbox = new Database(sandboxFile, { readonly: true })
  const team = new Database(teamFile, { readonly: true })
  try {
    const listings = sandbox
      .prepare(
        `SELECT l.lot_number AS lot, l.id AS id FROM listings l JOIN pharmacies p ON p.key = l.seller_key
         WHERE p.npi = ? AND l.lot_number LIKE ?`,
      )
      .all(npi, `${LOT_PREFIX}%`) as { lot: string; id: string }[]
    const rows = team
      .prepare(
        'SELECT target_id, state, result_id FROM job_rows WHERE job_key = (SELECT key FROM jobs WHERE id = ?)',
      )
      .all(jobId) as RowState[]
    return tallyDrafts(drafts, listings, rows)
  } finally {
    sandbox.close()
    team.close()
  }
}
