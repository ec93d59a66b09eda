// The form sign-in's return path goes out in a Location header, over real HTTP (inject does not check
// headers as Node's server does): a path beyond ASCII is percent-encoded, the session cookie arrives and
// the audit log says what happened; and a header Node refuses still leaves a 500 with the security headers.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { createServerBase } from '../ops/server-base'
import { createTeamTestApp, ORIGIN, PASSWORD, TEAM_USERS, type TeamTestApp } from '../team-test-app'
import { safeReturn } from '../team/sign-in'

let open: { close: () => Promise<unknown> }[] = []
afterEach(async () => {
  await Promise.all(open.map((app) => app.close()))
  open = []
})

type Answer = { status: number; headers: IncomingHttpHeaders; body: string }

/** One request over a socket, as a browser sends a form (no redirect followed). */
function post(port: number, path: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

async function listening(t: TeamTestApp): Promise<number> {
  open.push(t.app)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return (t.app.server.address() as AddressInfo).port
}

test('a form sign-in returning to a path beyond ASCII is a 303 there, with the cookie, audited', async () => {
  const t = await createTeamTestApp()
  const port = await listening(t)
  const form = new URLSearchParams({ email: TEAM_USERS.seller.email, password: PASSWORD, return: '/\u3000' })
  const answer = await post(
    port,
    '/auth/sign-in',
    { host: 'dashboard.test', origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    form.toString(),
  )
  expect({ status: answer.status, location: answer.headers.location, body: answer.body }).toEqual({
    status: 303,
    location: '/%E3%80%80',
    body: '',
  })
  expect(answer.headers['set-cookie']?.some((cookie) => /^session=[^;]+;/.test(cookie))).toBe(true)
  const { data } = await t.team.audit.actions({ operation: 'signIn' }, { start: 0, take: 5 })
  expect(data.map(({ entry }) => [entry.userEmail, entry.data.answer])).toEqual([
    [TEAM_USERS.seller.email, { status: 200, shape: null, message: null }],
  ])
})

test('return paths: encoded beyond ASCII, refused for what a browser reads as another site', () => {
  expect(safeReturn('/drafts?q=caf\u00e9')).toBe('/drafts?q=caf%C3%A9')
  expect(safeReturn('/%E3%80%80?x=%41')).toBe('/%E3%80%80?x=%41')
  expect(safeReturn('/\ud800')).toBe('/')
  expect(safeReturn('/\u0085x')).toBe('/')
  expect(safeReturn('//evil.example')).toBe('/')
  expect(safeReturn('/\t/evil.example')).toBe('/')
})

test('a header Node refuses to send: a 500 in shape 4 that keeps the security headers', async () => {
  const app = createServerBase({ signIn: true })
  app.get('/broken', (_request, reply) => reply.header('x-broken', '\u3000').send({ ok: true }))
  open.push(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const answer = await new Promise<Answer>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: '/broken' }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
    })
      .on('error', reject)
      .end()
  })
  expect(answer.status).toBe(500)
  expect(JSON.parse(answer.body)).toEqual({
    error: 'Internal Server Error',
    statusCode: 500,
    message: expect.any(String) as string,
  })
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(answer.headers['content-security-policy']).toMatch(/^default-src 'self'/)
  expect(answer.headers['x-broken']).toBeUndefined()
})
