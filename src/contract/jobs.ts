import { z } from 'zod/mini'
import type { ApiOperation } from './access'
import { DecimalSchema, GuidSchema, NpiNumberSchema } from './common'
import { DraftSearchBodySchema } from './drafts'
import { AuditAnswerSchema } from './team-audit'

// Bulk jobs (docs/team-server.md, "Bulk jobs"): work on many rows at once, run by the server, paced by the
// meter (./meter.ts) and going on when the tab is closed. POST /team/jobs takes one of the bodies below;
// the answers are Job and JobRow. A body that breaks a rule, or any row that does, refuses the whole job
// before it starts, in shape 3 with the row's field: `rows.<index>.<field>` for rows given, and
// `drafts.<draftId>.<field>` for rows a search collected (job-rows.ts has the rules).

export const JOB_KINDS = ['listDrafts', 'deleteDrafts', 'repriceListings'] as const
export type JobKind = (typeof JOB_KINDS)[number]

/** The API operation each row of a kind makes: the access table (access.ts) decides who may start it. */
export const JOB_KIND_OPERATION = {
  listDrafts: 'createMarketplaceListing',
  deleteDrafts: 'deleteDraftListing',
  repriceListings: 'updateMarketplaceListing',
} as const satisfies Record<JobKind, ApiOperation>

/**
 * A request header for POST /api/v1/marketplace-listings through this server (signed in): the id of the
 * draft the listing is made from. The server records it, and refuses (409, shape 4) a create from a
 * draft it has listed already, or is listing, by a job or by a person.
 */
export const FROM_DRAFT_HEADER = 'x-from-draft'

/** The most rows one job holds, given as a list or collected from a search (the cap's upper bound). */
export const JOB_ROWS_MAX = 1000

/** "Every row of the current search", up to `cap` rows (1 to JOB_ROWS_MAX), in the search's order. */
export const SearchSelectionSchema = z.object({
  search: DraftSearchBodySchema,
  cap: z.int().check(z.minimum(1), z.maximum(JOB_ROWS_MAX)),
})
export type SearchSelection = z.infer<typeof SearchSelectionSchema>

/** One draft to list: the draft as the user saw it in the search, with the price and quantity they gave. */
export const ListDraftRowSchema = z.object({
  draftId: GuidSchema,
  nationalDrugCode: z.string(),
  lotNumber: z.string(),
  expirationDate: z.string(),
  fullPackage: z.boolean(),
  sealedPackage: z.boolean(),
  originalPackage: z.boolean(),
  tornPackageLabel: z.optional(z.boolean()),
  price: DecimalSchema,
  quantity: DecimalSchema,
})
export type ListDraftRow = z.infer<typeof ListDraftRowSchema>

const rowsOf = <S extends z.ZodMiniType>(row: S) =>
  z.array(row).check(z.minLength(1), z.maxLength(JOB_ROWS_MAX))

/**
 * List drafts on the marketplace: `rows` (each with its own price and quantity), or `selection` (every
 * draft of a search, each at the draft's own price and quantity). Exactly one of the two.
 */
export const ListDraftsJobBodySchema = z.object({
  kind: z.literal('listDrafts'),
  pharmacyNpi: NpiNumberSchema,
  rows: z.optional(rowsOf(ListDraftRowSchema)),
  selection: z.optional(SearchSelectionSchema),
  /** Sent with every listing (spec: Endpoints > 1); false when absent. */
  showOnlyInState: z.optional(z.boolean()),
})

/** Delete drafts: `draftIds`, or `selection` (every draft of a search). Exactly one of the two. */
export const DeleteDraftsJobBodySchema = z.object({
  kind: z.literal('deleteDrafts'),
  pharmacyNpi: NpiNumberSchema,
  draftIds: z.optional(rowsOf(GuidSchema)),
  selection: z.optional(SearchSelectionSchema),
})

/** One listing's new price: `price`, or `percent` (-99.99 to 1000, two decimals at most) of its price now. */
export const RepriceRowSchema = z.object({
  listingId: GuidSchema,
  price: z.optional(DecimalSchema),
  percent: z.optional(z.number()),
})
export type RepriceRow = z.infer<typeof RepriceRowSchema>

