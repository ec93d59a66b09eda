// The settings of sign-in (docs/team-server.md, .env.example), read beside the server's own (config.ts)
// and in the same way: unset means the default, a bad value stops start-up with one line naming it.
// Secrets may come from a file (UPSTREAM_API_KEY_FILE, OIDC_CLIENT_SECRET_FILE), as container platforms
// hand them over; a value and a file for the same secret is a mistake and is refused.
import { dirname, join } from 'node:path'
import {
  SettingError,
  httpUrl,
  readText,
  secret,
  text,
  wholeNumber,
  type ReadFile,
} from '../settings/setting-values'

export const SIGN_IN_MODES = ['auto', 'on', 'off'] as const
export type SignInMode = (typeof SIGN_IN_MODES)[number]

export type OidcSettings = {
  issuer: string
  clientId: string
  clientSecret: string
  /** The sign-in button's label: "Sign in with <name>". */
  name: string
}

export type TeamSettings = {
  signIn: SignInMode
  /** The team store's SQLite file: users, sessions, audit log. */
  teamDatabase: string
  /** The audit log's key (server/auth/audit-key.ts); null: a key in memory, for a store in memory. */
  auditKeyFile: string | null
  /** This server's public origin (https://dashboard.example): CSRF origin, Secure cookies, OIDC redirect. */
  publicUrl: string | undefined
  sessionIdleMinutes: number
  sessionAbsoluteHours: number
  /** The group's key, which the server adds to a signed-in user's calls. */
  upstreamApiKey: string | undefined
  oidc: OidcSettings | undefined
}

/** The environment variables of sign-in, each in .env.example. */
export const TEAM_SETTING_NAMES = [
  'SIGN_IN',
  'TEAM_DATABASE',
  'AUDIT_KEY_FILE',
  'PUBLIC_URL',
  'SESSION_IDLE_MINUTES',
  'SESSION_ABSOLUTE_HOURS',
  'UPSTREAM_API_KEY',
  'UPSTREAM_API_KEY_FILE',
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_CLIENT_SECRET_FILE',
  'OIDC_NAME',
] as const

export const DEFAULT_SESSION_IDLE_MINUTES = 30
export const DEFAULT_SESSION_ABSOLUTE_HOURS = 8

function signInMode(value: string): SignInMode {
  const v = value.trim().toLowerCase()
  const mode = SIGN_IN_MODES.find((known) => known === v)
  if (!mode) throw new SettingError('SIGN_IN', value, SIGN_IN_MODES.join(', '))
  return mode
}

function publicUrl(value: string): string | undefined {
  if (value.trim() === '') return undefined
  const url = httpUrl(value)
  if (!url || url.pathname !== '/' || url.search !== '' || url.hash !== '')
    throw new SettingError(
      'PUBLIC_URL',
      value,
      'the http(s) origin people open, such as https://dashboard.example',
    )
  return url.origin
}

function oidc(
  env: Record<string, string | undefined>,
  readFile: ReadFile,
  hasPublicUrl: boolean,
): OidcSettings | undefined {
  const issuer = env.OIDC_ISSUER?.trim() ?? ''
  if (issuer === '') return undefined
  const url = httpUrl(issuer)
  if (!url)
    throw new SettingError(
      'OIDC_ISSUER',
      issuer,
      "the provider's issuer address, such as https://login.example",
    )
  const clientId = text(
    'OIDC_CLIENT_ID',
    env.OIDC_CLIENT_ID ?? '',
    'the client id registered with the provider',
  )
  const clientSecret = secret(env, 'OIDC_CLIENT_SECRET', readFile)
  if (clientSecret === undefined)
    throw new SettingError('OIDC_CLIENT_SECRET', '', 'the client secret (or OIDC_CLIENT_SECRET_FILE)')
  if (!hasPublicUrl)
    throw new SettingError(
      'PUBLIC_URL',
      '',
      'the origin people open, from which the OpenID redirect address is made',
    )
  const name = env.OIDC_NAME?.trim() || url.hostname
  return { issuer, clientId, clientSecret, name }
}

/** The team store's file by default: team.db beside DATABASE, or memory when DATABASE is. */
export function defaultTeamDatabase(database: string): string {
  return database === ':memory:' || database === '' ? ':memory:' : join(dirname(database), 'team.db')
}

/** The audit key's file by default: audit.key beside the team store's file; none for one in memory. */
export function defaultAuditKeyFile(teamDatabase: string): string | null {
  return teamDatabase === ':memory:' || teamDatabase === '' ? null : join(dirname(teamDatabase), 'audit.key')
}

export function readTeamSettings(
  env: Record<string, string | undefined>,
  database: string,
  readFile: ReadFile = readText,
): TeamSettings {
  const mode = env.SIGN_IN
  const team = env.TEAM_DATABASE
  const idle = env.SESSION_IDLE_MINUTES
  const absolute = env.SESSION_ABSOLUTE_HOURS
  const origin = publicUrl(env.PUBLIC_URL ?? '')
  const teamDatabase =
    team === undefined || team.trim() === ''
      ? defaultTeamDatabase(database)
      : text('TEAM_DATABASE', team, "a file path or ':memory:'")
  const keyFile = env.AUDIT_KEY_FILE?.trim() ?? ''
  return {
    signIn: mode === undefined || mode.trim() === '' ? 'auto' : signInMode(mode),
    teamDatabase,
    auditKeyFile: keyFile === '' ? defaultAuditKeyFile(teamDatabase) : keyFile,
    publicUrl: origin,
    sessionIdleMinutes:
      idle === undefined ? DEFAULT_SESSION_IDLE_MINUTES : wholeNumber('SESSION_IDLE_MINUTES', idle, 1, 1440),
    sessionAbsoluteHours:
      absolute === undefined
        ? DEFAULT_SESSION_ABSOLUTE_HOURS
        : wholeNumber('SESSION_ABSOLUTE_HOURS', absolute, 1, 720),
    upstreamApiKey: secret(env, 'UPSTREAM_API_KEY', readFile),
    oidc: oidc(env, readFile, origin !== undefined),
  }
}
