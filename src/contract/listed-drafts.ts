import { z } from 'zod/mini'
import { DRAFT_TAKE_MAX } from './draft-paging'
import { GuidSchema } from './common'

// Which drafts this server has listed (docs/team-server.md, "Bulk jobs"): with sign-in on, every listing
// made from a draft (a job's row, or a person's create naming it in X-From-Draft, jobs.ts) is recorded,
// and a draft is listed once. The drafts page asks which of the drafts it shows are listed, or being
// listed, so it marks them rather than offer to list them again; the create page asks it of a refusal.

export const LISTED_DRAFTS_PATH = '/team/listed-drafts'

/** GET /team/listed-drafts?pharmacyNpi=&draftIds=a,b: the drafts of a page, one pharmacy's. */
export const ListedDraftsQuerySchema = z.object({
  pharmacyNpi: z.coerce.number().check(z.int(), z.positive()),
  draftIds: z
    .pipe(
      z.string(),
      z.transform((ids) => (ids === '' ? [] : ids.split(','))),
    )
    .check(
      z.refine((ids: string[]) => ids.length <= DRAFT_TAKE_MAX, `At most ${DRAFT_TAKE_MAX} drafts at once.`),
      z.refine((ids: string[]) => ids.every((id) => GuidSchema.safeParse(id).success), 'Each id is a GUID.'),
    ),
})

/** `listing`: a create from the draft is under way, or its answer was lost; `listed`: it made `listingId`. */
export const ListedDraftSchema = z.object({
  draftId: z.string(),
  state: z.enum(['listing', 'listed']),
  listingId: z.nullable(z.string()),
  listedAt: z.nullable(z.string()),
  /** The bulk job that listed it, or null when a person did. */
  jobId: z.nullable(z.string()),
})
export type ListedDraft = z.infer<typeof ListedDraftSchema>

/** The answer: those of the drafts asked about that are listed or being listed, and no others. */
export const ListedDraftsSchema = z.object({ data: z.array(ListedDraftSchema) })
export type ListedDrafts = z.infer<typeof ListedDraftsSchema>
