import type { Scenario, ScenarioDrug } from './scenario'
import { cents, daysFromNow, guidFor, type Random } from './demo-random'
import { DEMO_PHARMACY_KEYS, groupId, pharmacyId, pharmacyKeysOf, type GroupKey } from './demo-pharmacies'
import { ACTING_PHARMACY, RESTRICTED_PHARMACY } from './demo-inventory'
import { BUYER_MESSAGES, distinctDay, priceFor, quantityFor } from './demo-values'

// Cash offers (what pharmacies want to buy) and completed transactions (what they paid).

type CashOffer = Scenario['cashOffers'][number]
type Transaction = Scenario['transactions'][number]
type Status = CashOffer['status']

/** Every status for the acting pharmacy; within each status the methods alternate, Medium first. */
export const ACTING_OFFER_STATUSES: Status[] = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 5, 5, 6, 6, 7, 7, 7, 10, 10, 10,
]
const WEIGHTED_STATUSES: Status[] = [0, 0, 0, 0, 0, 0, 1, 1, 2, 5, 6, 7, 7, 7, 10, 10]
const LIVE_STATUSES: Status[] = [0, 0, 0, 1, 2, 5, 6, 7]

function cashOffer(
  rng: Random,
  usedDays: Map<string, Set<number>>,
  buyer: string,
  group: GroupKey,
  n: number,
  drug: ScenarioDrug,
  status: Status,
  medium: boolean,
): CashOffer {
  const requireFullPackage = rng.chance(0.4)
  const requestedQuantity = quantityFor(rng, drug, requireFullPackage)
  const pending = status === 0
  return {
    id: guidFor(`cash-offer:${buyer}:${n}`),
    buyerPharmacyId: pharmacyId(buyer),
    createdByGroupId: groupId(group),
    ndc: drug.ndc,
    // Pending offers must be saveable unchanged, so their dates are always ahead.
    minimalExpirationDate: daysFromNow(pending ? rng.int(90, 540) : rng.int(-30, 400)),
    price: priceFor(rng, drug, requireFullPackage, requestedQuantity, 0.4, 0.85),
    requestedQuantity,
    requireFullPackage,
    requireSealedPackage: rng.chance(0.55),
    requireOriginalPackage: rng.chance(0.6),
    requireIntactPackageLabel: rng.chance(0.7),
    // spec: Endpoints > 4: maxShippingPrice is required and positive for Medium, null otherwise.
    shippingRequestMethod: medium ? 'Medium' : 'Standard',
    maxShippingPrice: medium ? cents(12 + rng.next() * 38) : null,
    shipByDate: rng.chance(0.4) ? daysFromNow(pending ? rng.int(5, 45) : rng.int(-45, 20)) : null,
    buyingPharmacyMessage: rng.chance(0.35) ? rng.pick(BUYER_MESSAGES) : null,
    showOnlyInState: rng.chance(0.25),
    status,
    listingDate: daysFromNow(-distinctDay(rng, usedDays, drug.ndc, pending ? 1 : 10, pending ? 60 : 240)),
  }
}

export function buildCashOffers(rng: Random, tradingDrugs: ScenarioDrug[]): CashOffer[] {
  const usedDays = new Map<string, Set<number>>()
  const offers: CashOffer[] = []
  const zyprexa = tradingDrugs.find((d) => d.ndc === '00002-7597-01')
  if (!zyprexa) throw new Error('00002-7597-01 missing from the trading drugs')

  let previous: Status | undefined
  let indexInStatus = 0
  ACTING_OFFER_STATUSES.forEach((status, n) => {
    indexInStatus = status === previous ? indexInStatus + 1 : 0
    previous = status
    const drug = n < 2 ? zyprexa : rng.pick(tradingDrugs)
    offers.push(
      cashOffer(rng, usedDays, ACTING_PHARMACY, 'riverside', n, drug, status, indexInStatus % 2 === 0),
    )
  })
  const restricted: Status[] = [0, 7]
  restricted.forEach((status, n) =>
    offers.push(
      cashOffer(rng, usedDays, RESTRICTED_PHARMACY, 'riverside', n, rng.pick(tradingDrugs), status, n === 0),
    ),
  )

  const buyers: [string, GroupKey][] = [
    ['maple-grove', 'riverside'],
    ...pharmacyKeysOf('lakeside').map((k): [string, GroupKey] => [k, 'lakeside']),
    ...pharmacyKeysOf('summit').map((k): [string, GroupKey] => [k, 'summit']),
  ]
  const counters = new Map<string, number>()
  const add = (drug: ScenarioDrug, status: Status) => {
    const [buyer, group] = rng.pick(buyers)
    const n = counters.get(buyer) ?? 0
    counters.set(buyer, n + 1)
    offers.push(cashOffer(rng, usedDays, buyer, group, n, drug, status, rng.chance(0.4)))
  }
  // Each trading drug gets one offer that counts for the statistics, then a random spread.
  for (const drug of [...tradingDrugs, zyprexa]) add(drug, rng.pick(LIVE_STATUSES))
  for (let i = 0; i < 40; i++) add(rng.pick(tradingDrugs), rng.pick(WEIGHTED_STATUSES))
  return offers
}

/** 6 to 11 transactions per trading drug over the last year, one per day per NDC. */
export function buildTransactions(rng: Random, tradingDrugs: ScenarioDrug[]): Transaction[] {
  const usedDays = new Map<string, Set<number>>()
  const transactions: Transaction[] = []
  for (const drug of tradingDrugs) {
    const count = drug.ndc === '00002-7597-01' ? 12 : rng.int(6, 11)
    for (let i = 0; i < count; i++) {
      const [seller, buyer] = rng.shuffle(DEMO_PHARMACY_KEYS)
      if (!seller || !buyer) throw new Error('need two pharmacies to trade')
      const fullPackage = rng.chance(0.6)
      const quantity = quantityFor(rng, drug, fullPackage)
      transactions.push({
        id: guidFor(`transaction:${drug.ndc}:${i}`),
        ndc: drug.ndc,
        price: priceFor(rng, drug, fullPackage, quantity, 0.5, 0.9),
        quantity,
        date: daysFromNow(-distinctDay(rng, usedDays, drug.ndc, 1, 365)),
        sellerPharmacyId: pharmacyId(seller),
        buyerPharmacyId: pharmacyId(buyer),
      })
    }
  }
  return transactions
}
