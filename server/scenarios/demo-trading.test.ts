import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { quantityProblem } from '../../src/contract/quantity'
import { ScenarioSchema } from './scenario'

// Demo facts about drafts, listings, cash offers and transactions (see demo.test.ts for people and drugs).

const demo = ScenarioSchema.parse(
  JSON.parse(readFileSync(fileURLToPath(new URL('./demo.json', import.meta.url)), 'utf8')),
)
const ACTING_NPI = 1234567893
const NO_DATA_NDC = '59762-3304-01'
const ALL_STATUSES = [0, 1, 2, 5, 6, 7, 10]

const pharmacyByNpi = (npi: number) => {
  const p = demo.pharmacies.find((x) => x.npi === npi)
  if (!p) throw new Error(`pharmacy ${npi} missing`)
  return p
}
const acting = pharmacyByNpi(ACTING_NPI)
const restricted = pharmacyByNpi(1643820958)
const groupId = (name: string) => demo.groups.find((g) => g.name === name)?.id
const drug = (ndc: string) => {
  const d = demo.drugs.find((x) => x.ndc === ndc)
  if (!d) throw new Error(`drug ${ndc} missing`)
  return d
}
/** Days from load time of a relative scenario date; the demo writes every date in relative form. */
const days = (value: string) => {
  const m = /^([+-])(\d+)d$/.exec(value)
  if (!m) throw new Error(`not a relative date: ${value}`)
  return Number(m[2]) * (m[1] === '-' ? -1 : 1)
}
const isMoney = (n: number) => n > 0 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6
const distinct = <T>(values: T[]) => new Set(values).size === values.length

describe('demo drafts', () => {
  const drafts = demo.drafts
  const mine = drafts.filter((d) => d.sellerPharmacyId === acting.id)
  const minePending = mine.filter((d) => d.status === 0)

  it('has 500 drafts, 200 Pending and a few Published for the acting pharmacy, owned by Riverside', () => {
    expect(drafts).toHaveLength(500)
    expect(minePending).toHaveLength(200)
    expect(mine.filter((d) => d.status === 1).length).toBeGreaterThanOrEqual(3)
    expect(new Set(mine.map((d) => d.groupId))).toEqual(new Set([groupId('Riverside Health Group')]))
  })

  it('the acting pharmacy drafts cover every drug, branded and generic', () => {
    expect(new Set(minePending.map((d) => d.ndc))).toEqual(new Set(demo.drugs.map((d) => d.ndc)))
  })

  it('each package flag occurs both ways in the acting pharmacy Pending drafts', () => {
    for (const flag of ['fullPackage', 'sealedPackage', 'originalPackage', 'tornPackageLabel'] as const) {
      expect(new Set(minePending.map((d) => d[flag])), flag).toEqual(new Set([true, false]))
    }
  })

  it('some drafts are expired, some expire within 90 days, most later', () => {
    const offsets = minePending.map((d) => days(d.expirationDate))
    expect(offsets.filter((n) => n < 0).length).toBeGreaterThanOrEqual(5)
    expect(offsets.filter((n) => n > 0 && n < 90).length).toBeGreaterThanOrEqual(5)
    expect(offsets.filter((n) => n > 90).length).toBeGreaterThan(minePending.length / 2)
  })

  it('Lakeside and Summit own drafts of their own members', () => {
    for (const name of ['Lakeside Pharmacies', 'Summit Rx Cooperative']) {
      expect(drafts.filter((d) => d.groupId === groupId(name)).length, name).toBeGreaterThanOrEqual(100)
    }
  })
})

describe('quantity and price rules hold for every demo object', () => {
  it('drafts and listings: full package -> 1, else 0.01 up to the package size', () => {
    for (const x of [...demo.drafts, ...demo.listings]) {
      expect(quantityProblem(x.fullPackage, x.quantity, drug(x.ndc).packageSize), x.id).toBeNull()
      expect(isMoney(x.price), `${x.id} price ${x.price}`).toBe(true)
    }
  })

  it('cash offers: requireFullPackage -> 1, else 0.01 up to the package size', () => {
    for (const o of demo.cashOffers) {
      expect(
        quantityProblem(o.requireFullPackage, o.requestedQuantity, drug(o.ndc).packageSize),
        o.id,
      ).toBeNull()
      expect(isMoney(o.price), o.id).toBe(true)
    }
  })

  it('transactions: positive money and a quantity within the package size', () => {
    for (const t of demo.transactions) {
      expect(quantityProblem(false, t.quantity, drug(t.ndc).packageSize), t.id).toBeNull()
      expect(isMoney(t.price), t.id).toBe(true)
    }
  })
})

