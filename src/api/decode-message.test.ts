import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { z } from 'zod/mini'
import { connect } from './connection-store'
import { request } from './http-client'
import { mockServiceForFile } from '../test-support/mock-service'

// The dashboard's first screens carry no zod locale (src/contract/zod-locale.ts): the transport loads
// English when an answer first breaks the contract, so the decode error still says why in words. This
// file imports zod/mini alone (classic zod would set English itself), as the dashboard does.

const BASE = 'http://service.test'
const server = mockServiceForFile()

it("a decode error's problem is zod's English message, loaded when the answer breaks the contract", async () => {
  connect({ baseUrl: BASE, apiKey: 'k', pharmacyNpi: 1234567893, groupName: null, pharmacyName: null })
  server.use(http.get(`${BASE}/api/v1/point`, () => HttpResponse.json({ price: '1.50' })))
  const error: unknown = await request(
    { operation: 'read point', method: 'GET', path: '/api/v1/point' },
    z.object({ price: z.number() }),
  ).catch((e: unknown) => e)
  expect(error).toMatchObject({
    kind: 'decode',
    field: 'price',
    problem: 'Invalid input: expected number, received string',
  })
})
