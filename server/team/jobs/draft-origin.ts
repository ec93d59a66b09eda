// Which draft a listing came from (docs/team-server.md, "Bulk jobs"): a create this server makes from a
// draft, in a job or for a person whose request names the draft (X-From-Draft), first claims the draft in
// the team store. A person's draft must be the acting pharmacy's own (read as that pharmacy first:
// another's, claimed, would be refused to its owner as listed). A draft listed already, or being listed,
// is refused with words saying so; a refused create lets go of the claim; a create whose answer was lost
// keeps it until its listing is found.
import type { FastifyRequest } from 'fastify'
import type { ApiOperation } from '../../../src/contract/access'
import { GuidSchema } from '../../../src/contract/common'
import { FROM_DRAFT_HEADER } from '../../../src/contract/jobs'
import { ownDraft } from '../../access/draft-owner'
import { refuse, type TeamContext } from '../team-context'
import type { SignedIn } from '../../auth/sessions'
import { genericProblem } from '../../http/problems'
import { callerOf } from '../../meter/meter-caller'
import type { ServiceExtensions } from '../../proxy/service-extensions'
import type { UpstreamAnswer } from '../../proxy/upstream'
import type { DraftListingRecord } from '../../store/job-records'

/** A person's create naming its draft: claimed, or the answer of the draft's read to pass on as it came. */
export type Claimed = { origin: DraftOrigin } | { answer: UpstreamAnswer }

/** Why a draft cannot be listed now: it was, or a create from it is under way or lost. */
export function alreadyListed(record: DraftListingRecord): string {
  if (record.state === 'listed')
    return `This draft was listed on the marketplace already (listing ${record.listingId ?? ''}, ${record.listedAt?.slice(0, 10) ?? ''}): a draft is listed once.`
  const where = record.jobId === null ? '' : ` by bulk job ${record.jobId}`
  return `A listing is being made from this draft already${where}, or the answer to its create was lost: check the pharmacy's listings before listing it again.`
}

export class DraftOrigin {
  private constructor(
    private readonly ctx: TeamContext,
    readonly draftId: string,
  ) {}

  /** For a person's create naming its draft: the claim, or a refusal (audited); null when none is named. */
  static async claim(
    ctx: TeamContext,
    extensions: ServiceExtensions,
    request: FastifyRequest,
    signedIn: SignedIn,
    operation: ApiOperation,
    npi: number | null,
  ): Promise<Claimed | null> {
    const header = request.headers[FROM_DRAFT_HEADER]
    if (operation !== 'createMarketplaceListing' || header === undefined || npi === null) return null
    const draftId = String(header)
    if (!GuidSchema.safeParse(draftId).success)
      throw genericProblem(
        400,
        `${FROM_DRAFT_HEADER} must be the id (a GUID) of the draft the listing is made from.`,
      )
    const own = await ownDraft(ctx.upstream, extensions, npi, draftId, callerOf(request, signedIn))
    if ('answer' in own) return { answer: own.answer }
    if (!own.own)
      throw await refuse(ctx, request, signedIn, operation, own.status, own.message, {
        npi,
        targetId: draftId,
        body: request.body,
      })
    const claimed = await ctx.store.draftListings.claim({
      draftId,
      npi,
      userId: signedIn.user.id,
      jobId: null,
      jobRow: null,
      claimedAt: ctx.clock().toISOString(),
    })
    if (claimed !== true)
      throw await refuse(ctx, request, signedIn, operation, 409, alreadyListed(claimed), {
        npi,
        targetId: draftId,
        body: request.body,
      })
    return { origin: new DraftOrigin(ctx, draftId) }
  }

  /** Nothing was sent, or nothing was made. */
  release(): Promise<void> {
    return this.ctx.store.draftListings.release(this.draftId)
  }

  /** The answer came: a listing made from the draft, or a refusal that made nothing. */
  settle(status: number, listingId: string | null): Promise<void> {
    if (status < 200 || status >= 300) return this.release()
    // Made, but the answer names no listing: the claim stays, so the draft is not listed again.
    if (listingId === null) return Promise.resolve()
    return this.ctx.store.draftListings.complete(this.draftId, listingId, this.ctx.clock())
  }
}
