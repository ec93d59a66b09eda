// PUT /auth/acting-pharmacy: the pharmacy a person acts for, chosen in the dashboard's switcher and
// remembered on the server, so that their next sign-in (in any browser) acts for it again. Only one of
// their own pharmacies of the group; the choice is recorded in the audit log, as a refusal is.
import type { FastifyInstance } from 'fastify'
import { actsFor, npiRefusal } from '../../src/contract/access'
import { isValidNpi } from '../../src/contract/npi'
import { ActingPharmacyBodySchema } from '../../src/contract/session'
import { sentOf } from '../audit/audit-log'
import { UNSUPPORTED_BODY, UNSUPPORTED_MESSAGE } from '../http/content-types'
import { genericProblem, requestShapeProblem } from '../http/problems'
import { sessionAnswer } from './session-answer'
import { actorOf, refuse, signedInFor, type TeamContext } from './team-context'

const OPERATION = 'chooseActingPharmacy'

export function actingPharmacyRoutes(app: FastifyInstance, ctx: TeamContext): void {
  app.put('/auth/acting-pharmacy', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, OPERATION)
    if (request.body === UNSUPPORTED_BODY) throw genericProblem(415, UNSUPPORTED_MESSAGE)
    const parsed = ActingPharmacyBodySchema.safeParse(request.body ?? {})
    if (!parsed.success) throw requestShapeProblem({ npi: ['Send the NPI of the pharmacy to act for.'] })
    const { npi } = parsed.data
    if (!isValidNpi(npi)) throw requestShapeProblem({ npi: [`${npi} is not a valid NPI.`] })
    const facts = { npi, body: request.body }
    if (!actsFor(signedIn.user.npis, npi))
      throw await refuse(ctx, request, signedIn, OPERATION, 403, npiRefusal(npi), facts)
    const members = await ctx.groupMembers()
    if (members !== null && !members.some((member) => member.npi === npi))
      throw await refuse(
        ctx,
        request,
        signedIn,
        OPERATION,
        403,
        `NPI ${npi} is not a member pharmacy of the group, so nobody can act for it.`,
        facts,
      )
    await ctx.store.users.setActingNpi(signedIn.user.id, npi)
    await ctx.audit.event(
      request,
      { operation: OPERATION, actor: actorOf(signedIn), npi },
      { status: 200, shape: null, message: null },
      sentOf(request, request.body),
    )
    const user = { ...signedIn.user, actingNpi: npi }
    return reply.header('cache-control', 'no-store').send(await sessionAnswer(ctx, { ...signedIn, user }))
  })
}
