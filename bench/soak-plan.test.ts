import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cashOfferBodyProblems, updateCashOfferBodySchema } from '../src/contract/cash-offers'
import { isValidNpi } from '../src/contract/npi'
import { listingBodyProblems, updateListingBodySchema } from '../src/contract/listings'
import { ScenarioSchema } from '../server/scenarios/scenario'
import { listingUpdate, offerUpdate, planWorkers, validQuantity } from './soak-plan'

// The soak's promise is "every write is valid and no two clients write the same object": checked here
// against the demo scenario with the contract's own rules, so a 4xx or a 409 in a soak run is news.

const demo = ScenarioSchema.parse(
  JSON.parse(readFileSync(fileURLToPath(new URL('../server/scenarios/demo.json', import.meta.url)), 'utf8')),
)
const plans = planWorkers(demo, 50)
const now = new Date()

describe('soak plan', () => {
  it('gives 50 clients across the three groups, each acting only for unrestricted members of its group', () => {
    expect(plans).toHaveLength(50)
    expect(new Set(plans.map((p) => p.apiKey))).toEqual(
      new Set(['demo-riverside-key', 'demo-lakeside-key', 'demo-summit-key']),
    )
    for (const plan of plans) {
      const members = demo.pharmacies.filter(
        (p) => p.groupIds.includes(plan.groupId) && p.restriction === null,
      )
      expect(plan.actingNpis.sort()).toEqual(members.map((p) => p.npi).sort())
    }
  })

  it('owns every object at most once, and only Pending objects of its own group', () => {
    const owned = plans.flatMap((p) => [
      ...p.listings.map((l) => l.id),
      ...p.offers.map((o) => o.id),
      ...p.drafts,
    ])
    expect(new Set(owned).size).toBe(owned.length)
    const npis = plans.flatMap((p) => p.freshNpis)
    expect(new Set(npis).size).toBe(npis.length)
    for (const plan of plans) {
      for (const l of plan.listings) expect(demo.listings.find((x) => x.id === l.id)?.status).toBe(0)
      for (const o of plan.offers)
        expect(demo.cashOffers.find((x) => x.id === o.id)).toMatchObject({
          status: 0,
          createdByGroupId: plan.groupId,
        })
      for (const d of plan.drafts)
        expect(demo.drafts.find((x) => x.id === d)).toMatchObject({ status: 0, groupId: plan.groupId })
    }
    expect(plans.reduce((n, p) => n + p.listings.length, 0)).toBeGreaterThan(20)
    expect(plans.reduce((n, p) => n + p.offers.length, 0)).toBeGreaterThan(20)
  })

  it('invites only valid NPIs nobody registered or invited', () => {
    const known = new Set([...demo.pharmacies.map((p) => p.npi), ...demo.invitations.map((i) => i.npi)])
    for (const npi of plans.flatMap((p) => p.freshNpis)) {
      expect(isValidNpi(npi)).toBe(true)
      expect(known.has(npi)).toBe(false)
    }
    expect(plans.filter((p) => p.registeredToAdd === 1976403521)).toHaveLength(3)
  })

  it('writes bodies that pass every rule of the contract', () => {
    for (const plan of plans) {
      for (let seq = 1; seq <= 30; seq++) {
        for (const listing of plan.listings) {
          const body = updateListingBodySchema({ now, packageSize: listing.drug.packageSize }).parse(
            listingUpdate(plan, listing, seq),
          )
          expect(listingBodyProblems(body, { now, packageSize: listing.drug.packageSize })).toEqual([])
        }
        for (const offer of plan.offers) {
          const ctx = {
            now,
            packageSize: offer.drug.packageSize,
            shippingRequestMethod: offer.medium ? ('Medium' as const) : ('Standard' as const),
          }
          const body = updateCashOfferBodySchema(ctx).parse(offerUpdate(plan, offer, seq))
          expect(cashOfferBodyProblems(body, ctx)).toEqual([])
        }
      }
    }
  })

  it('keeps partial quantities within the package with two decimals', () => {
    expect(validQuantity(true, 30, 7)).toBe(1)
    expect(validQuantity(false, 30, 9)).toBe(3)
    expect(validQuantity(false, 30, 8)).toBe(27)
    expect(validQuantity(false, 2, 8)).toBe(1.8)
    expect(validQuantity(false, 0.05, 1)).toBe(0.01)
  })
})