describe('demo listings', () => {
  const mine = demo.listings.filter((l) => l.sellerPharmacyId === acting.id)

  it('the acting pharmacy, and the other pharmacies together, have listings in every status', () => {
    const others = demo.listings.filter((l) => l.sellerPharmacyId !== acting.id)
    expect([...new Set(mine.map((l) => l.status))].sort((a, b) => a - b)).toEqual(ALL_STATUSES)
    expect([...new Set(others.map((l) => l.status))].sort((a, b) => a - b)).toEqual(ALL_STATUSES)
  })

  it('Pending listings can be saved unchanged: future expiration, no buyer', () => {
    for (const l of demo.listings.filter((x) => x.status === 0)) {
      expect(days(l.expirationDate), l.id).toBeGreaterThan(30)
      expect(l.buyerPharmacyId).toBeNull()
    }
    for (const l of demo.listings.filter((x) => [1, 2, 5, 6, 7].includes(x.status))) {
      expect(l.buyerPharmacyId, l.id).not.toBeNull()
    }
  })

  it('the restricted Riverside member has a Pending listing', () => {
    expect(demo.listings.some((l) => l.sellerPharmacyId === restricted.id && l.status === 0)).toBe(true)
  })

  it('some listings show only in state, some carry serial numbers and notes', () => {
    expect(new Set(mine.map((l) => l.showOnlyInState))).toEqual(new Set([true, false]))
    expect(demo.listings.some((l) => l.serialNumber !== null && l.additionalPackageNotes !== null)).toBe(true)
    expect(demo.listings.some((l) => l.serialNumber === null)).toBe(true)
  })
})

describe('demo cash offers', () => {
  const mine = demo.cashOffers.filter((o) => o.buyerPharmacyId === acting.id)

  it('the acting pharmacy, and the other pharmacies together, have offers in every status', () => {
    const others = demo.cashOffers.filter((o) => o.buyerPharmacyId !== acting.id)
    expect([...new Set(mine.map((o) => o.status))].sort((a, b) => a - b)).toEqual(ALL_STATUSES)
    expect([...new Set(others.map((o) => o.status))].sort((a, b) => a - b)).toEqual(ALL_STATUSES)
  })

  it('Medium offers carry a positive maxShippingPrice, Standard offers null', () => {
    for (const o of demo.cashOffers) {
      if (o.shippingRequestMethod === 'Medium') expect(o.maxShippingPrice, o.id).toBeGreaterThan(0)
      else expect(o.maxShippingPrice, o.id).toBeNull()
    }
    const pendingMethods = mine.filter((o) => o.status === 0).map((o) => o.shippingRequestMethod)
    expect(new Set(pendingMethods)).toEqual(new Set(['Standard', 'Medium']))
  })

  it('Pending offers have future dates and some show only in state', () => {
    for (const o of demo.cashOffers.filter((x) => x.status === 0)) {
      expect(days(o.minimalExpirationDate), o.id).toBeGreaterThan(30)
      if (o.shipByDate !== null) expect(days(o.shipByDate), o.id).toBeGreaterThan(0)
    }
    expect(demo.cashOffers.some((o) => o.showOnlyInState)).toBe(true)
    expect(demo.cashOffers.some((o) => o.buyingPharmacyMessage !== null)).toBe(true)
  })

  it('Lakeside and Summit place and list on their own', () => {
    for (const name of ['Lakeside Pharmacies', 'Summit Rx Cooperative']) {
      const memberIds = new Set(
        demo.pharmacies.filter((p) => p.groupIds.includes(groupId(name) ?? '')).map((p) => p.id),
      )
      expect(
        demo.cashOffers.filter((o) => o.createdByGroupId === groupId(name)).length,
        name,
      ).toBeGreaterThan(5)
      expect(demo.listings.filter((l) => memberIds.has(l.sellerPharmacyId)).length, name).toBeGreaterThan(5)
    }
  })
})

