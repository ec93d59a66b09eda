import { buildComponentSchemas, type ComponentName, type JsonSchema } from './openapi-components'
import {
  ALL_SHAPES,
  operation,
  pathParam,
  queryParam,
  type ErrorShape,
  type OpenApiPaths,
} from './openapi-operations'
import { buildSandboxPaths } from './openapi-sandbox-paths'
import { LIST_SORT_NAMES, LIST_TAKE_MAX, SORT_DIRECTIONS } from './sandbox-extensions'

// The OpenAPI 3.1 description of API v1 as the sandbox serves it (GET /api/v1/openapi.json). Schemas
// come from the contract (openapi-components.ts); paths follow spec "Endpoints" and "Errors". What the
// sandbox adds (docs/conventions.md, Gaps in the spec) is marked `x-sandbox-extension: true`.

export type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  paths: OpenApiPaths
  components: { schemas: Record<ComponentName, JsonSchema>; securitySchemes: Record<string, JsonSchema> }
  security: Array<Record<string, string[]>>
}

const noRule: ErrorShape[] = ['FieldValidationError', 'RequestShapeError', 'GenericError']
const npiQuery = (name: string) => queryParam(name, { type: 'string', pattern: '^\\d{1,19}$' })
const statusQuery = queryParam(
  'status',
  { type: 'string', enum: ['0', '1', '2', '5', '6', '7', '10'] },
  false,
  'Only objects in this status; all statuses when absent.',
)

// The lists' paging and order, as the draft search has them (spec: Endpoints > 2); a sandbox extension.
const pageQueries = [
  queryParam('start', { type: 'string', pattern: '^\\d{1,19}$' }, false, 'Rows to skip; 0 when absent.'),
  queryParam(
    'take',
    { type: 'string', pattern: '^\\d{1,3}$' },
    false,
    `Rows to answer, 1 to ${LIST_TAKE_MAX}; the rest of the list when absent.`,
  ),
  queryParam(
    'sortName',
    { type: 'string', enum: [...LIST_SORT_NAMES] },
    false,
    'The column to sort by; newest first (listingDate descending) when absent.',
  ),
  queryParam(
    'sortDirection',
    { type: 'string', enum: [...SORT_DIRECTIONS] },
    false,
    'asc when absent (with a sortName). Ties go by creation order, in the same direction.',
  ),
]

