// What the team store keeps for the meter and the bulk jobs (docs/team-server.md, "The meter" and "Bulk
// jobs"): the shared count of each fixed window and the hold after a 429; each job with its lease (which
// instance runs it, until when) and its rows; and which draft each listing this server made came from, so
// that no draft is listed twice. The repositories' interfaces are in team-store.ts.
import type { JobKind, JobRowAbout, JobRowState, JobState } from '../../src/contract/jobs'
import type { AuditAnswer } from '../../src/contract/team-audit'

export type MeterTake = {
  /** True when the call was counted: it may go out now. */
  granted: boolean
  /** The window's count after this take (or as it stands, when not granted). */
  count: number
  /** A hold in force (ms since the epoch), or null. */
  holdUntil: number | null
}

export interface MeterRepository {
  /**
   * Counts one call in `window` when fewer than `ceiling` are counted there and no hold lasts past `now`
   * (ms since the epoch), in one step no other take (of any instance) interleaves with.
   */
  take(window: number, ceiling: number, now: number): Promise<MeterTake>
  /** The count of a window and the hold in force at `now`, without counting anything. */
  read(window: number, now: number): Promise<{ count: number; holdUntil: number | null }>
  /** Holds every call until `until` (ms since the epoch), unless a later hold is set already. */
  hold(until: number): Promise<void>
  /** Forgets the counts of windows before `window`. */
  prune(window: number): Promise<void>
}

export type JobRecord = {
  id: string
  kind: JobKind
  userId: string
  userEmail: string
  npi: number
  state: JobState
  createdAt: string
  updatedAt: string
  finishedAt: string | null
  retryOf: string | null
  message: string | null
  /** The instance running it, and until when its lease holds (ISO); null when nobody runs it. */
  owner: string | null
  leaseUntil: string | null
}

export type NewJob = Pick<JobRecord, 'kind' | 'userId' | 'userEmail' | 'npi' | 'retryOf' | 'message'>

export type JobRowRecord = {
  jobId: string
  /** From 1, in the order given. */
  seq: number
  targetId: string
  input: Record<string, unknown>
  /** The draft or listing as a person knows it (src/contract/job-answers.ts), or null: kept for display only. */
  about: JobRowAbout | null
  state: JobRowState
  /** The body last sent (a reprice's computed PUT is sent again as it was, never computed again). */
  sent: Record<string, unknown> | null
  attemptedAt: string | null
  /** The audit intent of the last call, for its outcome. */
  auditSeq: number | null
  answer: AuditAnswer | null
  resultId: string | null
  updatedAt: string
}

export type NewJobRow = Pick<JobRowRecord, 'targetId' | 'input'> & Partial<Pick<JobRowRecord, 'about'>>
export type JobRowChanges = Partial<
  Pick<JobRowRecord, 'state' | 'about' | 'sent' | 'attemptedAt' | 'auditSeq' | 'answer' | 'resultId'>
>
export type JobRowCounts = Record<JobRowState, number>

export interface JobsRepository {
  /** The job and its rows (all pending), in one step. */
  create(job: NewJob, rows: readonly NewJobRow[], now: Date): Promise<JobRecord>
  find(id: string): Promise<JobRecord | undefined>
  /** Newest first; `userId` keeps one user's. */
  list(
    filter: { userId?: string },
    page: { start: number; take: number },
  ): Promise<{ data: JobRecord[]; total: number }>
  counts(id: string): Promise<JobRowCounts>
  /** Rows in order, `state` filtering. */
  rows(
    id: string,
    filter: { state?: JobRowState },
    page: { start: number; take: number },
  ): Promise<{ data: JobRowRecord[]; total: number }>
  /** The first row still to do (pending or in flight), in order. */
  nextRow(id: string): Promise<JobRowRecord | undefined>
  updateRow(id: string, seq: number, changes: JobRowChanges, now: Date): Promise<void>
  /** Moves the job from one of `from` to `to` (and `message` when given); undefined when it was in none of them. */
  transition(
    id: string,
    from: readonly JobState[],
    to: JobState,
    now: Date,
    message?: string | null,
  ): Promise<JobRecord | undefined>
  /** Marks every pending row cancelled; answers how many. */
  cancelPending(id: string, now: Date): Promise<number>
  /**
   * Takes the lease of one running job nobody holds (no owner, or a lease ended before `now`), oldest
   * first and not among `exclude`, for `owner` until `until`, in one step: two instances never both get it.
   */
  claim(owner: string, now: Date, until: Date, exclude: readonly string[]): Promise<JobRecord | undefined>
  /** Extends the lease while `owner` still holds it; false when it does not (another instance took it). */
  renew(id: string, owner: string, until: Date): Promise<boolean>
  /** Lets go of the lease (`owner`'s only). */
  release(id: string, owner: string): Promise<void>
}

/**
 * A draft this server lists or has listed. `listing`: a create from it is under way, or its answer was
 * lost and not yet found; `listed`: the listing `listingId` was made from it.
 */
export type DraftListingRecord = {
  draftId: string
  state: 'listing' | 'listed'
  listingId: string | null
  npi: number
  userId: string
  jobId: string | null
  jobRow: number | null
  claimedAt: string
  listedAt: string | null
}

export type DraftClaim = Pick<
  DraftListingRecord,
  'draftId' | 'npi' | 'userId' | 'jobId' | 'jobRow' | 'claimedAt'
>

export interface DraftListingsRepository {
  /**
   * Claims the draft for one create, in one step: answers true, or the record that holds it already (a
   * listing made from it, or a create under way) and claims nothing.
   */
  claim(claim: DraftClaim): Promise<true | DraftListingRecord>
  /** The draft's create made `listingId`. */
  complete(draftId: string, listingId: string, at: Date): Promise<void>
  /** The draft's create made nothing (refused): a later one may list it. A listed draft stays listed. */
  release(draftId: string): Promise<void>
  find(draftId: string): Promise<DraftListingRecord | undefined>
  /** The records of those of these drafts that are listed or being listed (ids without regard to case). */
  findMany(draftIds: readonly string[]): Promise<DraftListingRecord[]>
  /** The record of the draft a listing was made from. */
  findByListing(listingId: string): Promise<DraftListingRecord | undefined>
}
