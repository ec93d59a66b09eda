import { z } from 'zod/mini'
import { addProblems, type FieldProblem } from './errors'
import { ndcProblem } from './ndc'

// spec: Resources > NDC transaction statistic — twelve members, each { price, quantity }. A point's
// numbers are never null (the sandbox sends 0 for a source without data); a member may be null, in
// case the real service leaves out a source it has no data for.
export const PricePointSchema = z.object({ price: z.number(), quantity: z.number() })
export type PricePoint = z.infer<typeof PricePointSchema>

const point = z.nullable(PricePointSchema)
export const NdcStatisticSchema = z.object({
  highTransacted: point,
  lowTransacted: point,
  averageTransacted: point,
  mostRecentTransacted: point,
  highPriceOffered: point,
  lowPriceOffered: point,
  averagePriceOffered: point,
  mostRecentPriceOffered: point,
  highListed: point,
  lowListed: point,
  averageListed: point,
  mostRecentListed: point,
})
export type NdcStatistic = z.infer<typeof NdcStatisticSchema>
export type NdcStatMember = keyof NdcStatistic

export const NDC_STAT_SOURCES = ['transacted', 'offered', 'listed'] as const
export type NdcStatSource = (typeof NDC_STAT_SOURCES)[number]
export const NDC_STAT_MEASURES = ['high', 'low', 'average', 'mostRecent'] as const
export type NdcStatMeasure = (typeof NDC_STAT_MEASURES)[number]

/** The member name for each source and measure; the spec's names are not regular ("PriceOffered"). */
export const NDC_STAT_MEMBERS = {
  transacted: {
    high: 'highTransacted',
    low: 'lowTransacted',
    average: 'averageTransacted',
    mostRecent: 'mostRecentTransacted',
  },
  offered: {
    high: 'highPriceOffered',
    low: 'lowPriceOffered',
    average: 'averagePriceOffered',
    mostRecent: 'mostRecentPriceOffered',
  },
  listed: { high: 'highListed', low: 'lowListed', average: 'averageListed', mostRecent: 'mostRecentListed' },
} as const satisfies Record<NdcStatSource, Record<NdcStatMeasure, NdcStatMember>>

// spec: Endpoints > 5 — query parameter nationalDrugCode (string, required). Layer 1 is its presence
// and type; its validity (ndc.ts) is a value rule, reported as a field problem.
export const NdcQuerySchema = z.object({ nationalDrugCode: z.string() })
export type NdcQuery = z.infer<typeof NdcQuerySchema>

export function ndcQueryProblems(query: NdcQuery): FieldProblem[] {
  const reason = ndcProblem(query.nationalDrugCode)
  return reason ? [{ field: 'nationalDrugCode', code: 'PredicateValidator', message: reason }] : []
}

/** Layer 3: presence + a valid NDC (what the NDC search field resolves with). */
export function ndcQuerySchema() {
  return NdcQuerySchema.check(z.superRefine((query, c) => addProblems(ndcQueryProblems(query), c)))
}
