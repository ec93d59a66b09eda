// For each operation of the OpenAPI document: a valid request, and the requests that make the sandbox
// answer each refusal of the operation's own checks. What every operation of a kind can answer (a wrong
// key, the rate limit, a failing store, a body over the limit, a fault rule ...) is derived in
// openapi-conformance.test.ts from the document, so a new operation only needs its lines here.
import type { InjectOptions } from 'fastify'
import { createListingBody, listingBody, offerBody, OPERATIONS, searchBody } from './test-bodies'
import type { createTestApp, TestApp } from './test-app'
import * as F from './test-fixture'

export type Provocation = {
  name: string
  status: number
  /** The request: the operation's valid one, changed. */
  request?: (valid: InjectOptions, t: TestApp) => InjectOptions | Promise<InjectOptions>
  /** Options of the test app (the controls off, another scenario, a rate limit). */
  testApp?: Parameters<typeof createTestApp>[0]
  /** Done before the request (a fault rule, a first call, a closed store). */
  before?: (t: TestApp) => Promise<unknown>
}
export type OperationCase = {
  /** The valid request; a function when it needs the app (a rule to delete). */
  valid: InjectOptions | ((t: TestApp) => Promise<InjectOptions>)
  own: Provocation[]
}

export const UNKNOWN = '99999999-0000-4000-8000-000000000000'
export const withUrl = (url: string) => (valid: InjectOptions) => ({ ...valid, url })
export const withBody = (payload: unknown) => (valid: InjectOptions) => ({
  ...valid,
  payload: payload as object,
})
const without = (body: Record<string, unknown>, field: string) =>
  withBody(Object.fromEntries(Object.entries(body).filter(([name]) => name !== field)))

/** The usual refusals of a read that acts for a pharmacy named in the query. */
function npiQueryRefusals(path: string, npiName: string, otherGroup: string): Provocation[] {
  return [
    { name: 'no NPI', status: 400, request: withUrl(path) },
    { name: 'NPI not a number', status: 400, request: withUrl(`${path}?${npiName}=abc`) },
    { name: 'bad check digit', status: 400, request: withUrl(`${path}?${npiName}=${F.NPI_BAD_CHECK_DIGIT}`) },
    { name: 'not a member', status: 403, request: withUrl(`${path}?${npiName}=${otherGroup}`) },
  ]
}

