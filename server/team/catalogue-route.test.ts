// The drug catalogue for signed-in users (decision 0030): every role reads it; with the built-in sandbox
// it is answered from the server's own catalogue and spends nothing of the group's budget of calls; in
// proxy mode it is the service's catalogue, through the meter, or, when the service has none, a plain
// "does not name" without a call to a path the service does not know.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { ROLES } from '../../src/contract/access'
import { DrugPackageListSchema } from '../../src/contract/drug-catalogue'
import { MeterStatusSchema } from '../../src/contract/meter'
import { CSRF_HEADER } from '../http/csrf'
import { buildProxyApp } from '../proxy-app'
import { httpUpstream } from '../proxy/upstream'
import { sqliteMemoryTeamEngine } from '../store/sqlite/team-store'
import { ORIGIN, PASSWORD, TEAM_USERS, createTeamTestApp, hashedPassword } from '../team-test-app'
import { createTestApp, expectShape } from '../test-app'
import * as F from '../test-fixture'
import { NO_CATALOGUE } from './catalogue-route'
import { KEY_REFUSED } from './team-forward'

const CATALOGUE = `/api/v1/drug-packages?nationalDrugCode=${F.NDC_TRADED}`
const STATISTIC = `/api/v1/ndc-transaction-statistic?nationalDrugCode=${F.NDC_TRADED}`

const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!()
})

describe('signed in, with the built-in sandbox', () => {
  test("every role reads the drug of an NDC from the server's catalogue; no call of the budget is spent", async () => {
    const t = await createTeamTestApp()
    let statisticsRead = false
    for (const role of ROLES) {
      const call = await t.as(role)
      const used = async () =>
        MeterStatusSchema.parse((await call({ method: 'GET', url: '/team/meter' })).json()).used
      const before = await used()
      const response = await call({ method: 'GET', url: CATALOGUE })
      expect(response.statusCode).toBe(200)
      expect(DrugPackageListSchema.parse(response.json()).data[0]).toMatchObject({
        packageName: 'Humalog',
        quantityUnitQualifier: 'EA',
      })
      expect(await used()).toBe(before)
      // The statistics, a call to the service, are counted: the meter is the one that would have been.
      // The first read is sent; the next roles' are the team's shared answer (decision 0031), not sent.
      expect((await call({ method: 'GET', url: STATISTIC })).statusCode).toBe(200)
      expect(await used()).toBe(statisticsRead ? before : before + 1)
      statisticsRead = true
    }
    const { data } = await t.team.audit.actions({ operation: 'listDrugPackages' }, { start: 0, take: 5 })
    expect(data).toEqual([])
  })

  test('without a session 401; an invalid NDC is shape 2, a missing one shape 3', async () => {
    const t = await createTeamTestApp()
    expectShape(await t.browser(null, { method: 'GET', url: CATALOGUE }), 401, 4)
    const viewer = await t.as('viewer')
    expectShape(await viewer({ method: 'GET', url: '/api/v1/drug-packages?nationalDrugCode=12-3' }), 400, 2)
    expectShape(await viewer({ method: 'GET', url: '/api/v1/drug-packages' }), 400, 3)
    const unknown = await viewer({
      method: 'GET',
      url: '/api/v1/drug-packages?nationalDrugCode=99999-9999-99',
    })
    expect(unknown.json()).toEqual({ data: [] })
  })
})

/** A proxy-mode server with sign-in on in front of `upstreamUrl`, and a seller's call through it. */
async function signedInProxy(upstreamUrl: string, apiKey: string) {
  const store = await sqliteMemoryTeamEngine()
  const user = TEAM_USERS.seller
  await store.users.create(
    { email: user.email, name: 'Sam', role: 'seller', npis: user.npis, passwordHash: await hashedPassword() },
    new Date(),
  )
  const app = buildProxyApp({
    upstreamUrl,
    timeoutMs: 5_000,
    bodyLimitBytes: 100_000,
    team: {
      store,
      upstream: () => httpUpstream({ baseUrl: upstreamUrl, apiKey, timeoutMs: 5_000 }),
      publicUrl: ORIGIN,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 8,
      upstreamTimeoutMs: 5_000,
    },
  })
  closers.push(() => app.close().then(() => store.close()))
  const headers = { host: 'dashboard.test', origin: ORIGIN, [CSRF_HEADER]: '1' }
  const signIn = await app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    headers,
    payload: { email: user.email, password: PASSWORD },
  })
  expect(signIn.statusCode).toBe(200)
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const call = (url: string) => app.inject({ method: 'GET', url, headers: { ...headers, cookie } })
  const withKey = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-service-auth': apiKey } })
  return Object.assign(call, { withKey })
}

describe('signed in, in proxy mode', () => {
  test("the service's catalogue answers, through the meter", async () => {
    const sandbox = createTestApp()
    const received: string[] = []
    sandbox.app.addHook('onRequest', (request, _reply, done) => {
      received.push(request.url.split('?')[0]!)
      done()
    })
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' })
    closers.push(() => sandbox.app.close())
    const url = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`
    const call = await signedInProxy(url, F.KEY_ONE)
    const response = await call(CATALOGUE)
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-marketplace-proxy']).toBe('forwarded')
    expect(DrugPackageListSchema.parse(response.json()).data[0]?.packageName).toBe('Humalog')
    expect(received.filter((path) => path === '/api/v1/drug-packages')).toHaveLength(1)
    // Every call the service received (the catalogue, its API description, the sign-in's read of the
    // group) was counted by the meter.
    const used = async () => MeterStatusSchema.parse((await call('/team/meter')).json()).used
    await expect.poll(used).toBe(received.length)
    expect(received).toContain('/api/v1/openapi.json')
  })

  test('a service without a catalogue: "does not name" in words, and no call to a path it does not know', async () => {
    const seen: string[] = []
    const vendor = createServer((request, response) => {
      seen.push(request.url ?? '')
      // The spec's operations only: its API description names no catalogue.
      const document = {
        openapi: '3.1.0',
        paths: {
          '/api/v1/ndc-transaction-statistic': { get: { operationId: 'getNdcTransactionStatistic' } },
        },
      }
      response.writeHead(request.url === '/api/v1/openapi.json' ? 200 : 404, {
        'content-type': 'application/json',
      })
      response.end(
        JSON.stringify(request.url === '/api/v1/openapi.json' ? document : { message: 'Not Found' }),
      )
    })
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve))
    closers.push(() => new Promise((resolve) => vendor.close(resolve)))
    const call = await signedInProxy(
      `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`,
      'vendor-key',
    )
    const answer = expectShape(await call(CATALOGUE), 404, 4)
    expect(answer.message).toBe(NO_CATALOGUE)
    expect(seen).toContain('/api/v1/openapi.json')
    // A key of the browser's own is refused, as on every path of proxy mode: the group's key is the server's.
    expect(expectShape(await call.withKey(CATALOGUE), 403, 4).message).toBe(KEY_REFUSED)
    expect(seen.filter((url) => url.startsWith('/api/v1/drug-packages'))).toEqual([])
  })
})