export const RepriceListingsJobBodySchema = z.object({
  kind: z.literal('repriceListings'),
  pharmacyNpi: NpiNumberSchema,
  rows: rowsOf(RepriceRowSchema),
})

export const JobBodySchema = z.discriminatedUnion('kind', [
  ListDraftsJobBodySchema,
  DeleteDraftsJobBodySchema,
  RepriceListingsJobBodySchema,
])
export type JobBody = z.infer<typeof JobBodySchema>

/**
 * running: rows are being worked through (or wait for the meter); paused: nothing new goes out until
 * resumed; cancelled: the rows not yet sent will not be; done: every row has its outcome.
 */
export const JOB_STATES = ['running', 'paused', 'cancelled', 'done'] as const
export type JobState = (typeof JOB_STATES)[number]

/**
 * pending: not sent yet; in-flight: sent, answer not yet recorded; done: carried out; refused: the
 * service (or this server, before sending) refused it, with the message; unknown: the answer to a create
 * was lost and the service cannot be asked whether it was made: a person checks, it is never resent;
 * cancelled: the job was cancelled before the row was sent.
 */
export const JOB_ROW_STATES = ['pending', 'in-flight', 'done', 'refused', 'unknown', 'cancelled'] as const
export type JobRowState = (typeof JOB_ROW_STATES)[number]

export const JobProgressSchema = z.object({
  total: z.int(),
  done: z.int(),
  refused: z.int(),
  unknown: z.int(),
  cancelled: z.int(),
  /** Pending and in flight: what is still to be done. */
  left: z.int(),
})
export type JobProgress = z.infer<typeof JobProgressSchema>

export const JobSchema = z.object({
  id: z.string(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(JOB_STATES),
  pharmacyNpi: z.int(),
  /** Who started it: every row's call is made, and audited, as this user. */
  user: z.object({ id: z.string(), email: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** The job whose refused rows this one retries. */
  retryOf: z.nullable(z.string()),
  /** Why it stopped or what was left out (a search over the cap), in words; null when nothing to say. */
  message: z.nullable(z.string()),
  progress: JobProgressSchema,
  /** When the rows left should be done, from the meter's budget; null once nothing is left. */
  estimatedFinishAt: z.nullable(z.string()),
  /** True while the job's next call is held at the meter (the window's budget is spent). */
  waitingForMeter: z.boolean(),
})
export type Job = z.infer<typeof JobSchema>

export const JobRowSchema = z.object({
  /** The row's place in the job, from 1. */
  seq: z.int(),
  /** The draft (list, delete) or listing (reprice) the row is about. */
  targetId: z.string(),
  /** What the user gave for the row. */
  input: z.record(z.string(), z.unknown()),
  state: z.enum(JOB_ROW_STATES),
  /** The service's answer (status, shape, message), or this server's refusal (status null). */
  answer: z.nullable(AuditAnswerSchema),
  /** The listing a create made, or the listing changed. */
  resultId: z.nullable(z.string()),
  /** When the row's call last went out. */
  attemptedAt: z.nullable(z.string()),
  updatedAt: z.string(),
})
export type JobRow = z.infer<typeof JobRowSchema>

export const JobPageSchema = z.object({ data: z.array(JobSchema), recordsFiltered: z.int() })
export type JobPage = z.infer<typeof JobPageSchema>
export const JobRowPageSchema = z.object({ data: z.array(JobRowSchema), recordsFiltered: z.int() })
export type JobRowPage = z.infer<typeof JobRowPageSchema>

export const JOBS_TAKE_DEFAULT = 20
export const JOBS_TAKE_MAX = 100
export const JOB_ROWS_TAKE_DEFAULT = 100
export const JOB_ROWS_TAKE_MAX = 500

const page = (max: number) => ({
  start: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  take: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max))),
})

/** GET /team/jobs: newest first; `user` (an admin's filter by user id). */
export const JobListQuerySchema = z.object({ user: z.optional(z.string()), ...page(JOBS_TAKE_MAX) })
/** GET /team/jobs/:id/rows: in order; `state` filters. */
export const JobRowsQuerySchema = z.object({
  state: z.optional(z.enum(JOB_ROW_STATES)),
  ...page(JOB_ROWS_TAKE_MAX),
})
