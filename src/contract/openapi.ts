import { buildComponentSchemas, type ComponentName, type JsonSchema } from './openapi-components'

// The OpenAPI 3.1 description of API v1 as the sandbox serves it (GET /api/v1/openapi.json). Schemas
// come from the contract (openapi-components.ts); paths follow spec "Endpoints" and "Errors > Status
// rules". Operations and payloads the sandbox adds are marked `x-sandbox-extension: true`.

export type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  paths: Record<string, Record<string, JsonSchema>>
  components: { schemas: Record<ComponentName, JsonSchema>; securitySchemes: Record<string, JsonSchema> }
  security: Array<Record<string, string[]>>
}

type ErrorShape = 'BusinessRuleError' | 'FieldValidationError' | 'RequestShapeError' | 'GenericError'

const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } })

// spec: Endpoints — "accepted with content types application/json, application/json-patch+json,
// text/json and application/*+json".
function requestBody(name: ComponentName): JsonSchema {
  const media = { schema: ref(name) }
  return {
    required: true,
    content: {
      'application/json': media,
      'application/json-patch+json': media,
      'text/json': media,
      'application/*+json': media,
    },
  }
}

// spec: Errors — a 400 carries one of the four shapes; which ones depends on the operation.
const badRequest = (shapes: ErrorShape[]) => ({
  description:
    'The request was refused; branch on the body, not the status (spec: Errors > Telling the shapes apart).',
  ...json(shapes.length === 1 ? ref(shapes[0] as ErrorShape) : { oneOf: shapes.map(ref) }),
})
const generic = (description: string) => ({ description, ...json(ref('GenericError')) })
const STANDARD = {
  401: generic('Missing or wrong X-SERVICE-AUTH key (reported only once the request is well formed).'),
  403: generic(
    "The NPI is not a member of the caller's group, or the object belongs to another pharmacy or group.",
  ),
  404: generic('No object with this id.'),
  409: generic('The object is no longer Pending.'),
  415: generic('Content type is not a JSON type.'),
  429: {
    description: 'More than the allowed requests per minute from this IP (fixed window). Empty body.',
    headers: {
      'Retry-After': {
        description: 'Seconds until the window ends.',
        schema: { type: 'integer', minimum: 1 },
      },
    },
  },
} as const
type Standard = keyof typeof STANDARD
const pick = (...codes: Standard[]) => Object.fromEntries(codes.map((c) => [c, STANDARD[c]]))

const param = (
  name: string,
  where: 'path' | 'query',
  schema: JsonSchema,
  required = true,
  description?: string,
) => ({
  name,
  in: where,
  required,
  schema,
  ...(description ? { description } : {}),
})
const guid = { type: 'string', format: 'uuid' }
const digits = { type: 'string', pattern: '^\\d{1,19}$' }
const statusQuery = param(
  'status',
  'query',
  { type: 'string', enum: ['0', '1', '2', '5', '6', '7', '10'] },
  false,
  'Only objects in this status.',
)
const EXT = { 'x-sandbox-extension': true } as const

function operation(op: JsonSchema & { responses: JsonSchema }, extension = false): JsonSchema {
  return extension ? { ...op, ...EXT } : op
}

