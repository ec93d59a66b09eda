import { npiCheckDigit } from '../src/contract/npi'
import type { Scenario } from '../server/scenarios/scenario'

// Who does what in the soak: each worker acts for one demo group (its API key) and owns its own objects
// (Pending listings, Pending cash offers, Pending drafts, a block of fresh NPIs), so no two workers ever
// write the same object. Every write is then valid by construction and never a 409 by design, and the last
// value a worker saw acknowledged is the value the database must hold at the end.

export type Drug = { ndc: string; packageSize: number }
export type OwnedListing = { id: string; sellerNpi: number; drug: Drug }
export type OwnedOffer = { id: string; buyerNpi: number; drug: Drug; medium: boolean }

export type WorkerPlan = {
  worker: number
  groupId: string
  apiKey: string
  /** Members of the group without a restriction: the pharmacies this worker reads as. */
  actingNpis: number[]
  listings: OwnedListing[]
  offers: OwnedOffer[]
  /** Pending drafts of the group this worker may delete (half of its share: the rest stays searchable). */
  drafts: string[]
  /** Valid NPIs nobody registered or invited: each npi-update invites the next one. */
  freshNpis: number[]
  /** Fresh NPIs sent so far (the plan is the worker's state while it runs). */
  invitedSoFar: number[]
  /** A registered pharmacy in no group, added once by the first worker of each group. */
  registeredToAdd: number | null
  ndcs: string[]
}

const FRESH_NPIS_PER_WORKER = 2_000

/** Valid NPIs from a range of nine-digit prefixes, skipping every NPI the scenario already knows. */
function freshNpis(worker: number, taken: ReadonlySet<number>): number[] {
  const out: number[] = []
  for (let i = 0; out.length < FRESH_NPIS_PER_WORKER; i++) {
    const prefix = String(170_000_000 + worker * 100_000 + i)
    const npi = Number(`${prefix}${npiCheckDigit(prefix)}`)
    if (!taken.has(npi)) out.push(npi)
  }
  return out
}

export function planWorkers(scenario: Scenario, concurrency: number): WorkerPlan[] {
  const drugs = new Map(scenario.drugs.map((d) => [d.ndc, { ndc: d.ndc, packageSize: d.packageSize }]))
  const drugOf = (ndc: string) => {
    const drug = drugs.get(ndc)
    if (!drug) throw new Error(`scenario drug ${ndc} missing`)
    return drug
  }
  const pharmacies = new Map(scenario.pharmacies.map((p) => [p.id, p]))
  const usable = (pharmacyId: string, groupId: string) => {
    const p = pharmacies.get(pharmacyId)
    return p !== undefined && p.restriction === null && p.groupIds.includes(groupId) ? p : null
  }
  const taken = new Set([...scenario.pharmacies.map((p) => p.npi), ...scenario.invitations.map((i) => i.npi)])
  const inNoGroup = scenario.pharmacies.find(
    (p) => p.groupIds.length === 0 && !scenario.invitations.some((i) => i.npi === p.npi),
  )
  const trading = [...new Set([...scenario.listings, ...scenario.cashOffers].map((x) => x.ndc))]
  const ownedListing = new Set<string>()

  const plans: WorkerPlan[] = Array.from({ length: concurrency }, (_, worker) => {
    const group = scenario.groups[worker % scenario.groups.length]!
    return {
      worker,
      groupId: group.id,
      apiKey: group.apiKeys[0]!,
      actingNpis: scenario.pharmacies.filter((p) => usable(p.id, group.id)).map((p) => p.npi),
      listings: [],
      offers: [],
      drafts: [],
      freshNpis: freshNpis(worker, taken),
      invitedSoFar: [],
      registeredToAdd: worker < scenario.groups.length ? (inNoGroup?.npi ?? null) : null,
      ndcs: trading,
    }
  })
  for (const group of scenario.groups) {
    const workers = plans.filter((p) => p.groupId === group.id)
    if (workers.length === 0) continue
    const deal = <T>(items: readonly T[], into: (plan: WorkerPlan, item: T) => void) =>
      items.forEach((item, i) => into(workers[i % workers.length]!, item))
    // A pharmacy in two groups: its listing belongs to the first group that claims it.
    const listings = scenario.listings.filter(
      (l) => l.status === 0 && !ownedListing.has(l.id) && usable(l.sellerPharmacyId, group.id),
    )
    listings.forEach((l) => ownedListing.add(l.id))
    deal(listings, (plan, l) =>
      plan.listings.push({
        id: l.id,
        sellerNpi: usable(l.sellerPharmacyId, group.id)!.npi,
        drug: drugOf(l.ndc),
      }),
    )
    const offers = scenario.cashOffers.filter(
      (o) => o.status === 0 && o.createdByGroupId === group.id && usable(o.buyerPharmacyId, group.id),
    )
    deal(offers, (plan, o) =>
      plan.offers.push({
        id: o.id,
        buyerNpi: usable(o.buyerPharmacyId, group.id)!.npi,
        drug: drugOf(o.ndc),
        medium: o.shippingRequestMethod === 'Medium',
      }),
    )
    const drafts = scenario.drafts.filter((d) => d.status === 0 && d.groupId === group.id)
    deal(
      drafts.filter((_, i) => i % 2 === 0),
      (plan, d) => plan.drafts.push(d.id),
    )
  }
  return plans
}

/** A quantity the spec's rule accepts: 1 for a full package, else 0.01..package size with two decimals. */
export function validQuantity(full: boolean, packageSize: number, seq: number): number {
  if (full) return 1
  return Math.max(0.01, Math.floor(packageSize * ((seq % 9) + 1) * 10) / 100)
}

const DAY_MS = 86_400_000

/** The body of the seq-th listing update of a worker; lotNumber names the write, so the database shows which one won. */
export function listingUpdate(plan: WorkerPlan, listing: OwnedListing, seq: number) {
  const fullPackage = seq % 3 === 0
  return {
    pharmacyNPI: listing.sellerNpi,
    expirationDate: new Date(Date.now() + (300 + (seq % 200)) * DAY_MS).toISOString(),
    lotNumber: `SOAK-${plan.worker}-${seq}`,
    price: Math.round((20 + (seq % 500) * 1.37) * 100) / 100,
    fullPackage,
    quantity: validQuantity(fullPackage, listing.drug.packageSize, seq),
    sealedPackage: seq % 2 === 0,
    originalPackage: seq % 5 !== 0,
    tornPackageLabel: false,
    serialNumber: seq % 4 === 0 ? null : `SN-${plan.worker}-${seq}`,
  }
}

/** The body of the seq-th cash offer update of a worker; the message names the write. */
export function offerUpdate(plan: WorkerPlan, offer: OwnedOffer, seq: number) {
  const requireFullPackage = seq % 3 === 1
  return {
    buyingPharmacyNpi: offer.buyerNpi,
    minimalExpirationDate: new Date(Date.now() + (200 + (seq % 100)) * DAY_MS).toISOString(),
    price: Math.round((15 + (seq % 400) * 0.91) * 100) / 100,
    requireFullPackage,
    requestedQuantity: validQuantity(requireFullPackage, offer.drug.packageSize, seq),
    requireSealedPackage: seq % 2 === 1,
    requireOriginalPackage: true,
    requireIntactPackageLabel: seq % 3 === 0,
    // spec: Endpoints > 4: required and positive for Medium shipping, null or 0 otherwise.
    maxShippingPrice: offer.medium ? 10 + (seq % 30) : null,
    buyingPharmacyMessage: `soak ${plan.worker}-${seq}`,
  }
}
