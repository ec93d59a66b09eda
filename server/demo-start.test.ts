// The demo as `npm start` runs it (server/main.ts with no settings but an in-memory database): sign-in on
// with the demo users, and the server holding a key of its own for Riverside Health Group that nobody
// is given; Riverside's public key (demo-riverside-key, in the README) reaches nothing, and the demo
// connection is not offered. With SIGN_IN=off the same scenario offers the demo connection as ever.
import { afterAll, describe, expect, test } from 'vitest'
import { serverProcesses } from './test-process'

const processes = serverProcesses()
afterAll(() => processes.killAll())

const RIVERSIDE_KEY = 'demo-riverside-key'
const RIVERSIDE_NPI = 1234567893
const OFFERS = `/api/v1/cash-offers?buyingPharmacyNpi=${RIVERSIDE_NPI}`

const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers })

describe('npm start: sign-in on, the demo users', () => {
  test("the group's key is the server's: never handed out, and Riverside's public key reaches nothing", async () => {
    const server = await processes.start({ DATABASE: ':memory:' }, (out) => /Sign-in on/.test(out))
    const base = server.url
    expect(server.output()).toMatch(/^Sign-in on: 4 users/m)
    // Whatever key a caller brings, or none, the demo connection does not answer a key.
    const callers: Record<string, string>[] = [
      {},
      { 'x-service-auth': 'x' },
      { 'x-service-auth': 'demo-lakeside-key' },
    ]
    for (const headers of callers) {
      const response = await get(base, '/api/v1/sandbox/demo-connection', headers)
      const text = await response.text()
      expect({ status: response.status, leaks: text.includes(RIVERSIDE_KEY) }).toEqual({
        status: 404,
        leaks: false,
      })
    }
    // The public key: refused as any unknown key is.
    const publicKey = await get(base, OFFERS, { 'x-service-auth': RIVERSIDE_KEY })
    expect(publicKey.status).toBe(401)
    // Another group's public key works as ever.
    const lakeside = await get(base, '/api/v1/cash-offers?buyingPharmacyNpi=1507382160', {
      'x-service-auth': 'demo-lakeside-key',
    })
    expect(lakeside.status).toBe(200)
    // The demo viewer signs in and reads Riverside's cash offers through the server's own key.
    const signIn = await fetch(`${base}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'viewer@riverside.example', password: 'riverside-viewer-demo' }),
    })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!
    const read = await get(base, OFFERS, { cookie, 'x-dashboard-request': '1' })
    expect(read.status).toBe(200)
    expect(((await read.json()) as { recordsTotal: number }).recordsTotal).toBeGreaterThan(0)
    // And the document needs no key, with sign-in on as off.
    expect((await get(base, '/api/v1/openapi.json')).status).toBe(200)
    expect(server.output()).toMatch(/^Demo connection: not offered/m)
    expect(server.output()).not.toContain(RIVERSIDE_KEY + ',')
  }, 60_000)
})

describe('SIGN_IN=off: the typed-key dashboard', () => {
  test("offers the demo connection, whose key reaches Riverside's data", async () => {
    const server = await processes.start({ DATABASE: ':memory:', SIGN_IN: 'off' })
    const demo = await get(server.url, '/api/v1/sandbox/demo-connection')
    expect(demo.status).toBe(200)
    expect(await demo.json()).toEqual({
      apiKey: RIVERSIDE_KEY,
      pharmacyNpi: RIVERSIDE_NPI,
      groupName: 'Riverside Health Group',
    })
    expect((await get(server.url, OFFERS, { 'x-service-auth': RIVERSIDE_KEY })).status).toBe(200)
  }, 60_000)
})
