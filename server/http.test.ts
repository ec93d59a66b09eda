// A few checks over real HTTP (app.listen on port 0): content types, rate limit headers, error bodies, and
// the dashboard served next to the API with the single-page-app fallback.
import type { FastifyInstance } from 'fastify'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listingBody } from './test-bodies'
import { createTestApp, shapeOf } from './test-app'
import * as F from './test-fixture'
import { PLAIN_INDEX, dashboardDist } from './http/test-dashboard-dist'

const site = dashboardDist('sandbox-dist-')
let app: FastifyInstance
let base: string

beforeAll(async () => {
  site.write({ 'index.html': PLAIN_INDEX, 'assets/app.js': 'console.log("app")' })
  app = createTestApp({ rateLimitPerMinute: 8, app: { dashboardDir: site.dist } }).app
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await app.close()
  site.remove()
})

const auth = { 'x-service-auth': F.KEY_ONE }

describe('over real HTTP', () => {
  test('a listing update sent as text/json succeeds', async () => {
    const response = await fetch(`${base}/api/v1/marketplace-listings/${F.LISTING_PENDING}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'text/json' },
      body: JSON.stringify(listingBody()),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(((await response.json()) as { lotNumber: string }).lotNumber).toBe('LOT-NEW-1')
  })

  test('malformed JSON answers shape 3 without any stack trace', async () => {
    const response = await fetch(`${base}/api/v1/draft-listings/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"pharmacyNpi":',
    })
    const text = await response.text()
    expect(response.status).toBe(400)
    expect(shapeOf(JSON.parse(text))).toBe(3)
    expect(text).not.toMatch(/node_modules|\.ts:\d+|at /)
  })

  test('the dashboard, its files and deep links are served; /api stays JSON', async () => {
    const index = await fetch(`${base}/`)
    expect(index.status).toBe(200)
    expect(await index.text()).toContain('<div id="root">')
    expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('console.log("app")')
    const deep = await fetch(`${base}/drafts/search?page=3`)
    expect(deep.status).toBe(200)
    expect(deep.headers.get('content-type')).toMatch(/^text\/html/)
    const missing = await fetch(`${base}/api/v1/not-a-route`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ error: 'Not Found', statusCode: 404 })
  })

  test('request 9 of a window with a limit of 8 gets 429, empty body, integer Retry-After', async () => {
    // Earlier tests in this file used some of the window's 8 requests; use the rest, then one more.
    let response = await fetch(`${base}/api/v1/pharmacies/search`, { headers: auth })
    for (let tries = 0; response.status === 200 && tries < 30; tries++) {
      response = await fetch(`${base}/api/v1/pharmacies/search`, { headers: auth })
    }
    expect(response.status).toBe(429)
    expect(await response.text()).toBe('')
    expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/)
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60)
  })
})

test('a URL that cannot be decoded answers 400 in shape 4', async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/cash-offers/%E0%A4%A?buyingPharmacyNpi=1',
  })
  expect(response.statusCode).toBeLessThan(500)
  expect(shapeOf(response.json())).toBe(4)
})
