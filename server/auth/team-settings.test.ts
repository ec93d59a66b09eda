// The settings of sign-in: defaults, every value read, secrets from files, and one line naming a bad one.
import { describe, expect, test } from 'vitest'
import { readTeamSettings } from './team-settings'

const files: Record<string, string> = { '/run/secrets/key': 'from-a-file\n', '/run/secrets/empty': '\n' }
const readFile = (path: string) => {
  const content = files[path]
  if (content === undefined) throw new Error(`ENOENT: no such file, open '${path}'`)
  return content
}
const read = (env: Record<string, string>, database = './data/sandbox.db') =>
  readTeamSettings(env, database, readFile)

describe('readTeamSettings', () => {
  test('defaults: auto, team.db beside the database (memory beside memory), 30 minutes, 8 hours', () => {
    expect(read({})).toEqual({
      signIn: 'auto',
      teamDatabase: 'data/team.db',
      auditKeyFile: 'data/audit.key',
      publicUrl: undefined,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 8,
      upstreamApiKey: undefined,
      oidc: undefined,
    })
    expect(read({}, ':memory:')).toMatchObject({ teamDatabase: ':memory:', auditKeyFile: null })
    expect(read({ TEAM_DATABASE: '/srv/team/team.db' }).auditKeyFile).toBe('/srv/team/audit.key')
  })

  test('reads every setting; a secret may come from a file', () => {
    expect(
      read({
        SIGN_IN: 'ON',
        TEAM_DATABASE: '/var/lib/dashboard/team.db',
        AUDIT_KEY_FILE: '/run/secrets/audit.key',
        PUBLIC_URL: 'https://dashboard.example/',
        SESSION_IDLE_MINUTES: '15',
        SESSION_ABSOLUTE_HOURS: '12',
        UPSTREAM_API_KEY_FILE: '/run/secrets/key',
        OIDC_ISSUER: 'https://login.example/realms/pharmacy',
        OIDC_CLIENT_ID: 'dashboard',
        OIDC_CLIENT_SECRET: 's3cret',
        OIDC_NAME: 'Pharmacy Login',
      }),
    ).toEqual({
      signIn: 'on',
      teamDatabase: '/var/lib/dashboard/team.db',
      auditKeyFile: '/run/secrets/audit.key',
      publicUrl: 'https://dashboard.example',
      sessionIdleMinutes: 15,
      sessionAbsoluteHours: 12,
      upstreamApiKey: 'from-a-file',
      oidc: {
        issuer: 'https://login.example/realms/pharmacy',
        clientId: 'dashboard',
        clientSecret: 's3cret',
        name: 'Pharmacy Login',
      },
    })
  })

  test.each([
    [{ SIGN_IN: 'maybe' }, 'Invalid setting SIGN_IN="maybe": expected auto, on, off.'],
    [
      { PUBLIC_URL: 'https://dashboard.example/app' },
      /^Invalid setting PUBLIC_URL=.*the http\(s\) origin people open/,
    ],
    [
      { SESSION_IDLE_MINUTES: '0' },
      'Invalid setting SESSION_IDLE_MINUTES="0": expected a whole number from 1 to 1440.',
    ],
    [
      { UPSTREAM_API_KEY: 'a', UPSTREAM_API_KEY_FILE: '/run/secrets/key' },
      /either UPSTREAM_API_KEY or UPSTREAM_API_KEY_FILE, not both/,
    ],
    [
      { UPSTREAM_API_KEY_FILE: '/nowhere' },
      /^Invalid setting UPSTREAM_API_KEY_FILE="\/nowhere": expected a readable file \(ENOENT/,
    ],
    [{ UPSTREAM_API_KEY_FILE: '/run/secrets/empty' }, /a file holding the secret, not an empty one/],
    [
      { OIDC_ISSUER: 'https://login.example', OIDC_CLIENT_ID: 'd' },
      /OIDC_CLIENT_SECRET="": expected the client secret/,
    ],
    [
      { OIDC_ISSUER: 'https://login.example', OIDC_CLIENT_ID: 'd', OIDC_CLIENT_SECRET: 's' },
      /PUBLIC_URL="": expected the origin people open, from which the OpenID redirect address is made/,
    ],
  ])('%o is refused with one line', (env, line) => {
    expect(() => read(env as Record<string, string>)).toThrow(line)
  })
})
