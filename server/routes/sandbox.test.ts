// Sandbox extensions without a resource: the OpenAPI document and the demo connection.
import { expect, test } from 'vitest'
import { DemoConnectionSchema } from '../../src/contract/sandbox-extensions'
import { createTestApp, expectShape } from '../test-app'
import * as F from '../test-fixture'

test('GET /api/v1/openapi.json serves the OpenAPI 3.1 document, without a key', async () => {
  const { app } = createTestApp()
  const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  expect(response.statusCode).toBe(200)
  const document = response.json<{ openapi: string; paths: Record<string, unknown> }>()
  expect(document.openapi).toBe('3.1.0')
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(['/api/v1/marketplace-listings/{id}', '/api/v1/draft-listings/search']),
  )
})

test('GET /api/v1/sandbox/demo-connection returns the scenario demo connection, without a key', async () => {
  const { app } = createTestApp()
  const response = await app.inject({ method: 'GET', url: '/api/v1/sandbox/demo-connection' })
  expect(DemoConnectionSchema.parse(response.json())).toEqual({
    apiKey: F.KEY_ONE,
    pharmacyNpi: F.NPI_MEMBER,
    groupName: 'Riverside Test Group',
  })
})

test('demo-connection is 404 in shape 4 when the scenario has none', async () => {
  const { app } = createTestApp({ scenario: { ...F.testScenario(), demoConnection: null } })
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/sandbox/demo-connection',
  })
  expectShape(response, 404, 4)
})
