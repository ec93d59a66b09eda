// Sign-in with a password (sign-in.ts): the cookie, the same answer for a wrong address and a wrong
// password, deactivated accounts, slowing repeated failures, login CSRF, the form post, a fresh session
// id at every sign-in, and sign-out.
import type * as Argon2 from '@node-rs/argon2'
import { describe, expect, test, vi } from 'vitest'
import { expectShape } from '../test-app'
import { ORIGIN, PASSWORD, TEAM_USERS, cookieOf, createTeamTestApp } from '../team-test-app'
import { DEACTIVATED, WRONG_CREDENTIALS } from './sign-in'

// Every argon2 check the server makes, by the hash it checked against: the work a sign-in does, counted
// exactly instead of timed (a busy machine stretches one timing and not the other).
const checkedHashes = vi.hoisted((): string[] => [])
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>()
  return {
    ...argon2,
    verify: (...args: Parameters<typeof argon2.verify>) => {
      checkedHashes.push(String(args[0]))
      return argon2.verify(...args)
    },
  }
})

/** The algorithm and parameters a stored hash names ($argon2id$v=19$m=19456,t=2,p=1), without salt or hash. */
const parametersOf = (hash: string) => hash.split('$').slice(1, 4).join('$')

const signInAs = (email: string, password: string) => ({
  method: 'POST' as const,
  url: '/auth/sign-in',
  payload: { email, password },
})

describe('sign-in with a password', () => {
  test('answers the session and sets an HttpOnly SameSite=Strict cookie holding a 256-bit id', async () => {
    const t = await createTeamTestApp()
    const response = await t.browser(null, signInAs('  Seller@Group-One.TEST ', PASSWORD))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      user: { email: 'seller@group-one.test', role: 'seller', npis: [1234567893] },
      pharmacies: [{ npi: 1234567893, name: 'Main Street Pharmacy DBA' }],
      idleExpiresAt: '2026-03-02T12:30:00.000Z',
      absoluteExpiresAt: '2026-03-02T20:00:00.000Z',
    })
    const [cookie] = response.cookies
    expect(cookie).toMatchObject({ name: 'session', path: '/', httpOnly: true, sameSite: 'Strict' })
    expect(cookie?.secure).toBeUndefined()
    expect(Buffer.from(cookie!.value, 'base64url')).toHaveLength(32)
    const session = await t.browser(cookieOf(response), { method: 'GET', url: '/auth/session' })
    expect(session.json()).toMatchObject({ user: { email: 'seller@group-one.test' } })
  })

  test('a wrong password and an unknown address get the same answer after the same work', async () => {
    const t = await createTeamTestApp()
    const work = async (email: string) => {
      checkedHashes.length = 0
      const response = await t.browser(null, signInAs(email, 'not the password at all'))
      return { response, checked: checkedHashes.map(parametersOf) }
    }
    const wrong = await work(TEAM_USERS.seller.email)
    const unknown = await work('nobody@group-one.test')
    expect(expectShape(wrong.response, 401, 4)).toEqual(expectShape(unknown.response, 401, 4))
    expect(wrong.response.json()).toMatchObject({ message: WRONG_CREDENTIALS })
    // Each checked one argon2id hash of the same cost: the account's, or the dummy made like it.
    expect(wrong.checked).toEqual(['argon2id$v=19$m=19456,t=2,p=1'])
    expect(unknown.checked).toEqual(wrong.checked)
  })

  test('a deactivated user cannot sign in', async () => {
    const t = await createTeamTestApp()
    await t.team.users.update(t.users.buyer.id, { active: false }, t.clock.now)
    const response = await t.browser(null, signInAs(TEAM_USERS.buyer.email, PASSWORD))
    expect(expectShape(response, 403, 4)).toMatchObject({ message: DEACTIVATED })
    expect(response.cookies).toEqual([])
  })

  test('a body without both fields is a shape-3 refusal naming each', async () => {
    const t = await createTeamTestApp()
    const response = await t.browser(null, { method: 'POST', url: '/auth/sign-in', payload: { email: '' } })
    expect(expectShape(response, 400, 3)).toMatchObject({
      errors: { email: ['Enter your e-mail address.'], password: [expect.any(String) as string] },
    })
  })

  test('sign-in checks the Origin (login CSRF): none or another site is refused and audited', async () => {
    const t = await createTeamTestApp()
    for (const origin of [undefined, 'https://evil.example', 'null']) {
      const response = await t.app.inject({
        ...signInAs(TEAM_USERS.seller.email, PASSWORD),
        headers: { host: 'dashboard.test', ...(origin === undefined ? {} : { origin }) },
      })
      expectShape(response, 403, 4)
      expect(response.cookies).toEqual([])
    }
    const { data } = await t.team.audit.actions({ operation: 'signIn' }, { start: 0, take: 10 })
    expect(data.map((a) => (a.entry.data.answer as { status: number }).status)).toEqual([403, 403, 403])
  })
})

