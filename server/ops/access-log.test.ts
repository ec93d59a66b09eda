// The log (docs/operations.md, "Logs"): one JSON access line per request with its route, status, time,
// user, tenant and request id; the request id the trusted balancer's or a fresh UUID, and sent back; and
// secrets redacted from any line, even one that names every header and the body.
import { describe, expect, test } from 'vitest'
import { SandboxTenantSchema } from '../../src/contract/sandbox-tenants'
import { createServerBase } from './server-base'
import { createTeamTestApp, PASSWORD } from '../team-test-app'
import { createTestApp } from '../test-app'
import * as F from '../test-fixture'
import type { LoggerOptions } from './access-log'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A logger at `level` whose lines the test reads. */
function captured(level = 'info'): { logger: LoggerOptions; lines: () => Record<string, unknown>[] } {
  const text: string[] = []
  return {
    logger: { level, stream: { write: (line) => void text.push(line) } },
    lines: () => text.map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}

const accessLines = (lines: Record<string, unknown>[]) => lines.filter((line) => line.msg === 'request')

describe('request ids', () => {
  test('a new UUID for each request, sent back, unless the trusted balancer gave one', async () => {
    const log = captured()
    const t = createTestApp({ app: { logger: log.logger, trustProxy: '127.0.0.1' } })
    const first = await t.call({ url: '/api/v1/pharmacies/search' })
    const second = await t.call({ url: '/api/v1/pharmacies/search' })
    const ids = [first, second].map((answer) => String(answer.headers['x-request-id']))
    for (const id of ids) expect(id).toMatch(UUID)
    expect(ids[0]).not.toBe(ids[1])
    const given = await t.call({ url: '/healthz', headers: { 'x-request-id': 'balancer-7f3a:42' } })
    expect(given.headers['x-request-id']).toBe('balancer-7f3a:42')
    // From the balancer, but not an id: a new one.
    const odd = await t.call({ url: '/healthz', headers: { 'x-request-id': 'two words' } })
    expect(odd.headers['x-request-id']).toMatch(UUID)
    expect(accessLines(log.lines()).map((line) => line.requestId)).toEqual([
      ...ids,
      'balancer-7f3a:42',
      odd.headers['x-request-id'],
    ])
  })

  test('a caller that is not the trusted balancer cannot choose its id', async () => {
    for (const trustProxy of [undefined, '10.0.0.1']) {
      const t = createTestApp({ app: trustProxy === undefined ? {} : { trustProxy } })
      const answer = await t.call({ url: '/healthz', headers: { 'x-request-id': 'chosen-by-the-caller' } })
      expect(answer.headers['x-request-id']).toMatch(UUID)
    }
  })
})

describe('the access line', () => {
  test('one per request: method, route, status, time, the signed-in user; not the call inside', async () => {
    const log = captured()
    const t = await createTeamTestApp({ app: { logger: log.logger } })
    const seller = await t.as('seller')
    const answer = await seller({
      method: 'POST',
      url: '/api/v1/draft-listings/search',
      payload: { pharmacyNpi: F.NPI_MEMBER },
    })
    expect(answer.statusCode).toBe(200)
    const lines = accessLines(log.lines())
    // Sign-in, then the search: the sandbox's own answer to the server's call is no line of its own.
    expect(lines.map((line) => [line.method, line.route, line.status])).toEqual([
      ['POST', '/auth/sign-in', 200],
      ['POST', '/api/v1/draft-listings/search', 200],
    ])
    const search = lines[1]!
    expect(search).toMatchObject({
      level: 30,
      userId: t.users.seller.id,
      tenant: null,
      requestId: answer.headers['x-request-id'],
    })
    expect(typeof search.durationMs).toBe('number')
    // The sign-in's line names who signed in.
    expect(lines[0]!.userId).toBe(t.users.seller.id)
    await t.app.close()
  })

  test("a tenant's request names its tenant; nothing at warn", async () => {
    const log = captured()
    const t = createTestApp({ app: { logger: log.logger } })
    const made = await t.call({ method: 'POST', url: '/api/v1/sandbox/tenants' })
    const tenant = SandboxTenantSchema.parse(made.json())
    const key = tenant.demoConnection!.apiKey
    await t.call({ url: '/api/v1/pharmacies/search', headers: { 'x-service-auth': key } })
    expect(accessLines(log.lines()).at(-1)).toMatchObject({
      route: '/api/v1/pharmacies/search',
      tenant: tenant.id,
    })
    const quiet = captured('warn')
    const w = createTestApp({ app: { logger: quiet.logger } })
    await w.call({ url: '/api/v1/pharmacies/search' })
    expect(quiet.lines()).toEqual([])
  })
})

describe('redaction', () => {
  test('a line carrying every header and the body shows none of the secrets', async () => {
    const log = captured()
    const app = createServerBase({ logger: log.logger })
    app.post('/logs-everything', (request) => {
      request.log.info({ req: { headers: request.headers }, body: request.body }, 'everything')
      request.log.info({ headers: request.headers, user: { password: PASSWORD } }, 'again')
      return {}
    })
    const secrets = ['session=cookie-value-1', 'Bearer token-value-2', 'key-value-3', PASSWORD]
    await app.inject({
      method: 'POST',
      url: '/logs-everything',
      headers: {
        cookie: secrets[0],
        authorization: secrets[1],
        'x-service-auth': secrets[2],
        'content-type': 'application/json',
      },
      payload: { email: 'a@b.example', password: PASSWORD, nested: { password: PASSWORD } },
    })
    const text = log
      .lines()
      .map((line) => JSON.stringify(line))
      .join('\n')
    expect(text).toContain('a@b.example')
    expect(text).toContain('[redacted]')
    for (const secret of secrets) expect(text).not.toContain(secret.split(/[= ]/).at(-1))
  })
})
