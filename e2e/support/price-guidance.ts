import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { NdcStatistic } from '../../src/contract/ndc-stats'
import {
  marketReadings,
  positionSentence,
  suggestPrice,
  type PricingSide,
} from '../../src/contract/price-guidance'
import { unitPrice, unitsCovered, type PricedQuantity } from '../../src/contract/unit-price'
import { formatMoney, formatUnitMoney } from '../../src/components/format/money'
import { DEMO } from './connect'

// What the guidance beside a typed price must say (docs/price-per-unit.md), worked out from the service's
// own figures for the NDC, read here through the API, and the contract's rules.

export async function statisticOf(request: APIRequestContext, ndc: string, headers?: Record<string, string>) {
  const answer = await request.get(`/api/v1/ndc-transaction-statistic?nationalDrugCode=${ndc}`, {
    headers: headers ?? { 'X-SERVICE-AUTH': DEMO.apiKey },
  })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as NdcStatistic
}

export interface Expected {
  /** "Your price: $0.6500 per GM: below every listing; ..." */
  yours: string
  /** The suggested price for the whole quantity, as the field takes it ("142.50"). */
  suggested: string | null
  /** "Suggested price: $142.50 ($0.6477 per GM)" */
  suggestion: string | null
}

export function expectedGuidance(
  statistic: NdcStatistic,
  facts: PricedQuantity,
  unit: string,
  side: PricingSide,
  nadacPerUnit: number | null,
): Expected {
  const readings = marketReadings(statistic, facts.packageSize)
  const perUnit = unitPrice(facts)
  if (perUnit === null) throw new Error('the journey needs a price per unit')
  const position = positionSentence(readings, nadacPerUnit, perUnit)
  const suggestion = suggestPrice(side, readings, nadacPerUnit, unitsCovered(facts))
  return {
    yours: `Your price: ${formatUnitMoney(perUnit)} per ${unit}${position ? `: ${position}` : ''}.`,
    suggested: suggestion?.price?.toFixed(2) ?? null,
    suggestion:
      suggestion && suggestion.price !== null
        ? `Suggested price: ${formatMoney(suggestion.price)} (${formatUnitMoney(suggestion.perUnit)} per ${unit})`
        : null,
  }
}

/** The guidance's region on the page (its name starts "Market and NADAC"). */
export const guidanceIn = (scope: Page | Locator, name: string | RegExp = 'Market and NADAC') =>
  scope.getByRole('region', { name })
