// A row of a "list drafts" job (docs/team-server.md, "Bulk jobs"): claim the draft (a draft is listed
// once, across jobs and instances), create the listing, record which listing it became. A create whose
// answer was lost (a dropped connection, a 5xx, or the server stopped while it was out) is never sent
// again blindly (decision 0007): the pharmacy's newest listings are read through the list extension and
// the contract's rule (src/contract/lost-create.ts) looks for one with the draft's NDC and lot listed since
// the attempt. Found: done. Not found: nothing was made, it goes again. Without the list extension the
// row is "unknown", for a person to check, and the draft stays claimed.
import { createBodyOfRow } from '../../../src/contract/job-rows'
import { ListDraftRowSchema } from '../../../src/contract/jobs'
import { findCreatedListing } from '../../../src/contract/lost-create'
import { MarketplaceListingListSchema, LIST_TAKE_MAX } from '../../../src/contract/sandbox-extensions'
import type { JobRowRecord } from '../../store/job-records'
import { alreadyListed } from './draft-origin'
import { lostTooOften, ownRefusal, pause, rowRead, rowWrite, settleRow, type RowContext } from './row-call'

const LISTINGS_PATH = '/api/v1/marketplace-listings'

export const CANNOT_CHECK =
  "The answer to this create was lost, and this service cannot list a pharmacy's listings to check whether it was made. It is not sent again: look for it in the marketplace's web interface."
const FOUND = 'The answer was lost; the listing was found among the pharmacy\u2019s listings.'
const TOO_OFTEN =
  'The service did not answer this create several times in a row; nothing was made. Retry it later.'

export async function listDraftRow(rc: RowContext, row: JobRowRecord): Promise<void> {
  const input = ListDraftRowSchema.parse(row.input)
  if (row.state === 'in-flight') return checkLostCreate(rc, row)
  const { ctx, job } = rc
  const claimed = await ctx.store.draftListings.claim({
    draftId: input.draftId,
    npi: job.npi,
    userId: job.userId,
    jobId: job.id,
    jobRow: row.seq,
    claimedAt: ctx.clock().toISOString(),
  })
  // This very row's own claim (the server stopped after claiming, before sending): go on with it.
  const own =
    claimed !== true && claimed.jobId === job.id && claimed.jobRow === row.seq && claimed.state === 'listing'
  if (claimed !== true && !own) return settleRow(rc, row, 'refused', ownRefusal(alreadyListed(claimed)))
  const showOnlyInState = row.input.showOnlyInState === true
  const body = createBodyOfRow(input, job.npi, showOnlyInState)
  let result
  try {
    result = await rowWrite(rc, row, 'createMarketplaceListing', {
      method: 'POST',
      path: LISTINGS_PATH,
      body,
      targetId: null,
    })
  } catch (error) {
    // Not sent (paused or cancelled while it waited at the meter): the draft is free again.
    await ctx.store.draftListings.release(input.draftId)
    throw error
  }
  if ('lost' in result || result.answer.status >= 500) {
    await pause(rc.lostCheckDelayMs, rc.signal)
    return checkLostCreate(rc, { ...row, attemptedAt: (await current(rc, row)).attemptedAt })
  }
  const { answer, json, audit } = result
  if (answer.status >= 200 && answer.status < 300) {
    const id = (json as { id?: unknown } | undefined)?.id
    const listingId = typeof id === 'string' ? id : null
    if (listingId !== null) await ctx.store.draftListings.complete(input.draftId, listingId, ctx.clock())
    return settleRow(rc, row, 'done', audit, listingId)
  }
  await ctx.store.draftListings.release(input.draftId)
  return settleRow(rc, row, 'refused', audit)
}

async function current(rc: RowContext, row: JobRowRecord): Promise<JobRowRecord> {
  const { data } = await rc.ctx.store.jobs.rows(rc.job.id, {}, { start: row.seq - 1, take: 1 })
  return data[0] ?? row
}

/** Whether the lost create made its listing: found (done), not found (it goes again), or cannot tell. */
async function checkLostCreate(rc: RowContext, row: JobRowRecord): Promise<void> {
  const { ctx, job } = rc
  const input = ListDraftRowSchema.parse(row.input)
  if (!(await rc.extensions.has('listMarketplaceListings')))
    return settleRow(rc, row, 'unknown', ownRefusal(CANNOT_CHECK))
  const read = await rowRead(
    rc,
    LISTINGS_PATH,
    `pharmacyNpi=${job.npi}&sortName=listingDate&sortDirection=desc&take=${LIST_TAKE_MAX}`,
  )
  const list = MarketplaceListingListSchema.safeParse(read.json)
  if (read.answer.status !== 200 || !list.success)
    throw new Error(
      `the pharmacy's listings could not be read (${read.answer.status}) to check a lost create`,
    )
  // A listing already known to come from another draft (same NDC and lot) is not this one's.
  const candidates = []
  for (const listing of list.data.data) {
    const origin = await ctx.store.draftListings.findByListing(listing.id)
    if (!origin || origin.draftId.toLowerCase() === input.draftId.toLowerCase()) candidates.push(listing)
  }
  const sentAt = new Date(row.attemptedAt ?? ctx.clock().toISOString())
  const found = findCreatedListing(candidates, { ...input, sentAt })
  if (found) {
    await ctx.store.draftListings.complete(input.draftId, found.id, ctx.clock())
    return settleRow(rc, row, 'done', { status: null, shape: null, message: FOUND }, found.id)
  }
  if (lostTooOften(rc, row)) {
    await ctx.store.draftListings.release(input.draftId)
    return settleRow(rc, row, 'refused', ownRefusal(TOO_OFTEN))
  }
  // Checked: nothing was made, so it may be sent again (the claim is still this row's).
  return settleRow(rc, row, 'pending', null)
}