function buildPaths(): OpenApiDocument['paths'] {
  return {
    '/api/v1/marketplace-listings': {
      get: operation(
        {
          operationId: 'listMarketplaceListings',
          summary: 'Listings of the acting pharmacy',
          parameters: [param('pharmacyNpi', 'query', digits), statusQuery],
          responses: {
            200: { description: 'The listings.', ...json(ref('MarketplaceListingList')) },
            400: badRequest(['FieldValidationError', 'RequestShapeError', 'GenericError']),
            ...pick(401, 403, 429),
          },
        },
        true,
      ),
      post: operation(
        {
          operationId: 'createMarketplaceListing',
          summary: 'Create a listing (request and response shape chosen by the sandbox)',
          requestBody: requestBody('CreateListingBody'),
          responses: {
            201: { description: 'The created listing.', ...json(ref('MarketplaceListing')) },
            400: badRequest([
              'BusinessRuleError',
              'FieldValidationError',
              'RequestShapeError',
              'GenericError',
            ]),
            ...pick(401, 403, 415, 429),
          },
        },
        true,
      ),
    },
    '/api/v1/marketplace-listings/{id}': {
      get: operation(
        {
          operationId: 'getMarketplaceListing',
          summary: 'One listing with its drug package',
          parameters: [param('id', 'path', guid), param('pharmacyNpi', 'query', digits)],
          responses: {
            200: { description: 'The listing, with drugPackage.', ...json(ref('MarketplaceListing')) },
            400: badRequest(['FieldValidationError', 'RequestShapeError', 'GenericError']),
            ...pick(401, 403, 404, 429),
          },
        },
        true,
      ),
      put: operation({
        operationId: 'updateMarketplaceListing',
        summary: 'Update a Pending marketplace listing (spec: Endpoints > 1)',
        parameters: [param('id', 'path', guid)],
        requestBody: requestBody('UpdateListingBody'),
        responses: {
          200: { description: 'The updated listing.', ...json(ref('MarketplaceListing')) },
          400: badRequest(['BusinessRuleError', 'FieldValidationError', 'RequestShapeError', 'GenericError']),
          ...pick(401, 403, 404, 409, 415, 429),
        },
      }),
    },
    '/api/v1/draft-listings/search': {
      post: operation({
        operationId: 'searchDraftListings',
        summary: 'Search draft listings (spec: Endpoints > 2)',
        requestBody: requestBody('DraftSearchBody'),
        responses: {
          200: {
            description: 'One page of drafts; each item carries the sandbox extension id.',
            ...json(ref('PagedDraftSearch')),
          },
          400: badRequest(['FieldValidationError', 'RequestShapeError', 'GenericError']),
          ...pick(401, 403, 415, 429),
        },
      }),
    },
    '/api/v1/draft-listings/{id}': {
      delete: operation({
        operationId: 'deleteDraftListing',
        summary: 'Delete a Pending draft listing (spec: Endpoints > 3)',
        parameters: [param('id', 'path', guid)],
        responses: {
          204: {
            description: 'Deleted (success status chosen by the sandbox; the spec does not show it).',
            ...EXT,
          },
          400: badRequest(['RequestShapeError', 'GenericError']),
          ...pick(401, 403, 404, 409, 429),
        },
      }),
    },
    '/api/v1/cash-offers': {
      get: operation(
        {
          operationId: 'listCashOffers',
          summary: 'Cash offers of the buying pharmacy',
          parameters: [param('buyingPharmacyNpi', 'query', digits), statusQuery],
          responses: {
            200: { description: 'The offers.', ...json(ref('CashOfferList')) },
            400: badRequest(['FieldValidationError', 'RequestShapeError', 'GenericError']),
            ...pick(401, 403, 429),
          },
        },
        true,
      ),
    },
    '/api/v1/cash-offers/{cashOfferId}': {
      get: operation(
        {
          operationId: 'getCashOffer',
          summary: 'One cash offer with shippingRequestMethod and maxShippingPrice',
          parameters: [param('cashOfferId', 'path', guid), param('buyingPharmacyNpi', 'query', digits)],
          responses: {
            200: { description: 'The offer.', ...json(ref('CashOffer')) },
            400: badRequest(['FieldValidationError', 'RequestShapeError', 'GenericError']),
            ...pick(401, 403, 404, 429),
          },
        },
        true,
      ),
      put: operation({
        operationId: 'updateCashOffer',
        summary: 'Update a Pending cash offer (spec: Endpoints > 4)',
        parameters: [param('cashOfferId', 'path', guid)],
        requestBody: requestBody('UpdateCashOfferBody'),
        responses: {
          200: { description: 'The updated offer.', ...json(ref('CashOffer')) },
          400: badRequest(['BusinessRuleError', 'FieldValidationError', 'RequestShapeError', 'GenericError']),
          ...pick(401, 403, 404, 409, 415, 429),
        },
      }),
    },
    '/api/v1/ndc-transaction-statistic': {
      get: operation({
        operationId: 'getNdcTransactionStatistic',
        summary: 'Price statistics for one NDC (spec: Endpoints > 5)',
        parameters: [
          param(
            'nationalDrugCode',
            'query',
            { type: 'string' },
            true,
            '11 digits, or hyphenated 4-4-2, 5-3-2, 5-4-1 or 5-4-2.',
          ),
        ],
        responses: {
          200: {
            description: 'The twelve statistics; zeros for a source without data.',
            ...json(ref('NdcStatistic')),
          },
          400: badRequest(['FieldValidationError', 'RequestShapeError']),
          ...pick(401, 429),
        },
      }),
    },
    '/api/v1/groups/npi-update': {
      post: operation({
        operationId: 'updateGroupNpis',
        summary: 'Add pharmacies to the group by NPI (spec: Endpoints > 6)',
        requestBody: requestBody('NpiUpdateBody'),
        responses: {
          200: {
            description: 'What happened to each NPI (body chosen by the sandbox; the spec does not show it).',
            ...json(ref('NpiUpdateResult')),
            ...EXT,
          },
          400: badRequest(['FieldValidationError', 'RequestShapeError']),
          ...pick(401, 415, 429),
        },
      }),
    },
    '/api/v1/pharmacies/search': {
      get: operation(
        {
          operationId: 'searchPharmacies',
          summary: "Members and pending invitations of the caller's group",
          responses: {
            200: { description: 'The group.', ...json(ref('PharmacySearchResponse')) },
            ...pick(401, 429),
          },
        },
        true,
      ),
    },
    '/api/v1/openapi.json': {
      get: operation(
        {
          operationId: 'getOpenApiDocument',
          summary: 'This document',
          security: [],
          responses: {
            200: { description: 'OpenAPI 3.1 document.', ...json({ type: 'object' }) },
            ...pick(429),
          },
        },
        true,
      ),
    },
    '/api/v1/sandbox/demo-connection': {
      get: operation(
        {
          operationId: 'getDemoConnection',
          summary: "The demo scenario's connection, for one-click setup",
          security: [],
          responses: {
            200: { description: 'Key, NPI and group of the demo.', ...json(ref('DemoConnection')) },
            404: generic('The scenario has no demo connection.'),
            ...pick(429),
          },
        },
        true,
      ),
    },
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
      // spec: Authentication — API key in the X-SERVICE-AUTH header.
      securitySchemes: { ServiceAuth: { type: 'apiKey', in: 'header', name: 'X-SERVICE-AUTH' } },
    },
    security: [{ ServiceAuth: [] }],
  }
}
