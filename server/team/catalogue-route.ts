// GET /api/v1/drug-packages for a signed-in user (decision 0030): the drug package an NDC names, for the
// NDC statistics page opened from a bookmark or a typed NDC. A read of this server's own (the access
// table's listDrugPackages, a team operation), checked like every signed-in call (session, role), and
// answered where the catalogue is: with the built-in sandbox from its own catalogue, with no call to the
// service and so nothing of the group's budget spent; in proxy mode from the service's catalogue through
// the meter, like any call to it, when its API description has the operation, and otherwise with a 404
// in words: the service does not name drugs. Nothing is audited: nothing changes, and nobody is refused.
import type { FastifyInstance } from 'fastify'
import { DRUG_PACKAGES_PATH, type DrugPackageList } from '../../src/contract/drug-catalogue'
import { TEAM_CALLER, TEAM_ROUTE_CONFIG } from '../http/caller-constraint'
import { genericProblem } from '../http/problems'
import { callerOf } from '../meter/meter-caller'
import { ServiceExtensions } from '../proxy/service-extensions'
import { catalogueNdc } from '../routes/drug-packages'
import { signedInFor, type TeamContext } from './team-context'
import { problemOf, send } from './team-forward'

/** This server's own catalogue: the packages an NDC names (none, or its one). */
export type DrugCatalogue = (nationalDrugCode: string) => Promise<DrugPackageList>

export const NO_CATALOGUE =
  'The marketplace service does not name drugs by their NDC: it has no drug catalogue this server can read.'

export function catalogueRoute(app: FastifyInstance, ctx: TeamContext, own: DrugCatalogue | undefined): void {
  const extensions = own ? null : new ServiceExtensions(ctx.upstream, ctx.clock)
  app.get(
    DRUG_PACKAGES_PATH,
    { constraints: TEAM_CALLER, config: TEAM_ROUTE_CONFIG },
    async (request, reply) => {
      const signedIn = await signedInFor(ctx, request, 'listDrugPackages')
      const nationalDrugCode = catalogueNdc(request.query)
      if (own) return own(nationalDrugCode)
      // Asked of the service only when it has a catalogue: no call spent on a path it does not know.
      if (!(await extensions?.has('listDrugPackages'))) throw genericProblem(404, NO_CATALOGUE)
      try {
        const answer = await ctx.upstream.call(
          {
            method: 'GET',
            path: DRUG_PACKAGES_PATH,
            query: new URLSearchParams({ nationalDrugCode }).toString(),
            headers: { accept: 'application/json' },
          },
          { caller: callerOf(request, signedIn) },
        )
        return send(reply, answer)
      } catch (error) {
        throw problemOf(error)
      }
    },
  )
}
