// GET /api/v1/drug-packages?nationalDrugCode= (decision 0030): the drug package an NDC names, from the
// catalogue the scenario loaded. Not an operation of the marketplace API but this server's own read,
// published as a sandbox extension; it follows the order of checks of every request (decision 0001):
// the NDC present (shape 3) and valid (shape 2), then the key (401). Signed-in users reach the same
// answer through the team layer (server/team/catalogue-route.ts), without a key and without the meter.
import type { FastifyInstance } from 'fastify'
import { DRUG_PACKAGES_PATH, type DrugPackageList } from '../../src/contract/drug-catalogue'
import { parseNdc } from '../../src/contract/ndc'
import { ndcQueryProblems } from '../../src/contract/ndc-stats'
import { authenticate } from '../http/auth'
import { rejectProblems, requireQueryValue } from '../http/pipeline'
import type { DrugsRepository } from '../store/drugs-repository'
import type { RouteContext } from './context'
import { drugPackageOf } from './views'

/** The NDC of a catalogue query, checked as every request checks it: shape 3 when absent, 2 when invalid. */
export function catalogueNdc(query: unknown): string {
  const nationalDrugCode = requireQueryValue(query, 'nationalDrugCode')
  rejectProblems(ndcQueryProblems({ nationalDrugCode }), { nationalDrugCode })
  return nationalDrugCode
}

/** The catalogue's package of a valid NDC (any of its written forms), or none. */
export async function drugPackagesOf(
  drugs: DrugsRepository,
  nationalDrugCode: string,
): Promise<DrugPackageList> {
  const ndc = parseNdc(nationalDrugCode)
  const drug = ndc.ok ? await drugs.findByNdc(ndc.normalized) : undefined
  return { data: drug ? [drugPackageOf(drug)] : [] }
}

export function drugPackageRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(DRUG_PACKAGES_PATH, async (request): Promise<DrugPackageList> => {
    const nationalDrugCode = catalogueNdc(request.query)
    await authenticate(request, ctx.repos.groups)
    return drugPackagesOf(ctx.repos.drugs, nationalDrugCode)
  })
}
