import { NdcStatisticSchema, type NdcStatistic, type PricePoint } from '../contract/ndc-stats'

// Test data, never imported by the app: an NDC transaction statistic as the sandbox sends it for a drug
// without data (every one of the twelve members a zero point), with the members a test gives instead.

const ZERO: PricePoint = { price: 0, quantity: 0 }

export function ndcStatisticFixture(overrides: Partial<NdcStatistic> = {}): NdcStatistic {
  const zeros = Object.fromEntries(Object.keys(NdcStatisticSchema.shape).map((member) => [member, ZERO]))
  return NdcStatisticSchema.parse({ ...zeros, ...overrides })
}
