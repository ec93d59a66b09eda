// A row of a "reprice listings" job (docs/team-server.md, "Bulk jobs"; decision 0018): the listing is read
// just before its PUT (the read extension), so the PUT carries the listing as it is now with only the
// price changed, and a percentage applies to the price now. The body is computed once and kept with the
// row: a PUT whose answer was lost is sent again as it was (a PUT is idempotent), never computed again,
// so -10 % is never applied twice. What the row is about is taken again from that read: its price before
// the change is the one the change was made from.
import { aboutOfListing } from '../../../src/contract/job-about'
import { repriceBody, repriceBodyProblems } from '../../../src/contract/job-rows'
import { RepriceRowSchema } from '../../../src/contract/jobs'
import { MarketplaceListingSchema } from '../../../src/contract/listings'
import { snapshotOf } from '../../audit/history'
import type { JobRowRecord } from '../../store/job-records'
import { lostTooOften, ownRefusal, pause, rowRead, rowWrite, settleRow, type RowContext } from './row-call'

const path = (listingId: string) => `/api/v1/marketplace-listings/${encodeURIComponent(listingId)}`
const TOO_OFTEN =
  'The service did not answer this price change several times in a row: whether the last one was applied is not known. Check the listing.'

export async function repriceRow(rc: RowContext, row: JobRowRecord): Promise<void> {
  const input = RepriceRowSchema.parse(row.input)
  let body = row.state === 'in-flight' ? row.sent : null
  let before: Record<string, unknown> | null = null
  if (body === null) {
    const read = await rowRead(rc, path(input.listingId), `pharmacyNpi=${rc.job.npi}`)
    if (read.answer.status !== 200) return settleRow(rc, row, 'refused', read.audit)
    const listing = MarketplaceListingSchema.safeParse(read.json)
    if (!listing.success) throw new Error('the listing read back is not a listing')
    await rc.ctx.store.jobs.updateRow(
      rc.job.id,
      row.seq,
      { about: aboutOfListing(listing.data) },
      rc.ctx.clock(),
    )
    const put = repriceBody(listing.data, rc.job.npi, input)
    const problems = repriceBodyProblems(put, listing.data, rc.ctx.clock())
    if (problems.length > 0)
      return settleRow(rc, row, 'refused', ownRefusal(problems.map((p) => p.message).join(' ')))
    body = put
    before = snapshotOf('updateMarketplaceListing', listing.data)
  }
  const result = await rowWrite(
    rc,
    row,
    'updateMarketplaceListing',
    { method: 'PUT', path: path(input.listingId), body, targetId: input.listingId },
    before,
  )
  if ('lost' in result || result.answer.status >= 500) {
    if (lostTooOften(rc, row)) return settleRow(rc, row, 'unknown', ownRefusal(TOO_OFTEN))
    // Stays in flight with its body: sent again as it was on the next turn.
    return pause(rc.lostCheckDelayMs, rc.signal)
  }
  const { answer, audit } = result
  const done = answer.status >= 200 && answer.status < 300
  return settleRow(rc, row, done ? 'done' : 'refused', audit, done ? input.listingId : null)
}
