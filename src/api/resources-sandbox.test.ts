import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../server/test-app'
import {
  DRAFT,
  KEY_ONE,
  LISTING_ACCEPTED,
  LISTING_PENDING,
  NDC_QUIET,
  NDC_TRADED,
  NPI_MEMBER,
  OFFER_STANDARD,
} from '../../server/test-fixture'
import { isApiError } from './api-error'
import { cashOfferQueries } from './queries/cash-offers'
import { getCashOffer, listCashOffers, updateCashOffer } from './operations/cash-offers'
import { connect } from './connection-store'
import { draftQueries } from './queries/drafts'
import { deleteDraft, searchDrafts } from './operations/drafts'
import { listingQueries } from './queries/listings'
import { getListing, listListings, updateListing } from './operations/listings'
import { ndcStatistic } from './operations/ndc-stats'
import { searchPharmacies } from './operations/groups'
import { fetchDemoConnection } from './queries/sandbox'
import { dashboardTransport } from './http-client'

// Every resource module against the sandbox over real HTTP: right method, path, query and body, and
// every answer accepted by the contract schemas (a mismatch would be a decode error).

let t: TestApp
let base: string
beforeAll(async () => {
  t = createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  connect({ baseUrl: base, apiKey: KEY_ONE, pharmacyNpi: NPI_MEMBER, groupName: null, pharmacyName: null })
})
afterAll(() => t.app.close())

const future = '2031-06-30T00:00:00Z'

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (isApiError(error)) return error
    throw error
  }
  throw new Error('expected an ApiError')
}

describe('resource modules against the sandbox', () => {
  it('lists, reads and updates a listing', async () => {
    const pending = await listListings(dashboardTransport, { pharmacyNpi: NPI_MEMBER, status: 0 })
    expect(pending.data.map((l) => l.id)).toContain(LISTING_PENDING)
    expect(pending.data.every((l) => l.status === 0)).toBe(true)
    const listing = await getListing(dashboardTransport, LISTING_PENDING, NPI_MEMBER)
    expect(listing.drugPackage?.packageSize).toBe(30)
    const body = {
      pharmacyNPI: NPI_MEMBER,
      expirationDate: future,
      lotNumber: 'LOT-NEW',
      price: 99.5,
      fullPackage: false,
      quantity: 12,
      sealedPackage: true,
      originalPackage: true,
    }
    const updated = await updateListing(dashboardTransport, LISTING_PENDING, body)
    expect(updated).toMatchObject({
      id: LISTING_PENDING,
      lotNumber: 'LOT-NEW',
      price: 99.5,
      quantity: 12,
      fullPackage: false,
    })
    expect(await failure(updateListing(dashboardTransport, LISTING_ACCEPTED, body))).toMatchObject({
      kind: 'conflict',
      status: 409,
    })
  })

  it('reports an over-size quantity as field validation on Quantity', async () => {
    const body = {
      pharmacyNPI: NPI_MEMBER,
      expirationDate: future,
      lotNumber: 'L',
      price: 1,
      fullPackage: false,
      quantity: 31,
      sealedPackage: true,
      originalPackage: true,
    }
    const error = await failure(updateListing(dashboardTransport, LISTING_PENDING, body))
    expect(error.kind).toBe('field-validation')
    expect(error.kind === 'field-validation' && error.items.map((i) => i.propertyName)).toEqual(['Quantity'])
  })

  it('lists, reads and updates a cash offer', async () => {
    const offers = await listCashOffers(dashboardTransport, { buyingPharmacyNpi: NPI_MEMBER })
    expect(offers.data.map((o) => o.id)).toContain(OFFER_STANDARD)
    const offer = await getCashOffer(dashboardTransport, OFFER_STANDARD, NPI_MEMBER)
    expect(offer.shippingRequestMethod).toBe('Standard')
    const updated = await updateCashOffer(dashboardTransport, OFFER_STANDARD, {
      buyingPharmacyNpi: NPI_MEMBER,
      minimalExpirationDate: future,
      price: 61,
      requireFullPackage: true,
      requestedQuantity: 1,
      requireSealedPackage: true,
      requireOriginalPackage: false,
      requireIntactPackageLabel: true,
      maxShippingPrice: null,
    })
    expect(updated).toMatchObject({ id: OFFER_STANDARD, price: 61 })
  })

  it('searches drafts and deletes one', async () => {
    const page = await searchDrafts(dashboardTransport, { pharmacyNpi: NPI_MEMBER, take: 100 })
    expect(page.data.map((d) => d.id)).toContain(DRAFT(1))
    await deleteDraft(dashboardTransport, DRAFT(1))
    const after = await searchDrafts(dashboardTransport, { pharmacyNpi: NPI_MEMBER, take: 100 })
    expect(after.data.map((d) => d.id)).not.toContain(DRAFT(1))
    expect(after.recordsTotal).toBe(page.recordsTotal - 1)
  })

  it('reads NDC statistics, with zeros for an NDC without trades', async () => {
    const traded = await ndcStatistic(dashboardTransport, NDC_TRADED)
    expect(traded.highTransacted).toEqual({ price: 105, quantity: 1 })
    const quiet = await ndcStatistic(dashboardTransport, NDC_QUIET)
    expect(quiet.mostRecentListed).toEqual({ price: 0, quantity: 0 })
  })

  it('reads the group and the demo connection', async () => {
    const membership = await searchPharmacies(dashboardTransport)
    expect(membership.members.map((m) => m.npi)).toContain(NPI_MEMBER)
    expect(await fetchDemoConnection(base)).toMatchObject({ apiKey: KEY_ONE, pharmacyNpi: NPI_MEMBER })
  })

  it('builds query keys from general to specific', () => {
    expect(listingQueries.detail('x', NPI_MEMBER).queryKey).toEqual(['listings', 'detail', 'x', NPI_MEMBER])
    expect(cashOfferQueries.list({ buyingPharmacyNpi: NPI_MEMBER }).queryKey).toEqual([
      'cash-offers',
      'list',
      { buyingPharmacyNpi: NPI_MEMBER },
    ])
    expect(draftQueries.search({ pharmacyNpi: NPI_MEMBER }).queryKey).toEqual([
      'drafts',
      'search',
      { pharmacyNpi: NPI_MEMBER },
    ])
  })
})
