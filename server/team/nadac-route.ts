// GET /team/nadac?ndc=<11 digits>,... (src/contract/nadac.ts): CMS's NADAC from the team store's table,
// loaded by `npm run nadac:import` (docs/price-per-unit.md). This server's own data, as the drafts it
// listed are (jobs/listed-drafts.ts): every signed-in role may read it, nothing is audited (nothing
// changes) and nothing goes to the service, so it spends none of the group's calls (decision 0031).
import type { FastifyInstance } from 'fastify'
import { NADAC_MAX_NDCS, NADAC_PATH, type NadacAnswer } from '../../src/contract/nadac'
import { requestShapeProblem } from '../http/problems'
import { signedInFor, type TeamContext } from './team-context'

/** The NDCs asked for, or the problem with the query in words. */
export function nadacQuery(query: unknown): string[] | string {
  const text = (query as { ndc?: unknown } | null)?.ndc
  if (typeof text !== 'string' || text.trim() === '')
    return 'Give the NDCs, normalized to 11 digits and separated by commas: ndc=00093505498,60505025101.'
  const ndcs = [...new Set(text.split(',').map((ndc) => ndc.trim()))]
  const bad = ndcs.find((ndc) => !/^\d{11}$/.test(ndc))
  if (bad !== undefined) return `"${bad}" is not an NDC normalized to 11 digits.`
  if (ndcs.length > NADAC_MAX_NDCS) return `At most ${NADAC_MAX_NDCS} NDCs in one read; ${ndcs.length} given.`
  return ndcs
}

export function nadacRoute(app: FastifyInstance, ctx: TeamContext): void {
  app.get(NADAC_PATH, async (request, reply) => {
    await signedInFor(ctx, request, 'readNadac')
    const ndcs = nadacQuery(request.query)
    if (typeof ndcs === 'string') throw requestShapeProblem({ ndc: [ndcs] })
    const answer: NadacAnswer = { items: await ctx.store.nadac.find(ndcs) }
    // A week's figures: the dashboard keeps them for the page; no shared cache keeps a person's reads.
    return reply.header('cache-control', 'private, max-age=300').send(answer)
  })
}