function buildPaths(): OpenApiDocument['paths'] {
  return {
    '/api/v1/marketplace-listings': {
      get: operation('get', {
        operationId: 'listMarketplaceListings',
        summary: 'Listings of the acting pharmacy',
        parameters: [npiQuery('pharmacyNpi'), statusQuery, ...pageQueries],
        ok: [200, 'A page of the listings, with recordsTotal and recordsFiltered.', 'MarketplaceListingList'],
        badRequest: noRule,
        statuses: [403],
        extension: true,
      }),
      post: operation('post', {
        operationId: 'createMarketplaceListing',
        summary: 'Create a listing (spec: Referenced operations; request and response chosen by the sandbox)',
        body: 'CreateListingBody',
        ok: [201, 'The created listing.', 'MarketplaceListing'],
        badRequest: ALL_SHAPES,
        statuses: [403],
        extension: true,
      }),
    },
    '/api/v1/marketplace-listings/{id}': {
      get: operation('get', {
        operationId: 'getMarketplaceListing',
        summary: 'One listing, with its drug package',
        parameters: [pathParam('id'), npiQuery('pharmacyNpi')],
        ok: [200, 'The listing with drugPackage.', 'MarketplaceListing'],
        badRequest: noRule,
        statuses: [403, 404],
        extension: true,
      }),
      put: operation('put', {
        operationId: 'updateMarketplaceListing',
        summary: 'Update a Pending marketplace listing (spec: Endpoints > 1)',
        parameters: [pathParam('id')],
        body: 'UpdateListingBody',
        ok: [200, 'The updated listing.', 'MarketplaceListing'],
        badRequest: ALL_SHAPES,
        statuses: [403, 404, 409],
      }),
    },
    '/api/v1/draft-listings/search': {
      post: operation('post', {
        operationId: 'searchDraftListings',
        summary: 'Search draft listings (spec: Endpoints > 2)',
        body: 'DraftSearchBody',
        ok: [200, 'One page of drafts; each item carries the sandbox extension id.', 'PagedDraftSearch'],
        badRequest: noRule,
        statuses: [403],
      }),
    },
    '/api/v1/draft-listings/{id}': {
      get: operation('get', {
        operationId: 'getDraftListing',
        summary: 'One draft listing of the acting pharmacy, with its id and drug package',
        parameters: [pathParam('id'), npiQuery('pharmacyNpi')],
        ok: [200, 'The draft as a search item, plus drugPackage.', 'DraftListing'],
        badRequest: noRule,
        statuses: [403, 404],
        extension: true,
      }),
      delete: operation('delete', {
        operationId: 'deleteDraftListing',
        summary: 'Delete a Pending draft listing (spec: Endpoints > 3)',
        parameters: [pathParam('id')],
        ok: [204, 'Deleted. Empty body (the spec does not show the success status; the sandbox chose 204).'],
        okIsExtension: true,
        badRequest: ['RequestShapeError', 'GenericError'],
        statuses: [403, 404, 409],
      }),
    },
    '/api/v1/cash-offers': {
      get: operation('get', {
        operationId: 'listCashOffers',
        summary: 'Cash offers of the buying pharmacy',
        parameters: [npiQuery('buyingPharmacyNpi'), statusQuery, ...pageQueries],
        ok: [200, 'A page of the offers, with recordsTotal and recordsFiltered.', 'CashOfferList'],
        badRequest: noRule,
        statuses: [403],
        extension: true,
      }),
    },
    '/api/v1/cash-offers/{cashOfferId}': {
      get: operation('get', {
        operationId: 'getCashOffer',
        summary: 'One cash offer, with shippingRequestMethod and maxShippingPrice',
        parameters: [pathParam('cashOfferId'), npiQuery('buyingPharmacyNpi')],
        ok: [200, 'The offer.', 'CashOffer'],
        badRequest: noRule,
        statuses: [403, 404],
        extension: true,
      }),
      put: operation('put', {
        operationId: 'updateCashOffer',
        summary: 'Update a Pending cash offer (spec: Endpoints > 4)',
        parameters: [pathParam('cashOfferId')],
        body: 'UpdateCashOfferBody',
        ok: [200, 'The updated offer.', 'CashOffer'],
        badRequest: ALL_SHAPES,
        statuses: [403, 404, 409],
      }),
    },
    '/api/v1/ndc-transaction-statistic': {
      get: operation('get', {
        operationId: 'getNdcTransactionStatistic',
        summary: 'Price statistics for one NDC (spec: Endpoints > 5)',
        parameters: [
          queryParam(
            'nationalDrugCode',
            { type: 'string' },
            true,
            '11 digits, or hyphenated 4-4-2, 5-3-2, 5-4-1, 5-4-2.',
          ),
        ],
        ok: [200, 'The twelve statistics; zeros for a source without data.', 'NdcStatistic'],
        badRequest: ['FieldValidationError', 'RequestShapeError'],
        statuses: [],
      }),
    },
    '/api/v1/groups/npi-update': {
      post: operation('post', {
        operationId: 'updateGroupNpis',
        summary: 'Add pharmacies to the group by NPI (spec: Endpoints > 6)',
        body: 'NpiUpdateBody',
        ok: [
          200,
          'What happened to each NPI (the spec does not show the body; the sandbox chose it).',
          'NpiUpdateResult',
        ],
        okIsExtension: true,
        badRequest: ['FieldValidationError', 'RequestShapeError'],
        statuses: [],
      }),
    },
    '/api/v1/pharmacies/search': {
      get: operation('get', {
        operationId: 'searchPharmacies',
        summary: "Members and pending invitations of the caller's group (spec: Referenced operations)",
        ok: [200, 'The group.', 'PharmacySearchResponse'],
        statuses: [],
        extension: true,
      }),
    },
    ...buildSandboxPaths(),
  }
}

export function buildOpenApiDocument(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pharmacy Drug Marketplace Service API v1 (sandbox)',
      version: '1.0.0',
      description:
        'API v1 as implemented by the sandbox. Operations and payloads the sandbox adds are marked x-sandbox-extension: true.',
    },
    paths: buildPaths(),
    components: {
      schemas: buildComponentSchemas(),
      // spec: Authentication — an API key in the X-SERVICE-AUTH request header.
      securitySchemes: { ServiceAuth: { type: 'apiKey', in: 'header', name: 'X-SERVICE-AUTH' } },
    },
    security: [{ ServiceAuth: [] }],
  }
}
