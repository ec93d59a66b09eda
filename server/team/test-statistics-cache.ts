// The statistics cache's tests (statistics-cache.test.ts on SQLite, statistics-cache.postgres.test.ts on
// PostgreSQL): real servers on the loopback. The service is the sandbox listening on a port of its own,
// counting the statistics calls it receives; in front of it, instances of this server in proxy mode with
// sign-in on, over one team store (or one PostgreSQL database), each with its own cache in memory.
import type { AddressInfo } from 'node:net'
import { expect } from 'vitest'
import { buildProxyApp } from '../proxy-app'
import { httpUpstream } from '../proxy/upstream'
import type { TeamStore } from '../store/team-store'
import { createTestApp } from '../test-app'
import * as F from '../test-fixture'
import { ORIGIN, PASSWORD, TEAM_USERS, hashedPassword } from '../team-test-app'
import { CSRF_HEADER } from '../http/csrf'

const urlOf = (address: AddressInfo | string | null) => `http://127.0.0.1:${(address as AddressInfo).port}`
export const STATISTICS_PATH = '/api/v1/ndc-transaction-statistic'

/** The sandbox as the service, on the loopback: `statisticsCalls()` counts what reached it. */
export async function countingService(closers: (() => Promise<unknown>)[]) {
  const { app } = createTestApp()
  let calls = 0
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith(STATISTICS_PATH)) calls += 1
    done()
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  closers.push(() => app.close())
  return { url: urlOf(app.server.address()), statisticsCalls: () => calls }
}

/** The test scenario's seller, in the store once (a second instance finds them there). */
export async function addSeller(store: TeamStore) {
  const { email, npis } = TEAM_USERS.seller
  const passwordHash = await hashedPassword()
  await store.users.create({ email, name: 'Seller', role: 'seller', npis, passwordHash }, new Date())
}

/** One instance of this server in front of the service at `serviceUrl`, signed in as the seller. */
export async function instance(
  closers: (() => Promise<unknown>)[],
  store: TeamStore,
  serviceUrl: string,
  statisticsCacheSeconds?: number,
) {
  const timeoutMs = 10_000
  const app = buildProxyApp({
    upstreamUrl: serviceUrl,
    timeoutMs,
    bodyLimitBytes: 100_000,
    team: {
      store,
      upstream: () => httpUpstream({ baseUrl: serviceUrl, apiKey: F.KEY_ONE, timeoutMs }),
      publicUrl: ORIGIN,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 8,
      upstreamTimeoutMs: timeoutMs,
      statisticsCacheSeconds,
    },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  closers.push(() => app.close())
  const base = urlOf(app.server.address())
  const signIn = await fetch(`${base}/auth/sign-in`, {
    method: 'POST',
    headers: { origin: ORIGIN, [CSRF_HEADER]: '1', 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEAM_USERS.seller.email, password: PASSWORD }),
  })
  expect(signIn.status).toBe(200)
  const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!
  /** A statistics read of `ndc` as the dashboard makes it: the answer's status, body and age (when shared). */
  const statistics = async (ndc: string) => {
    const query = new URLSearchParams({ nationalDrugCode: ndc }).toString()
    const response = await fetch(`${base}${STATISTICS_PATH}?${query}`, {
      headers: { cookie, [CSRF_HEADER]: '1', accept: 'application/json' },
    })
    return { status: response.status, body: await response.text(), age: response.headers.get('age') }
  }
  return { base, statistics }
}

/** The meter's count of this minute's window: the calls of the group's budget spent in it. */
export async function meterCount(store: TeamStore): Promise<number> {
  const now = Date.now()
  return (await store.meter.read(Math.floor(now / 60_000), now)).count
}

/**
 * Fifty rows of one NDC and ten of another, read at once (spread over `readers`, the instances): every
 * read answered the service's figures, two statistics calls reached the service, two counted by the meter.
 */
export async function fiftyAndTen(
  readers: { statistics: (ndc: string) => Promise<{ status: number; body: string }> }[],
  service: { statisticsCalls: () => number },
  store: TeamStore,
) {
  const before = { calls: service.statisticsCalls(), meter: await meterCount(store) }
  const ndcs = [...Array<string>(50).fill(F.NDC_TRADED), ...Array<string>(10).fill(F.NDC_GENERIC)]
  const answers = await Promise.all(ndcs.map((ndc, i) => readers[i % readers.length]!.statistics(ndc)))
  expect(answers.every((answer) => answer.status === 200)).toBe(true)
  expect(new Set(answers.slice(0, 50).map((a) => a.body)).size).toBe(1)
  expect(new Set(answers.slice(50).map((a) => a.body)).size).toBe(1)
  expect(JSON.parse(answers[0]!.body)).toHaveProperty('highListed')
  expect(service.statisticsCalls() - before.calls).toBe(2)
  // Within one window of the meter (a read begun near a minute's end may count in the next).
  if (Math.floor(Date.now() / 60_000) === Math.floor((Date.now() - 5_000) / 60_000))
    expect((await meterCount(store)) - before.meter).toBe(2)
}
