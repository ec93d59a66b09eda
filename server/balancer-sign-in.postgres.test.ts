// Sign-in on three instances behind HAProxy (deploy/haproxy.cfg, docs/scaling.md "Sign-in on several
// instances"), with DATABASE_URL: the team store is the database's schema "team", so a session made
// through one instance is one every instance knows, and a sign-out through one ends it for all of them
// from the next request. The audit entries the three write form one chain.
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadAuditKey } from './auth/audit-key'
import { verifyEntries } from './store/audit-entries'
import { openPostgresTeamStore } from './store/postgres/team-store'
import { searchBody } from './test-bodies'
import * as F from './test-fixture'
import { call, startDeployment, type Deployment, type Target } from './balancer-harness'
import { createOwnDatabase, haproxyForFile, type OwnDatabase } from './balanced-database-harness'

const PORTS = [4750, 4751, 4752, 4753]
const PUBLIC_URL = `http://127.0.0.1:${PORTS[0]}`
const SELLER = {
  email: 'seller@group-one.test',
  name: 'Sam Seller',
  role: 'seller',
  npis: [F.NPI_MEMBER],
  demoPassword: 'seller-demo-password',
} as const
const balancer = haproxyForFile('balancer-sign-in.postgres.test.ts')

const CALLER = '127.3.0.1'
let database: OwnDatabase | undefined
let databaseUrl: string
let deployment: Deployment

/** As the dashboard calls: this server's origin, its header, the session cookie (when any). */
const browser = (target: Target, method: string, path: string, cookie: string | null, body?: unknown) =>
  call(target, CALLER, method, path, {
    ...(body === undefined ? {} : { body }),
    headers: { origin: PUBLIC_URL, 'x-dashboard-request': '1', ...(cookie ? { cookie } : {}) },
  })

const session = (target: Target, cookie: string) => browser(target, 'GET', '/auth/session', cookie)

const keyDir = mkdtempSync(join(tmpdir(), 'balancer-audit-key-'))
const keyFile = join(keyDir, 'audit.key')

describe.skipIf(balancer.skip)('sign-in on three instances behind HAProxy, one database', () => {
  beforeAll(async () => {
    const haproxy = balancer.path()
    database = await createOwnDatabase(inject('postgresUrl'), 'balancer_team')
    databaseUrl = database.url
    deployment = await startDeployment({
      haproxy,
      databaseUrl,
      scenario: { ...F.testScenario(), users: [SELLER] },
      ports: PORTS,
      // One audit key for the three (and for the check of their chain below).
      env: { SIGN_IN: 'on', PUBLIC_URL, AUDIT_KEY_FILE: keyFile },
    })
  }, 180_000)

  // Each instance drains before it exits (SIGTERM, docs/operations.md "Stopping"): seconds, more on a
  // busy machine, than a hook's default 10 s.
  afterAll(async () => {
    await deployment?.stop()
    rmSync(keyDir, { recursive: true, force: true })
    await database?.drop()
  }, 60_000)

  test('every instance started with sign-in on, the team store in the schema "team" of the one database', () => {
    for (const instance of deployment.instances)
      expect(instance.output()).toMatch(/^Sign-in on: 1 user in schema "team" of postgres:\/\//m)
  })

  test('a session made through one instance works on the others; a sign-out through one is refused on the next request to another', async () => {
    const one: Target = deployment.instances[0]!
    const two: Target = deployment.instances[1]!
    const three: Target = deployment.instances[2]!
    const signedIn = await browser(one, 'POST', '/auth/sign-in', null, {
      email: SELLER.email,
      password: SELLER.demoPassword,
    })
    expect(signedIn.status).toBe(200)
    const setCookie = signedIn.headers['set-cookie']?.find((c) => c.startsWith('session='))
    expect(setCookie).toBeDefined()
    const cookie = setCookie!.split(';')[0]!

    for (const other of [two, three]) {
      const answer = await session(other, cookie)
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body)).toMatchObject({ user: { email: SELLER.email, role: 'seller' } })
    }
    // Through the balancer, round robin: three requests, one to each instance, all signed in.
    const before = (await deployment.stats()).map((server) => server.sessions)
    const through = await Promise.all([1, 2, 3].map(() => session(deployment.balancer, cookie)))
    const sent = (await deployment.stats()).map((server, i) => server.sessions - before[i]!)
    expect(through.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(sent).toEqual([1, 1, 1])
    // A signed-in call to the API, made through the third instance, with no key of the caller's own.
    const search = await browser(three, 'POST', '/api/v1/draft-listings/search', cookie, searchBody())
    expect(search.status).toBe(200)

    const signedOut = await browser(two, 'POST', '/auth/sign-out', cookie)
    expect(signedOut.status).toBe(204)
    for (const other of [three, one]) {
      const answer = await session(other, cookie)
      expect(answer.status).toBe(401)
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 401 })
    }
    expect((await browser(three, 'POST', '/api/v1/draft-listings/search', cookie, searchBody())).status).toBe(
      401,
    )
  })

  test('the audit entries written by the three instances form one chain', async () => {
    const audit = { seal: loadAuditKey(keyFile, { create: false }).seal, anchorExisting: false }
    const store = await openPostgresTeamStore({ url: databaseUrl, poolSize: 1, audit })
    try {
      const entries = await store.audit.entries(0, 1000)
      expect(verifyEntries(entries, undefined, audit.seal)).toBeNull()
      const operations = entries.map((entry) => entry.operation)
      expect(operations.filter((op) => op === 'createUser')).toHaveLength(1)
      expect(operations).toContain('signIn')
      expect(operations).toContain('signOut')
    } finally {
      await store.close()
    }
  })
})
