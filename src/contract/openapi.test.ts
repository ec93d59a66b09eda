import { describe, expect, it } from 'vitest'
import { MarketplaceListingSchema } from './listings'
import { buildOpenApiDocument } from './openapi'

const doc = buildOpenApiDocument()
type Operation = {
  responses: Record<string, { content?: { 'application/json': { schema: Record<string, unknown> } } }>
  requestBody?: { content: Record<string, unknown> }
  security?: unknown[]
  'x-sandbox-extension'?: boolean
}
const op = (path: string, method: string) => doc.paths[path]?.[method] as Operation | undefined

const SPEC_OPERATIONS = [
  ['/api/v1/marketplace-listings/{id}', 'put'],
  ['/api/v1/draft-listings/search', 'post'],
  ['/api/v1/draft-listings/{id}', 'delete'],
  ['/api/v1/cash-offers/{cashOfferId}', 'put'],
  ['/api/v1/ndc-transaction-statistic', 'get'],
  ['/api/v1/groups/npi-update', 'post'],
] as const
const EXTENSIONS = [
  ['/api/v1/marketplace-listings', 'get'],
  ['/api/v1/marketplace-listings', 'post'],
  ['/api/v1/marketplace-listings/{id}', 'get'],
  ['/api/v1/draft-listings/{id}', 'get'],
  ['/api/v1/cash-offers', 'get'],
  ['/api/v1/cash-offers/{cashOfferId}', 'get'],
  ['/api/v1/pharmacies/search', 'get'],
  ['/api/v1/openapi.json', 'get'],
  ['/api/v1/sandbox/demo-connection', 'get'],
  ['/api/v1/sandbox/faults', 'post'],
  ['/api/v1/sandbox/faults', 'get'],
  ['/api/v1/sandbox/faults', 'delete'],
  ['/api/v1/sandbox/faults/{id}', 'delete'],
  ['/api/v1/sandbox/reset', 'post'],
  ['/api/v1/sandbox/tenants', 'post'],
] as const

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') found.push(v)
      else refsIn(v, found)
    }
  }
  return found
}

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1.0 document that survives JSON serialisation unchanged', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc)
  })

  it('has exactly the six spec operations and the sandbox extensions, extensions marked and only they', () => {
    const all = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    )
    expect(all.sort()).toEqual([...SPEC_OPERATIONS, ...EXTENSIONS].map(([p, m]) => `${m} ${p}`).sort())
    for (const [path, method] of SPEC_OPERATIONS)
      expect(op(path, method)?.['x-sandbox-extension'], path).toBeUndefined()
    for (const [path, method] of EXTENSIONS)
      expect(op(path, method)?.['x-sandbox-extension'], path).toBe(true)
  })

  it('describes the lists as paged and sorted, with both counts beside data (sandbox extension)', () => {
    for (const path of ['/api/v1/marketplace-listings', '/api/v1/cash-offers']) {
      const list = doc.paths[path]?.get as Operation & { parameters: { name: string; required: boolean }[] }
      expect(list['x-sandbox-extension']).toBe(true)
      expect(list.parameters.filter((p) => !p.required).map((p) => p.name)).toEqual([
        'status',
        'start',
        'take',
        'sortName',
        'sortDirection',
      ])
    }
    for (const name of ['MarketplaceListingList', 'CashOfferList'] as const) {
      const schema = doc.components.schemas[name] as {
        properties: Record<string, unknown>
        required: string[]
      }
      expect(Object.keys(schema.properties)).toEqual(['data', 'recordsTotal', 'recordsFiltered'])
      expect(schema.required).toEqual(['data'])
    }
  })

  it('marks the success payloads the sandbox chose for DELETE draft and npi-update', () => {
    expect(op('/api/v1/draft-listings/{id}', 'delete')?.responses['204']).toMatchObject({
      'x-sandbox-extension': true,
    })
    expect(op('/api/v1/groups/npi-update', 'post')?.responses['200']).toMatchObject({
      'x-sandbox-extension': true,
    })
    expect(doc.components.schemas.NpiUpdateResult).toMatchObject({ 'x-sandbox-extension': true })
    expect(doc.components.schemas.MarketplaceListing).not.toHaveProperty('x-sandbox-extension')
  })

  it('lists the error shapes each operation can return', () => {
    const shapes = (path: string, method: string) => {
      const schema = op(path, method)?.responses['400']?.content?.['application/json'].schema
      const refs = (schema?.oneOf ?? (schema ? [schema] : [])) as { $ref: string }[]
      return refs.map((r) => r.$ref.split('/').pop())
    }
    expect(shapes('/api/v1/marketplace-listings/{id}', 'put')).toEqual([
      'BusinessRuleError',
      'FieldValidationError',
      'RequestShapeError',
      'GenericError',
    ])
    // A fault rule can answer any shape; the description still names the operation's own.
    expect(shapes('/api/v1/ndc-transaction-statistic', 'get')).toEqual([
      'BusinessRuleError',
      'FieldValidationError',
      'RequestShapeError',
      'GenericError',
    ])
    expect(op('/api/v1/ndc-transaction-statistic', 'get')?.responses['400']).toMatchObject({
      description: expect.stringContaining("Shapes of the operation's own checks: 2, 3.") as string,
    })
    // Not an operation a fault can answer: malformed JSON (3) and a Content-Length that lies (4) only.
    expect(shapes('/api/v1/sandbox/faults', 'post')).toEqual(['RequestShapeError', 'GenericError'])
    expect(shapes('/api/v1/sandbox/reset', 'post')).toEqual(['RequestShapeError', 'GenericError'])
    expect(op('/api/v1/openapi.json', 'get')?.responses['400']).toBeUndefined()
  })

  it('declares every status each operation can send', () => {
    const statuses = (path: string, method: string) => Object.keys(op(path, method)?.responses ?? {})
    const put = op('/api/v1/cash-offers/{cashOfferId}', 'put')
    // Both operations below also answer 409 (the resource's conflict, or a fault rule's for the search),
    // 413 and 415 (they read a body), 429 and the failures of this server or the one behind it.
    const fromConflictOn = ['409', '413', '415', '429', '500', '502', '503', '504']
    expect(statuses('/api/v1/cash-offers/{cashOfferId}', 'put')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      ...fromConflictOn,
    ])
    expect(put?.responses['409']?.content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/GenericError',
    })
    expect(statuses('/api/v1/draft-listings/search', 'post')).toEqual([
      '200',
      '400',
      '401',
      '403',
      ...fromConflictOn,
    ])
    expect(statuses('/api/v1/sandbox/faults', 'get')).toEqual(['200', '304', '401', '404', '429', '500'])
    expect(statuses('/api/v1/sandbox/faults', 'delete')).toEqual([
      '204',
      '400',
      '401',
      '404',
      '413',
      '415',
      '429',
      '500',
    ])
    expect(statuses('/api/v1/openapi.json', 'get')).toEqual(['200', '429'])
    // A status only a fault rule sends is marked as the sandbox's.
    expect(op('/api/v1/pharmacies/search', 'get')?.responses['409']).toMatchObject({
      'x-sandbox-extension': true,
    })
    expect(put?.responses['409']).not.toHaveProperty('x-sandbox-extension')
    expect(Object.keys(op('/api/v1/pharmacies/search', 'get')?.responses['503']?.content ?? {})).toEqual([
      'application/json',
      'text/html',
    ])
  })

  it('describes the long poll of the fault rules: its request headers, ETag, Preference-Applied and 304', () => {
    const list = op('/api/v1/sandbox/faults', 'get') as Operation & {
      parameters: { name: string; in: string }[]
      responses: Record<string, { headers?: Record<string, unknown> }>
    }
    expect(list.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(['header If-None-Match', 'header Prefer'])
    for (const status of ['200', '304'])
      expect(Object.keys(list.responses[status]?.headers ?? {})).toEqual(['ETag', 'Preference-Applied'])
    expect(list.responses['304']).not.toHaveProperty('content')
  })

  it('accepts the four JSON content types for request bodies', () => {
    expect(Object.keys(op('/api/v1/draft-listings/search', 'post')?.requestBody?.content ?? {})).toEqual([
      'application/json',
      'application/json-patch+json',
      'text/json',
      'application/*+json',
    ])
  })

  it('declares the X-SERVICE-AUTH API key and exempts only the public sandbox endpoints', () => {
    expect(doc.components.securitySchemes.ServiceAuth).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-SERVICE-AUTH',
    })
    expect(doc.security).toEqual([{ ServiceAuth: [] }])
    expect(op('/api/v1/sandbox/demo-connection', 'get')?.security).toEqual([])
    expect(op('/api/v1/marketplace-listings/{id}', 'put')?.security).toBeUndefined()
  })

  it('every $ref points at a component that exists', () => {
    const refs = refsIn(doc)
    expect(refs.length).toBeGreaterThan(30)
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//)
      expect(doc.components.schemas, ref).toHaveProperty(ref.split('/').pop() as string)
    }
  })

  it('generates components from the zod schemas: every field, required keys, tolerant objects', () => {
    const listing = doc.components.schemas.MarketplaceListing as { properties: object; required: string[] }
    expect(Object.keys(listing.properties).sort()).toEqual(Object.keys(MarketplaceListingSchema.shape).sort())
    expect(listing.required).toContain('stateGroupId')
    expect(listing).not.toHaveProperty('additionalProperties')
    const body = doc.components.schemas.UpdateListingBody as { required: string[] }
    expect(body.required.sort()).toEqual(
      [
        'pharmacyNPI',
        'expirationDate',
        'lotNumber',
        'price',
        'fullPackage',
        'quantity',
        'sealedPackage',
        'originalPackage',
      ].sort(),
    )
    expect(doc.components.schemas.NpiUpdateBody).toMatchObject({ type: 'array', items: { type: 'integer' } })
    for (const schema of Object.values(doc.components.schemas)) {
      expect(schema).not.toHaveProperty('$schema')
      expect(schema).not.toHaveProperty('$id')
    }
  })
})
