// Valid requests for every operation, for the server's tests to start from and break one thing at a time.
import type { InjectOptions } from 'fastify'
import * as F from './test-fixture'

export const listingBody = (overrides: Record<string, unknown> = {}) => ({
  pharmacyNPI: F.NPI_MEMBER,
  expirationDate: '2027-06-30T00:00:00Z',
  lotNumber: 'LOT-NEW-1',
  price: 123.45,
  fullPackage: false,
  quantity: 12.5,
  sealedPackage: true,
  originalPackage: false,
  tornPackageLabel: false,
  serialNumber: 'SN-001',
  additionalPackageNotes: 'Stored in the fridge.',
  showOnlyInState: true,
  populatedByTwoDScan: null,
  ...overrides,
})

export const createListingBody = (overrides: Record<string, unknown> = {}) =>
  listingBody({ nationalDrugCode: '0093-0058-01', quantity: 40, ...overrides })

export const offerBody = (overrides: Record<string, unknown> = {}) => ({
  buyingPharmacyNpi: F.NPI_MEMBER,
  minimalExpirationDate: '2027-01-31T00:00:00Z',
  price: 64.5,
  requireFullPackage: false,
  requestedQuantity: 12,
  requireSealedPackage: true,
  requireOriginalPackage: true,
  requireIntactPackageLabel: false,
  maxShippingPrice: null,
  shipByDate: '2026-04-01T00:00:00Z',
  buyingPharmacyMessage: 'Please ship early in the week.',
  showOnlyInState: false,
  requireCertificationFile: null,
  ...overrides,
})

export const searchBody = (overrides: Record<string, unknown> = {}) => ({
  pharmacyNpi: F.NPI_MEMBER,
  ...overrides,
})

/** One valid request per operation (spec's six plus the sandbox extensions), by name. */
export const OPERATIONS: Record<string, InjectOptions> = {
  'update listing': {
    method: 'PUT',
    url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
    payload: listingBody(),
  },
  'search drafts': { method: 'POST', url: '/api/v1/draft-listings/search', payload: searchBody() },
  'delete draft': { method: 'DELETE', url: `/api/v1/draft-listings/${F.DRAFT(1)}` },
  'update cash offer': {
    method: 'PUT',
    url: `/api/v1/cash-offers/${F.OFFER_STANDARD}`,
    payload: offerBody(),
  },
  'ndc statistics': { method: 'GET', url: '/api/v1/ndc-transaction-statistic?nationalDrugCode=0002-7597-01' },
  'npi update': {
    method: 'POST',
    url: '/api/v1/groups/npi-update',
    payload: [F.NPI_UNGROUPED, F.NPI_UNKNOWN],
  },
  'create listing': { method: 'POST', url: '/api/v1/marketplace-listings', payload: createListingBody() },
  'list listings': { method: 'GET', url: `/api/v1/marketplace-listings?pharmacyNpi=${F.NPI_MEMBER}` },
  'get listing': {
    method: 'GET',
    url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}?pharmacyNpi=${F.NPI_MEMBER}`,
  },
  'list cash offers': { method: 'GET', url: `/api/v1/cash-offers?buyingPharmacyNpi=${F.NPI_MEMBER}` },
  'get cash offer': {
    method: 'GET',
    url: `/api/v1/cash-offers/${F.OFFER_STANDARD}?buyingPharmacyNpi=${F.NPI_MEMBER}`,
  },
  'pharmacies search': { method: 'GET', url: '/api/v1/pharmacies/search' },
  'openapi document': { method: 'GET', url: '/api/v1/openapi.json' },
  'demo connection': { method: 'GET', url: '/api/v1/sandbox/demo-connection' },
}

/** The success status of each operation. */
export const SUCCESS_STATUS: Record<string, number> = Object.fromEntries(
  Object.keys(OPERATIONS).map((name) => [
    name,
    name === 'delete draft' ? 204 : name === 'create listing' ? 201 : 200,
  ]),
)

/** Operations that take a JSON body. */
export const BODY_OPERATIONS = Object.entries(OPERATIONS).filter(([, op]) => op.payload !== undefined)

/** Operations that need an API key (all but the two unauthenticated sandbox helpers). */
export const AUTHENTICATED_OPERATIONS = Object.entries(OPERATIONS).filter(
  ([name]) => name !== 'openapi document' && name !== 'demo connection',
)
