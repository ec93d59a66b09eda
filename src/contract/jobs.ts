import { z } from 'zod/mini'
import type { ApiOperation } from './access'
import { DateTimeSchema, DecimalSchema, GuidSchema, NpiNumberSchema } from './common'
import { DraftSearchBodySchema } from './drafts'
import { JOB_ROW_STATES, type JobKind } from './job-answers'
import { JOB_ROWS_MAX } from './job-limits'

// Bulk jobs (docs/team-server.md, "Bulk jobs"): work on many rows at once, run by the server, paced by the
// meter (./meter.ts) and going on when the tab is closed. POST /team/jobs takes one of the bodies below;
// the answers are Job and JobRow. A body that breaks a rule, or any row that does, refuses the whole job
// before it starts, in shape 3 with the row's field: `rows.<index>.<field>` for rows given, and
// `drafts.<draftId>.<field>` for rows a search collected (job-rows.ts has the rules).

/** The API operation each row of a kind makes: the access table (access.ts) decides who may start it. */
export const JOB_KIND_OPERATION = {
  listDrafts: 'createMarketplaceListing',
  deleteDrafts: 'deleteDraftListing',
  repriceListings: 'updateMarketplaceListing',
} as const satisfies Record<JobKind, ApiOperation>

export { FROM_DRAFT_HEADER } from './from-draft'

export { JOB_ROWS_MAX }
export {
  JOB_FIRST_ROWS,
  JobRowAboutSchema,
  type JobRowAbout,
  JOB_KINDS,
  JOB_ROW_STATES,
  JOB_STATES,
  JobPageSchema,
  JobProgressSchema,
  JobRowPageSchema,
  JobRowSchema,
  JobSchema,
  type Job,
  type JobKind,
  type JobPage,
  type JobProgress,
  type JobRow,
  type JobRowPage,
  type JobRowState,
  type JobState,
} from './job-answers'

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

const text = (max: number) => z.nullable(z.string().check(z.maxLength(max)))

/**
 * What the person saw of one row (job-answers.ts, JobRowAboutSchema), sent with the job so its page names
 * the row; any value may be left out. Bounded, as every string this server keeps.
 */
export const JobRowAboutInputSchema = z.partial(
  z.object({
    drug: text(1000),
    strength: text(1000),
    ndc: text(100),
    lot: text(100),
    expirationDate: z.nullable(DateTimeSchema),
    price: z.nullable(DecimalSchema),
    quantity: z.nullable(DecimalSchema),
    unit: text(100),
    fullPackage: z.nullable(z.boolean()),
    packageSize: z.nullable(DecimalSchema),
  }),
)
export type JobRowAboutInput = z.infer<typeof JobRowAboutInputSchema>

/**
 * `about`, in every kind's body: what the person saw of each row, by its draft's or listing's id. Rows it
 * leaves out, and rows a search selection collected (the server reads those itself), are named without it.
 */
const AboutByIdSchema = z.optional(z.record(GuidSchema, JobRowAboutInputSchema))

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
  about: AboutByIdSchema,
  /** Sent with every listing (spec: Endpoints > 1); false when absent. */
  showOnlyInState: z.optional(z.boolean()),
})

/** Delete drafts: `draftIds`, or `selection` (every draft of a search). Exactly one of the two. */
export const DeleteDraftsJobBodySchema = z.object({
  kind: z.literal('deleteDrafts'),
  pharmacyNpi: NpiNumberSchema,
  draftIds: z.optional(rowsOf(GuidSchema)),
  selection: z.optional(SearchSelectionSchema),
  about: AboutByIdSchema,
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
  about: AboutByIdSchema,
})

export const JobBodySchema = z.discriminatedUnion('kind', [
  ListDraftsJobBodySchema,
  DeleteDraftsJobBodySchema,
  RepriceListingsJobBodySchema,
])
export type JobBody = z.infer<typeof JobBodySchema>

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
