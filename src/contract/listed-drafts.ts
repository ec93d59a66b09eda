import { z } from 'zod/mini'

// Which drafts this server has listed (docs/team-server.md, "Bulk jobs"): with sign-in on, every listing
// made from a draft (a job's row, or a person's create naming it in X-From-Draft, jobs.ts) is recorded,
// and a draft is listed once. The drafts page asks which of the drafts it shows are listed, or being
// listed, so it marks them rather than offer to list them again; the create page asks it of a refusal.

export const LISTED_DRAFTS_PATH = '/team/listed-drafts'
// The query (pharmacyNpi, draftIds) is read by the server only: listed-drafts-query.ts.

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