/** The API's operations; the sandbox's own are in openapi-provocations-sandbox.ts. */
export const API_CASES: Record<string, OperationCase> = {
  listMarketplaceListings: {
    valid: OPERATIONS['list listings']!,
    own: npiQueryRefusals('/api/v1/marketplace-listings', 'pharmacyNpi', String(F.NPI_OTHER_GROUP)),
  },
  createMarketplaceListing: {
    valid: OPERATIONS['create listing']!,
    own: [
      {
        name: 'restricted',
        status: 400,
        request: withBody(createListingBody({ pharmacyNPI: F.NPI_RESTRICTED })),
      },
      { name: 'quantity', status: 400, request: withBody(createListingBody({ quantity: 100.5 })) },
      { name: 'no lot', status: 400, request: without(createListingBody(), 'lotNumber') },
      { name: 'no NPI', status: 400, request: without(createListingBody(), 'pharmacyNPI') },
      {
        name: 'not a member',
        status: 403,
        request: withBody(createListingBody({ pharmacyNPI: F.NPI_OTHER_GROUP })),
      },
    ],
  },
  getMarketplaceListing: {
    valid: OPERATIONS['get listing']!,
    own: [
      ...npiQueryRefusals(
        `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
        'pharmacyNpi',
        String(F.NPI_OTHER_GROUP),
      ),
      {
        name: 'not a GUID',
        status: 400,
        request: withUrl(`/api/v1/marketplace-listings/abc?pharmacyNpi=${F.NPI_MEMBER}`),
      },
      {
        name: 'unknown',
        status: 404,
        request: withUrl(`/api/v1/marketplace-listings/${UNKNOWN}?pharmacyNpi=${F.NPI_MEMBER}`),
      },
    ],
  },
  updateMarketplaceListing: {
    valid: OPERATIONS['update listing']!,
    own: [
      {
        name: 'restricted',
        status: 400,
        request: (valid) => ({
          ...valid,
          url: `/api/v1/marketplace-listings/${F.LISTING_RESTRICTED}`,
          payload: listingBody({ pharmacyNPI: F.NPI_RESTRICTED }),
        }),
      },
      { name: 'quantity', status: 400, request: withBody(listingBody({ quantity: 31 })) },
      { name: 'no lot', status: 400, request: without(listingBody(), 'lotNumber') },
      { name: 'no NPI', status: 400, request: without(listingBody(), 'pharmacyNPI') },
      {
        name: 'another seller',
        status: 403,
        request: withUrl(`/api/v1/marketplace-listings/${F.LISTING_RESTRICTED}`),
      },
      { name: 'unknown', status: 404, request: withUrl(`/api/v1/marketplace-listings/${UNKNOWN}`) },
      {
        name: 'not Pending',
        status: 409,
        request: withUrl(`/api/v1/marketplace-listings/${F.LISTING_ACCEPTED}`),
      },
    ],
  },
  searchDraftListings: {
    valid: OPERATIONS['search drafts']!,
    own: [
      { name: 'take 0', status: 400, request: withBody(searchBody({ take: 0 })) },
      { name: 'take not a number', status: 400, request: withBody(searchBody({ take: 'x' })) },
      { name: 'no NPI', status: 400, request: withBody({}) },
      {
        name: 'not a member',
        status: 403,
        request: withBody(searchBody({ pharmacyNpi: F.NPI_OTHER_GROUP })),
      },
    ],
  },
  getDraftListing: {
    valid: { method: 'GET', url: `/api/v1/draft-listings/${F.DRAFT(1)}?pharmacyNpi=${F.NPI_MEMBER}` },
    own: [
      ...npiQueryRefusals(`/api/v1/draft-listings/${F.DRAFT(1)}`, 'pharmacyNpi', String(F.NPI_OTHER_GROUP)),
      {
        name: 'another group',
        status: 403,
        request: withUrl(`/api/v1/draft-listings/${F.DRAFT(8)}?pharmacyNpi=${F.NPI_MEMBER}`),
      },
      {
        name: 'unknown',
        status: 404,
        request: withUrl(`/api/v1/draft-listings/${UNKNOWN}?pharmacyNpi=${F.NPI_MEMBER}`),
      },
    ],
  },
  deleteDraftListing: {
    valid: OPERATIONS['delete draft']!,
    own: [
      { name: 'not a GUID', status: 400, request: withUrl('/api/v1/draft-listings/abc') },
      { name: 'another group', status: 403, request: withUrl(`/api/v1/draft-listings/${F.DRAFT(8)}`) },
      { name: 'unknown', status: 404, request: withUrl(`/api/v1/draft-listings/${UNKNOWN}`) },
      { name: 'Published', status: 409, request: withUrl(`/api/v1/draft-listings/${F.DRAFT(7)}`) },
    ],
  },
  listCashOffers: {
    valid: OPERATIONS['list cash offers']!,
    own: npiQueryRefusals('/api/v1/cash-offers', 'buyingPharmacyNpi', String(F.NPI_OTHER_GROUP)),
  },
  getCashOffer: {
    valid: OPERATIONS['get cash offer']!,
    own: [
      ...npiQueryRefusals(
        `/api/v1/cash-offers/${F.OFFER_STANDARD}`,
        'buyingPharmacyNpi',
        String(F.NPI_OTHER_GROUP),
      ),
      {
        name: 'another group',
        status: 403,
        request: withUrl(`/api/v1/cash-offers/${F.OFFER_OTHER_GROUP}?buyingPharmacyNpi=${F.NPI_MEMBER}`),
      },
      {
        name: 'unknown',
        status: 404,
        request: withUrl(`/api/v1/cash-offers/${UNKNOWN}?buyingPharmacyNpi=${F.NPI_MEMBER}`),
      },
    ],
  },
  updateCashOffer: {
    valid: OPERATIONS['update cash offer']!,
    own: [
      {
        name: 'restricted',
        status: 400,
        request: (valid) => ({
          ...valid,
          url: `/api/v1/cash-offers/${F.OFFER_RESTRICTED}`,
          payload: offerBody({ buyingPharmacyNpi: F.NPI_RESTRICTED }),
        }),
      },
      { name: 'quantity', status: 400, request: withBody(offerBody({ requestedQuantity: 31 })) },
      { name: 'no price', status: 400, request: without(offerBody(), 'price') },
      { name: 'no NPI', status: 400, request: without(offerBody(), 'buyingPharmacyNpi') },
      { name: 'another group', status: 403, request: withUrl(`/api/v1/cash-offers/${F.OFFER_OTHER_GROUP}`) },
      { name: 'unknown', status: 404, request: withUrl(`/api/v1/cash-offers/${UNKNOWN}`) },
      { name: 'not Pending', status: 409, request: withUrl(`/api/v1/cash-offers/${F.OFFER_PURCHASED}`) },
    ],
  },
  getNdcTransactionStatistic: {
    valid: OPERATIONS['ndc statistics']!,
    own: [
      {
        name: 'invalid NDC',
        status: 400,
        request: withUrl('/api/v1/ndc-transaction-statistic?nationalDrugCode=12345'),
      },
      { name: 'no NDC', status: 400, request: withUrl('/api/v1/ndc-transaction-statistic') },
    ],
  },
  updateGroupNpis: {
    valid: OPERATIONS['npi update']!,
    own: [
      { name: 'check digit', status: 400, request: withBody([F.NPI_BAD_CHECK_DIGIT]) },
      { name: 'not integers', status: 400, request: withBody(['x']) },
    ],
  },
  searchPharmacies: { valid: OPERATIONS['pharmacies search']!, own: [] },
}
