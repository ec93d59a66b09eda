import { describe, expect, it } from 'vitest'
import {
  NDC_STAT_MEASURES,
  NDC_STAT_MEMBERS,
  NDC_STAT_SOURCES,
  NdcQuerySchema,
  NdcStatisticSchema,
  ndcQueryProblems,
  ndcQuerySchema,
} from './ndc-stats'

const members = Object.values(NDC_STAT_MEMBERS).flatMap((m) => Object.values(m))
const stat = Object.fromEntries(members.map((m, i) => [m, { price: 10 + i, quantity: 1 + i }]))

describe('NdcStatisticSchema', () => {
  it('has exactly the twelve spec members, grouped by source and measure', () => {
    expect(members.sort()).toEqual(Object.keys(NdcStatisticSchema.shape).sort())
    expect(members).toHaveLength(12)
    expect(NDC_STAT_SOURCES.length * NDC_STAT_MEASURES.length).toBe(12)
    expect(NDC_STAT_MEMBERS.offered.mostRecent).toBe('mostRecentPriceOffered')
  })

  it('parses a statistic and rejects a member without a price', () => {
    expect(NdcStatisticSchema.parse(stat).highListed).toEqual(stat.highListed)
    expect(
      NdcStatisticSchema.safeParse({ ...stat, lowListed: { quantity: 1 } }).error?.issues[0]?.path,
    ).toEqual(['lowListed', 'price'])
    expect(NdcStatisticSchema.safeParse({ ...stat, lowListed: null }).success).toBe(true)
  })
})

describe('NDC query', () => {
  it('requires nationalDrugCode as a string', () => {
    expect(NdcQuerySchema.safeParse({}).error?.issues[0]?.path).toEqual(['nationalDrugCode'])
  })

  it('reports an invalid NDC as a field problem', () => {
    expect(ndcQueryProblems({ nationalDrugCode: '0002-7597-01' })).toEqual([])
    expect(ndcQueryProblems({ nationalDrugCode: '0002759701' }).map((p) => [p.field, p.code])).toEqual([
      ['nationalDrugCode', 'PredicateValidator'],
    ])
    expect(ndcQuerySchema().safeParse({ nationalDrugCode: 'abc' }).error?.issues[0]?.path).toEqual([
      'nationalDrugCode',
    ])
  })
})