describe('slowing repeated failures', () => {
  test('after 5 failures in 15 minutes each attempt waits longer, up to 15 minutes; a success resets', async () => {
    const t = await createTeamTestApp()
    const attempt = (password: string) => t.browser(null, signInAs(TEAM_USERS.seller.email, password))
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password, again')).statusCode).toBe(401)
    const slowed = await attempt(PASSWORD)
    // spec: Errors > Rate-limit rejection: an empty body; the wait is in Retry-After.
    expect({ status: slowed.statusCode, body: slowed.body }).toEqual({ status: 429, body: '' })
    expect(slowed.headers['retry-after']).toBe('30')
    // Waited: one more try is checked (and fails), and the next wait doubles.
    t.clock.now = new Date(t.clock.now.getTime() + 30_000)
    expect((await attempt('wrong password, again')).statusCode).toBe(401)
    expect((await attempt(PASSWORD)).headers['retry-after']).toBe('60')
    const waits: number[] = []
    let wait = 60
    for (let i = 0; i < 6; i++) {
      t.clock.now = new Date(t.clock.now.getTime() + wait * 1000)
      expect((await attempt('wrong password, again')).statusCode).toBe(401)
      wait = Number((await attempt(PASSWORD)).headers['retry-after'])
      waits.push(wait)
    }
    expect(waits).toEqual([120, 240, 480, 900, 900, 900])
    t.clock.now = new Date(t.clock.now.getTime() + 900_000)
    expect((await attempt(PASSWORD)).statusCode).toBe(200)
    // The success cleared the account's failures: a wrong password is answered at once again.
    expect((await attempt('wrong password, again')).statusCode).toBe(401)
    expect((await attempt(PASSWORD)).statusCode).toBe(200)
  }, 30_000)

  test('20 failures from one address slow every account tried from it', async () => {
    const t = await createTeamTestApp()
    for (let i = 0; i < 20; i++)
      expect(
        (await t.browser(null, signInAs(`user${i}@elsewhere.test`, 'wrong password, again'))).statusCode,
      ).toBe(401)
    const response = await t.browser(null, signInAs(TEAM_USERS.admin.email, PASSWORD))
    expect(response.statusCode).toBe(429)
    expect(response.headers['retry-after']).toBe('30')
  }, 30_000)
})

describe('the form post (no script)', () => {
  const form = (body: string) => ({
    method: 'POST' as const,
    url: '/auth/sign-in',
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

  test('signs in and redirects to the page asked for, never to another site', async () => {
    const t = await createTeamTestApp()
    const body = new URLSearchParams({
      email: TEAM_USERS.viewer.email,
      password: PASSWORD,
      return: '/drafts?page=2',
    })
    const response = await t.browser(null, form(body.toString()))
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/drafts?page=2')
    expect(response.cookies[0]?.name).toBe('session')
    for (const away of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      const other = await t.browser(
        null,
        form(
          new URLSearchParams({
            email: TEAM_USERS.viewer.email,
            password: PASSWORD,
            return: away,
          }).toString(),
        ),
      )
      expect(other.headers.location).toBe('/')
    }
  })

  test('a failure goes back to the sign-in page saying why, with no session', async () => {
    const t = await createTeamTestApp()
    const body = new URLSearchParams({
      email: TEAM_USERS.viewer.email,
      password: 'wrong password here',
      return: '/listings',
    })
    const response = await t.browser(null, form(body.toString()))
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/sign-in?failed=credentials&return=%2Flistings')
    expect(response.cookies).toEqual([])
  })

  test('slowed, the redirect says how long to wait (the page has no script to read Retry-After)', async () => {
    const t = await createTeamTestApp()
    const body = (password: string) =>
      new URLSearchParams({ email: TEAM_USERS.viewer.email, password }).toString()
    for (let i = 0; i < 5; i++)
      expect((await t.browser(null, form(body('wrong password here')))).headers.location).toBe(
        '/sign-in?failed=credentials',
      )
    const slowed = await t.browser(null, form(body(PASSWORD)))
    expect(slowed.statusCode).toBe(303)
    expect(slowed.headers.location).toBe('/sign-in?failed=throttled&wait=30')
    expect(slowed.cookies).toEqual([])
  }, 30_000)
})

describe('session ids', () => {
  test('a session id set before sign-in is not kept after it; the one before stops working', async () => {
    const t = await createTeamTestApp()
    const planted = 'session=planted-by-someone-else'
    const response = await t.browser(planted, signInAs(TEAM_USERS.seller.email, PASSWORD))
    const issued = cookieOf(response)
    expect(issued).not.toBe(planted)
    expect((await t.browser(planted, { method: 'GET', url: '/auth/session' })).statusCode).toBe(401)
    // Signing in again while signed in also replaces the id.
    const again = cookieOf(await t.browser(issued, signInAs(TEAM_USERS.seller.email, PASSWORD)))
    expect(again).not.toBe(issued)
    expectShape(await t.browser(issued, { method: 'GET', url: '/auth/session' }), 401, 4)
    expect((await t.browser(again, { method: 'GET', url: '/auth/session' })).statusCode).toBe(200)
  })

  test('sign-out ends the session at once, clears the cookie and is audited', async () => {
    const t = await createTeamTestApp()
    const cookie = await t.signIn('viewer')
    const out = await t.browser(cookie, { method: 'POST', url: '/auth/sign-out' })
    expect(out.statusCode).toBe(204)
    expect(out.cookies[0]).toMatchObject({ name: 'session', value: '' })
    expectShape(await t.browser(cookie, { method: 'GET', url: '/auth/session' }), 401, 4)
    const { data } = await t.team.audit.actions({ operation: 'signOut' }, { start: 0, take: 10 })
    expect(data.map((a) => a.entry.userEmail)).toEqual([TEAM_USERS.viewer.email])
  })

  test('GET /auth/config says sign-in is on, with no OpenID provider and no demo users here', async () => {
    const t = await createTeamTestApp()
    const response = await t.app.inject({ method: 'GET', url: '/auth/config' })
    expect(response.json()).toEqual({ signIn: true, oidc: null, demoUsers: [] })
    expect(ORIGIN).toBe('http://dashboard.test')
  })
})
