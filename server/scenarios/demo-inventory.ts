import type { Scenario, ScenarioDrug } from './scenario'
import { daysFromNow, guidFor, type Random } from './demo-random'
import { DEMO_PHARMACY_KEYS, groupId, pharmacyId, pharmacyKeysOf, type GroupKey } from './demo-pharmacies'
import {
  PACKAGE_NOTES,
  distinctDay,
  lotNumberFor,
  priceFor,
  quantityFor,
  serialNumberFor,
  shelfExpiryDays,
} from './demo-values'

// Drafts and marketplace listings: what pharmacies have on their shelves.

type Draft = Scenario['drafts'][number]
type Listing = Scenario['listings'][number]
type Status = Listing['status']

export const ACTING_PHARMACY = 'riverside-main'
export const RESTRICTED_PHARMACY = 'harbor-point'
export const ACTING_PUBLISHED_DRAFTS = 6
export const ACTING_PENDING_DRAFTS = 200

/** Every status at least twice for the acting pharmacy, Pending most often (it is the editable one). */
export const ACTING_LISTING_STATUSES: Status[] = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 5, 5, 6, 6, 7, 7, 7, 7, 10, 10, 10,
]
const WEIGHTED_STATUSES: Status[] = [0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 5, 5, 6, 6, 7, 7, 7, 7, 10, 10, 10]
const LIVE_STATUSES: Status[] = [0, 0, 1, 2, 5, 6, 7, 7]

function draft(
  rng: Random,
  seller: string,
  group: GroupKey,
  n: number,
  drug: ScenarioDrug,
  published: boolean,
): Draft {
  const fullPackage = rng.chance(0.4)
  const quantity = quantityFor(rng, drug, fullPackage)
  return {
    id: guidFor(`draft:${seller}:${n}`),
    groupId: groupId(group),
    sellerPharmacyId: pharmacyId(seller),
    ndc: drug.ndc,
    lotNumber: lotNumberFor(rng),
    expirationDate: daysFromNow(shelfExpiryDays(rng)),
    price: priceFor(rng, drug, fullPackage, quantity),
    quantity,
    fullPackage,
    sealedPackage: rng.chance(0.6),
    originalPackage: rng.chance(0.7),
    tornPackageLabel: rng.chance(0.15),
    status: published ? 1 : 0,
  }
}

/** 500 drafts: 206 for the acting pharmacy (every drug, 6 Published), the rest across the other groups. */
export function buildDrafts(rng: Random, drugs: ScenarioDrug[]): Draft[] {
  const drafts: Draft[] = []
  const actingTotal = ACTING_PENDING_DRAFTS + ACTING_PUBLISHED_DRAFTS
  const actingDrugs = [...rng.shuffle(drugs)]
  while (actingDrugs.length < actingTotal) actingDrugs.push(rng.pick(drugs))
  const published = new Set(rng.shuffle(actingDrugs.map((_, i) => i)).slice(0, ACTING_PUBLISHED_DRAFTS))
  actingDrugs.forEach((drug, n) =>
    drafts.push(draft(rng, ACTING_PHARMACY, 'riverside', n, drug, published.has(n))),
  )

  const others: [GroupKey, string[], number][] = [
    ['riverside', [RESTRICTED_PHARMACY, 'maple-grove'], 28],
    ['lakeside', pharmacyKeysOf('lakeside'), 24],
    ['summit', pharmacyKeysOf('summit'), 20],
  ]
  for (const [group, sellers, perSeller] of others) {
    for (const seller of sellers) {
      for (let n = 0; n < perSeller && drafts.length < 500; n++) {
        drafts.push(draft(rng, seller, group, n, rng.pick(drugs), rng.chance(0.04)))
      }
    }
  }
  return drafts
}

interface ListingOverrides {
  drug?: ScenarioDrug
  fullPackage?: boolean
  showOnlyInState?: boolean
  withExtras?: boolean
}

