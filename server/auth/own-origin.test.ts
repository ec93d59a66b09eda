// Without PUBLIC_URL the server takes its origin from the request, which is safe only for a Host no
// other site can take: an IP address or localhost. A page of another site that reaches this server
// under its own name (DNS rebinding: evil.example resolving to this machine) brings a matching Host
// and Origin; it may not sign in or write. With PUBLIC_URL, that origin alone is this server's.
import { describe, expect, test } from 'vitest'
import { expectShape } from '../test-app'
import { PASSWORD, TEAM_USERS, createTeamTestApp } from '../team-test-app'
import { UNKNOWN_NAME } from '../http/csrf'

const signInAt = (host: string, origin: string, extra: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/auth/sign-in',
  headers: { host, origin, ...extra },
  payload: { email: TEAM_USERS.viewer.email, password: PASSWORD },
})

describe('no PUBLIC_URL', () => {
  test('an IP address or localhost in Host is this server: sign-in works', async () => {
    const t = await createTeamTestApp({ team: { publicUrl: undefined } })
    for (const host of [
      '127.0.0.1:8080',
      '10.20.30.40',
      'localhost:8080',
      'dashboard.localhost',
      '[::1]:8080',
    ]) {
      const response = await t.app.inject(signInAt(host, `http://${host}`))
      expect({ host, status: response.statusCode }).toEqual({ host, status: 200 })
    }
  })

  test("any other name is not known to be this server's: sign-in and writes refused, audited", async () => {
    const t = await createTeamTestApp({ team: { publicUrl: undefined } })
    const refused = await t.app.inject(signInAt('evil.example:8080', 'http://evil.example:8080'))
    expect(expectShape(refused, 403, 4).message).toBe(UNKNOWN_NAME)
    expect(refused.cookies).toEqual([])
    // A session made at the address, used under a name: the write is refused too.
    const cookie = (await t.app.inject(signInAt('127.0.0.1:8080', 'http://127.0.0.1:8080'))).cookies[0]!
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/v1/groups/npi-update',
      headers: {
        host: 'evil.example:8080',
        origin: 'http://evil.example:8080',
        'x-dashboard-request': '1',
        cookie: `${cookie.name}=${cookie.value}`,
      },
      payload: [1234567927],
    })
    expect(expectShape(write, 403, 4).message).toBe(UNKNOWN_NAME)
    const { data } = await t.team.audit.actions({}, { start: 0, take: 10 })
    expect(data.map((a) => (a.entry.data.answer as { status: number }).status)).toEqual([403, 200, 403])
  })

  test("a trusted balancer's X-Forwarded-Host is held to the same rule", async () => {
    const t = await createTeamTestApp({ team: { publicUrl: undefined }, app: { trustProxy: true } })
    const named = await t.app.inject(
      signInAt('10.0.0.2', 'https://evil.example', {
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      }),
    )
    expect(expectShape(named, 403, 4).message).toBe(UNKNOWN_NAME)
  })
})

describe('PUBLIC_URL set', () => {
  test('its origin is the only one, whatever Host says', async () => {
    const t = await createTeamTestApp({ team: { publicUrl: 'https://dashboard.example' } })
    const own = await t.app.inject(signInAt('anything.internal', 'https://dashboard.example'))
    expect(own.statusCode).toBe(200)
    const other = await t.app.inject(signInAt('127.0.0.1:8080', 'http://127.0.0.1:8080'))
    expectShape(other, 403, 4)
  })
})
