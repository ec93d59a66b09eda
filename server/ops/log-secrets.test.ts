// The log of a real server (docs/operations.md, "Logs"): server/main.ts in proxy mode with sign-in on and
// the group's key in a file, at LOG_LEVEL=info, in front of a sandbox standing for the vendor's service.
// A whole session (sign-in, calls, a key and an Authorization header of the caller's own, a new user with
// a password, a wrong password, sign-out), then the log is searched for every secret of it: none is there,
// and every request has its access line, with the request id its answer carried.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { CSRF_HEADER } from '../http/csrf'
import { createTestApp } from '../test-app'
import * as F from '../test-fixture'
import { serverProcesses } from '../test-process'

const dir = mkdtempSync(join(tmpdir(), 'log-secrets-'))
const servers = serverProcesses()
const vendor = createTestApp()
afterAll(async () => {
  servers.killAll()
  await vendor.app.close()
  rmSync(dir, { recursive: true, force: true })
})

const ADMIN = { email: 'admin@pharmacy.example', password: 'admin password of the log test' }
const NEW_USER_PASSWORD = 'new user password never logged'
const WRONG_PASSWORD = 'wrong password never logged'
const AUTHORIZATION = 'Bearer authorization-value-never-logged'
const OWN_KEY = 'callers-own-key-never-logged'

test('a signed-in session at info leaves no cookie, key, password or Authorization in the log', async () => {
  await vendor.app.listen({ port: 0, host: '127.0.0.1' })
  const upstream = `http://127.0.0.1:${(vendor.app.server.address() as AddressInfo).port}`
  writeFileSync(join(dir, 'group.key'), `${F.KEY_ONE}\n`, { mode: 0o600 })
  const env = { DATABASE: join(dir, 'sandbox.db'), TEAM_DATABASE: join(dir, 'team.db') }
  const added = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'cli/users.ts', 'add', '--email', ADMIN.email, '--role', 'admin'],
    { env: { ...process.env, ...env, USER_PASSWORD: ADMIN.password }, encoding: 'utf8' },
  )
  expect(added.stderr).toBe('')
  const server = await servers.start(
    {
      ...env,
      UPSTREAM_URL: upstream,
      UPSTREAM_API_KEY_FILE: join(dir, 'group.key'),
      SIGN_IN: 'on',
      LOG_LEVEL: 'info',
      TRUST_PROXY: '127.0.0.1',
    },
    (output) => output.includes('Sign-in on'),
  )
  const sent: { path: string; status: number; requestId: string }[] = []
  const send = async (method: string, path: string, cookie: string | null, body?: unknown, headers = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        origin: server.url,
        [CSRF_HEADER]: '1',
        ...(cookie === null ? {} : { cookie }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    await response.arrayBuffer()
    sent.push({ path, status: response.status, requestId: response.headers.get('x-request-id') ?? '' })
    return response
  }

  const signedIn = await send('POST', '/auth/sign-in', null, ADMIN)
  expect(signedIn.status).toBe(200)
  const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!
  const sessionId = cookie.split('=')[1]!
  expect(sessionId.length).toBeGreaterThan(20)
  expect((await send('GET', '/auth/session', cookie)).status).toBe(200)
  const search = { pharmacyNpi: F.NPI_MEMBER }
  expect((await send('POST', '/api/v1/draft-listings/search', cookie, search)).status).toBe(200)
  const withAuthorization = await send('POST', '/api/v1/draft-listings/search', cookie, search, {
    authorization: AUTHORIZATION,
    'x-request-id': 'from-the-balancer-1',
  })
  expect(withAuthorization.status).toBe(200)
  expect(
    (await send('GET', '/api/v1/pharmacies/search', null, undefined, { 'x-service-auth': OWN_KEY })).status,
  ).toBe(403)
  const user = { email: 'new@pharmacy.example', name: 'New User', role: 'viewer', npis: [F.NPI_MEMBER] }
  const created = await send('POST', '/team/users', cookie, { ...user, password: NEW_USER_PASSWORD })
  expect(created.status).toBe(201)
  const wrong = await send('POST', '/auth/sign-in', null, { email: ADMIN.email, password: WRONG_PASSWORD })
  expect(wrong.status).toBe(401)
  expect((await send('POST', '/auth/sign-out', cookie)).status).toBe(204)
  server.child.kill('SIGTERM')
  await new Promise((resolve) => server.child.once('exit', resolve))

  const log = server.output()
  for (const secret of [
    sessionId,
    F.KEY_ONE,
    OWN_KEY,
    AUTHORIZATION.split(' ')[1]!,
    ADMIN.password,
    NEW_USER_PASSWORD,
    WRONG_PASSWORD,
  ])
    expect(log).not.toContain(secret)
  const lines = log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'request')
  expect(lines.map((line) => [line.requestId, line.status])).toEqual(
    sent.map((request) => [request.requestId, request.status]),
  )
  expect(sent[3]!.requestId).toBe('from-the-balancer-1')
  // The user's id on the signed-in lines; the refused key's line has none.
  const adminId = lines[0]!.userId
  expect(typeof adminId).toBe('string')
  expect(lines.slice(0, 4).map((line) => line.userId)).toEqual([adminId, adminId, adminId, adminId])
  expect(lines[4]).toMatchObject({ route: '/api/v1/*', status: 403, userId: null })
  for (const line of lines) expect(typeof line.durationMs).toBe('number')
}, 120_000)