function listing(
  rng: Random,
  usedDays: Map<string, Set<number>>,
  seller: string,
  n: number,
  drug: ScenarioDrug,
  status: Status,
  o: ListingOverrides = {},
): Listing {
  const fullPackage = o.fullPackage ?? rng.chance(0.45)
  const quantity = quantityFor(rng, drug, fullPackage)
  const pending = status === 0
  const withBuyer = status !== 0 && (status !== 10 || rng.chance(0.5))
  const extras = o.withExtras ?? rng.chance(0.25)
  return {
    id: guidFor(`listing:${seller}:${n}`),
    sellerPharmacyId: pharmacyId(seller),
    ndc: drug.ndc,
    lotNumber: lotNumberFor(rng),
    // Pending listings must be saveable unchanged, so their expiration is always ahead.
    expirationDate: daysFromNow(pending ? rng.int(60, 720) : rng.int(-60, 600)),
    price: priceFor(rng, drug, fullPackage, quantity, 0.55, 1.05),
    quantity,
    fullPackage,
    sealedPackage: rng.chance(0.65),
    originalPackage: rng.chance(0.75),
    tornPackageLabel: rng.chance(0.1),
    serialNumber: extras ? serialNumberFor(rng) : null,
    additionalPackageNotes: extras ? rng.pick(PACKAGE_NOTES) : null,
    showOnlyInState: o.showOnlyInState ?? rng.chance(0.25),
    status,
    listingDate: daysFromNow(-distinctDay(rng, usedDays, drug.ndc, pending ? 1 : 10, pending ? 60 : 240)),
    buyerPharmacyId: withBuyer ? pharmacyId(rng.pick(DEMO_PHARMACY_KEYS.filter((k) => k !== seller))) : null,
  }
}

/** Listings of the acting pharmacy (every status), of the restricted member, and of everyone else. */
export function buildListings(rng: Random, tradingDrugs: ScenarioDrug[]): Listing[] {
  const usedDays = new Map<string, Set<number>>()
  const byNdc = (ndc: string) => {
    const drug = tradingDrugs.find((d) => d.ndc === ndc)
    if (!drug) throw new Error(`trading drug ${ndc} missing`)
    return drug
  }
  const listings: Listing[] = []
  // The first Pending listings are the ones a reader of the README tries first; make them telling.
  const actingOverrides: ListingOverrides[] = [
    { drug: byNdc('00002-7597-01'), fullPackage: false, showOnlyInState: false, withExtras: true },
    { drug: byNdc('00074-0554-02'), fullPackage: false, showOnlyInState: true, withExtras: false },
    { drug: byNdc('63323-0262-01'), fullPackage: true, showOnlyInState: false, withExtras: false },
  ]
  ACTING_LISTING_STATUSES.forEach((status, n) => {
    const o = actingOverrides[n] ?? {}
    listings.push(listing(rng, usedDays, ACTING_PHARMACY, n, o.drug ?? rng.pick(tradingDrugs), status, o))
  })
  const restricted: Status[] = [0, 0, 7, 10]
  restricted.forEach((status, n) =>
    listings.push(listing(rng, usedDays, RESTRICTED_PHARMACY, n, rng.pick(tradingDrugs), status)),
  )

  const sellers = DEMO_PHARMACY_KEYS.filter((k) => k !== ACTING_PHARMACY && k !== RESTRICTED_PHARMACY)
  const counters = new Map<string, number>()
  const next = (seller: string) => {
    const n = counters.get(seller) ?? 0
    counters.set(seller, n + 1)
    return n
  }
  // Each trading drug gets one listing that counts for the statistics, then a random spread.
  for (const drug of [...tradingDrugs, byNdc('00002-7597-01')]) {
    const seller = rng.pick(sellers)
    listings.push(listing(rng, usedDays, seller, next(seller), drug, rng.pick(LIVE_STATUSES)))
  }
  for (let i = 0; i < 50; i++) {
    const seller = rng.pick(sellers)
    listings.push(
      listing(rng, usedDays, seller, next(seller), rng.pick(tradingDrugs), rng.pick(WEIGHTED_STATUSES)),
    )
  }
  return listings
}
