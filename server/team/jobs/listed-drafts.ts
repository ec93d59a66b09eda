// GET /team/listed-drafts (src/contract/listed-drafts.ts): which of a page's drafts this server has
// listed, or is listing, for one pharmacy, from the team store's record of listings made from drafts
// (draft-origin.ts). Who may read the pharmacy's drafts may read it; it asks the team store, not the
// service, so it costs none of the group's calls.
import type { FastifyInstance } from 'fastify'
import { actsFor, npiRefusal } from '../../../src/contract/access'
import { LISTED_DRAFTS_PATH, type ListedDrafts } from '../../../src/contract/listed-drafts'
import { ListedDraftsQuerySchema } from '../../../src/contract/listed-drafts-query'
import { refuse, signedInFor, type TeamContext } from '../team-context'
import { requestShapeProblem } from '../../http/problems'

export function listedDraftsRoute(app: FastifyInstance, ctx: TeamContext): void {
  app.get(LISTED_DRAFTS_PATH, async (request, reply) => {
    // The drafts' own rule: whoever may search a pharmacy's drafts may see which are listed.
    const signedIn = await signedInFor(ctx, request, 'searchDraftListings')
    const parsed = ListedDraftsQuerySchema.safeParse(request.query ?? {})
    if (!parsed.success) {
      const errors: Record<string, string[]> = {}
      for (const issue of parsed.error.issues)
        (errors[String(issue.path[0] ?? '')] ??= []).push(issue.message)
      throw requestShapeProblem(errors)
    }
    const { pharmacyNpi, draftIds } = parsed.data
    if (!actsFor(signedIn.user.npis, pharmacyNpi))
      throw await refuse(ctx, request, signedIn, 'searchDraftListings', 403, npiRefusal(pharmacyNpi), {
        npi: pharmacyNpi,
      })
    const records = await ctx.store.draftListings.findMany(draftIds)
    const answer: ListedDrafts = {
      data: records
        .filter((record) => record.npi === pharmacyNpi)
        .map(({ draftId, state, listingId, listedAt, jobId }) => ({
          draftId,
          state,
          listingId,
          listedAt,
          jobId,
        })),
    }
    return reply.header('cache-control', 'no-store').send(answer)
  })
}
