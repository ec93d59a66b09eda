// spec: Endpoints > 5: figures computed from the stored transactions, cash offers and listings.
import type { FastifyInstance } from 'fastify'
import { parseNdc } from '../../src/contract/ndc'
import {
  NDC_STAT_MEMBERS,
  NDC_STAT_SOURCES,
  ndcQueryProblems,
  type NdcStatistic,
} from '../../src/contract/ndc-stats'
import { authenticate } from '../http/auth'
import { rejectProblems, requireQueryValue } from '../http/pipeline'
import type { RouteContext } from './context'

export function ndcStatisticRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { repos } = ctx
  app.get('/api/v1/ndc-transaction-statistic', async (request): Promise<NdcStatistic> => {
    const nationalDrugCode = requireQueryValue(request.query, 'nationalDrugCode')
    rejectProblems(ndcQueryProblems({ nationalDrugCode }), { nationalDrugCode })
    await authenticate(request, repos.groups)
    const ndc = parseNdc(nationalDrugCode)
    // A valid NDC nobody trades (or not in the catalogue) answers 200 with zeros.
    const drug = ndc.ok ? await repos.drugs.findByNdc(ndc.normalized) : undefined
    const figures = await repos.ndcStatistics.forDrug(drug?.key)
    const statistic: Record<string, { price: number; quantity: number }> = {}
    for (const source of NDC_STAT_SOURCES) {
      const members = NDC_STAT_MEMBERS[source]
      statistic[members.high] = figures[source].high
      statistic[members.low] = figures[source].low
      statistic[members.average] = figures[source].average
      statistic[members.mostRecent] = figures[source].mostRecent
    }
    return statistic as NdcStatistic
  })
}
