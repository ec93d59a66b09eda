// A row of a "delete drafts" job (docs/team-server.md, "Bulk jobs"). Whose draft it is: a user who acts for
// every pharmacy of the group may delete any of its drafts; otherwise the draft is read as the job's
// pharmacy first (the read extension, decision 0015), and one it does not find is refused. A delete whose
// answer was lost is checked by reading the draft again: gone means done, still there means it goes again.
// Without the read extension it simply goes again: a second DELETE of a deleted draft answers 404, which
// after a lost answer means it was deleted.
import type { JobRowRecord } from '../../store/job-records'
import { lostTooOften, ownRefusal, pause, rowRead, rowWrite, settleRow, type RowContext } from './row-call'

const path = (draftId: string) => `/api/v1/draft-listings/${encodeURIComponent(draftId)}`
const GONE = 'The answer was lost; the draft is no longer there: it was deleted.'
const TOO_OFTEN =
  'The service did not answer this delete several times in a row: whether the draft was deleted is not known. Check the drafts.'

/** The draft as the job's pharmacy sees it: 200 (there), 404 (not this pharmacy's, or gone), or another answer. */
function readDraft(rc: RowContext, draftId: string) {
  return rowRead(rc, path(draftId), `pharmacyNpi=${rc.job.npi}`)
}

export async function deleteDraftRow(rc: RowContext, row: JobRowRecord): Promise<void> {
  const draftId = row.targetId
  const readable = await rc.extensions.has('getDraftListing')
  if (row.state === 'in-flight' && readable) {
    const read = await readDraft(rc, draftId)
    if (read.answer.status === 404)
      return settleRow(rc, row, 'done', { status: null, shape: null, message: GONE })
    if (read.answer.status !== 200) throw new Error(`the draft could not be read (${read.answer.status})`)
  } else if (rc.user.npis !== 'all' && readable) {
    // Another pharmacy's draft (403) or none (404): refused with the service's own words.
    const read = await readDraft(rc, draftId)
    if (read.answer.status !== 200) return settleRow(rc, row, 'refused', read.audit)
  }
  const sentBefore = row.attemptedAt !== null
  const result = await rowWrite(rc, row, 'deleteDraftListing', {
    method: 'DELETE',
    path: path(draftId),
    targetId: draftId,
  })
  if ('lost' in result || result.answer.status >= 500) {
    if (lostTooOften(rc, row)) return settleRow(rc, row, 'unknown', ownRefusal(TOO_OFTEN))
    // Stays in flight: checked (or sent again) on the next turn.
    return pause(rc.lostCheckDelayMs, rc.signal)
  }
  const { answer, audit } = result
  if (answer.status >= 200 && answer.status < 300) return settleRow(rc, row, 'done', audit, draftId)
  // Sent before with the answer lost, and now not found: the first one deleted it.
  if (answer.status === 404 && sentBefore)
    return settleRow(rc, row, 'done', { status: null, shape: null, message: GONE })
  return settleRow(rc, row, 'refused', audit)
}