describe('ids named in the README demo section', () => {
  const listing = (id: string) => demo.listings.find((l) => l.id === id)
  const offer = (id: string) => demo.cashOffers.find((o) => o.id === id)

  it('listings of the acting pharmacy and of the restricted member', () => {
    expect(listing('9979ac03-1763-44d3-8c5e-65d6d20e0e8d')).toMatchObject({
      sellerPharmacyId: acting.id,
      status: 0,
      ndc: '00002-7597-01',
    })
    expect(listing('19045536-9462-46ce-ab3e-02b285f0605c')).toMatchObject({
      sellerPharmacyId: acting.id,
      status: 0,
      fullPackage: false,
    })
    expect(listing('c9b3724f-8377-4bf7-b924-94087b6c41d7')).toMatchObject({
      sellerPharmacyId: acting.id,
      status: 1,
    })
    expect(listing('d883f625-1754-4560-86f6-a7b73c5750c7')).toMatchObject({
      sellerPharmacyId: acting.id,
      status: 10,
    })
    expect(listing('0f849548-0ba3-4bde-a052-3ce344b212ff')).toMatchObject({
      sellerPharmacyId: restricted.id,
      status: 0,
    })
  })

  it('Pending Medium and Standard offers of the acting pharmacy', () => {
    expect(offer('884b0fc1-9c2b-4637-bd72-5d6e9546144a')).toMatchObject({
      buyerPharmacyId: acting.id,
      status: 0,
      shippingRequestMethod: 'Medium',
    })
    expect(offer('35f114dc-8047-4cee-a5b7-b96c7698fb75')).toMatchObject({
      buyerPharmacyId: acting.id,
      status: 0,
      shippingRequestMethod: 'Standard',
    })
    expect(offer('57e5cb8c-f6d7-4aa9-a6f3-ea1d54b280a9')).toMatchObject({
      buyerPharmacyId: acting.id,
      status: 7,
    })
  })
})

describe('demo NDC statistics sources', () => {
  const sources = (ndc: string) => ({
    transacted: demo.transactions.filter((t) => t.ndc === ndc),
    offered: demo.cashOffers.filter((o) => o.ndc === ndc && o.status !== 10),
    listed: demo.listings.filter((l) => l.ndc === ndc && l.status !== 10),
  })

  it('has at least 300 transactions', () => {
    expect(demo.transactions.length).toBeGreaterThanOrEqual(300)
  })

  it('every drug but the no-data one has rows in all three sources', () => {
    for (const d of demo.drugs.filter((x) => x.ndc !== NO_DATA_NDC)) {
      const s = sources(d.ndc)
      expect([s.transacted.length > 0, s.offered.length > 0, s.listed.length > 0], d.ndc).toEqual([
        true,
        true,
        true,
      ])
    }
    expect(sources('00002-7597-01').transacted.length).toBeGreaterThanOrEqual(5)
  })

  it(`${NO_DATA_NDC} is a drug with no transactions, offers or listings at all`, () => {
    expect(demo.drugs.some((d) => d.ndc === NO_DATA_NDC)).toBe(true)
    expect(demo.transactions.some((t) => t.ndc === NO_DATA_NDC)).toBe(false)
    expect(demo.cashOffers.some((o) => o.ndc === NO_DATA_NDC)).toBe(false)
    expect(demo.listings.some((l) => l.ndc === NO_DATA_NDC)).toBe(false)
  })

  it('"most recent" has one answer per NDC: dates are distinct within each source', () => {
    for (const d of demo.drugs) {
      const s = sources(d.ndc)
      expect(distinct(s.transacted.map((t) => t.date)), d.ndc).toBe(true)
      expect(distinct(demo.cashOffers.filter((o) => o.ndc === d.ndc).map((o) => o.listingDate)), d.ndc).toBe(
        true,
      )
      expect(distinct(demo.listings.filter((l) => l.ndc === d.ndc).map((l) => l.listingDate)), d.ndc).toBe(
        true,
      )
    }
  })
})
