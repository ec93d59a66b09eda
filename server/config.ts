// Start-up settings from the environment. A bad value stops start-up with one line naming the setting.
import { existsSync } from 'node:fs'
import { isIP } from 'node:net'
import {
  SettingError,
  anyUrl,
  httpUrl,
  readText,
  secret,
  text,
  wholeNumber,
  type ReadFile,
} from './settings/setting-values'

export type Settings = {
  port: number
  host: string
  database: string
  /** PostgreSQL instead of the SQLite file: postgres://user:password@host:port/database (docs/scaling.md). */
  databaseUrl: string | undefined
  scenario: string
  rateLimitPerMinute: number
  serveDashboard: boolean
  /** Origins allowed to call the API from a browser page of theirs: a list, '*' for any, [] for none. */
  corsOrigins: string[] | '*'
  /**
   * Fastify's trustProxy: false, or the balancer's addresses (IPs or CIDR ranges, comma-separated) whose
   * X-Forwarded-For names the caller. Never true: that would let any caller name itself.
   */
  trustProxy: false | string
  logLevel: LogLevel
  /** Faults on demand and reset (a sandbox extension); false turns the whole control surface off (404). */
  sandboxControls: boolean
  /** Proxy mode: the vendor's service to forward /api/v1 to; undefined runs the sandbox itself. */
  upstreamUrl: string | undefined
  upstreamTimeoutMs: number
  proxyBodyLimitBytes: number
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export const DEFAULT_SETTINGS: Settings = {
  port: 8080,
  host: '127.0.0.1',
  database: './data/sandbox.db',
  databaseUrl: undefined,
  scenario: 'server/scenarios/demo.json',
  rateLimitPerMinute: 300,
  serveDashboard: true,
  corsOrigins: [],
  trustProxy: false,
  logLevel: 'info',
  sandboxControls: true,
  upstreamUrl: undefined,
  upstreamTimeoutMs: 30_000,
  proxyBodyLimitBytes: 1_048_576,
}

function flag(name: string, value: string): boolean {
  const v = value.trim().toLowerCase()
  if (['true', '1', 'yes'].includes(v)) return true
  if (['false', '0', 'no'].includes(v)) return false
  throw new SettingError(name, value, 'true or false')
}

function origins(value: string): string[] | '*' {
  if (value.trim() === '*') return '*'
  const list = value
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
  for (const origin of list) {
    // An origin is scheme, host and port only: no path, no trailing slash.
    if (httpUrl(origin)?.origin !== origin) {
      throw new SettingError(
        'CORS_ORIGINS',
        value,
        "comma-separated origins such as https://app.example:8443, or '*'",
      )
    }
  }
  return list
}

/** An IPv4 or IPv6 address, or a CIDR range of either (10.0.0.0/8). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
}

// Only the balancer may say who the caller is: trusting every sender (Fastify's `true`) would let a caller
// that reaches an instance directly name any address in X-Forwarded-For, and so take a budget per name.
function trustProxy(value: string): false | string {
  if (['false', '0', 'no'].includes(value.trim().toLowerCase())) return false
  const list = value.split(',').map((entry) => entry.trim())
  if (!list.every(isAddressOrRange)) {
    throw new SettingError(
      'TRUST_PROXY',
      value,
      "false, or the balancer's addresses (IPs or CIDR ranges, comma-separated); not true, which would trust any caller's X-Forwarded-For",
    )
  }
  return list.join(', ')
}

function upstream(value: string): string | undefined {
  if (value.trim() === '') return undefined
  const url = httpUrl(value)
  if (!url || url.search !== '' || url.hash !== '') {
    throw new SettingError('UPSTREAM_URL', value, 'the http(s) base address of the marketplace service')
  }
  return url.href.replace(/\/+$/, '')
}

/** `file`: the DATABASE_URL_FILE it came from, named instead of the address when that is wrong. */
function databaseUrl(value: string, file: string | undefined): string | undefined {
  if (value.trim() === '') return undefined
  const url = anyUrl(value)
  if (!url || !/^postgres(ql)?:$/.test(url.protocol) || url.pathname.replace(/^\//, '') === '') {
    const expected =
      'a PostgreSQL address such as postgres://user:password@host:5432/database (empty: the SQLite file DATABASE)'
    if (file !== undefined) throw new SettingError('DATABASE_URL_FILE', file, `a file holding ${expected}`)
    // The address may hold a password: never repeated.
    throw new SettingError('DATABASE_URL', value.replace(/(\/\/[^:/@]*:)[^@/]*@/, '$1***@'), expected)
  }
  return value.trim()
}

function logLevel(value: string): LogLevel {
  const v = value.trim().toLowerCase()
  const level = LOG_LEVELS.find((known) => known === v)
  if (!level) throw new SettingError('LOG_LEVEL', value, LOG_LEVELS.join(', '))
  return level
}

/** Settings read from a file: a secret's (server/auth/team-settings.ts and ops/ops-settings.ts have theirs). */
export const FILE_SETTING_NAMES = ['DATABASE_URL_FILE'] as const

/** Reads the settings (see .env.example for each one and its default); unset means the default. */
export function readSettings(
  env: Record<string, string | undefined>,
  readFile: ReadFile = readText,
): Settings {
  const get = (name: string) => env[name]
  const port = get('PORT')
  const host = get('HOST')
  const database = get('DATABASE')
  // It holds a password: DATABASE_URL_FILE, a file holding it, as the other secrets may be given.
  const postgres = secret(env, 'DATABASE_URL', readFile)
  const postgresFile = get('DATABASE_URL_FILE')?.trim() || undefined
  const scenario = get('SCENARIO')
  const rate = get('RATE_LIMIT_PER_MINUTE')
  const dashboard = get('SERVE_DASHBOARD')
  const cors = get('CORS_ORIGINS')
  const proxy = get('TRUST_PROXY')
  const level = get('LOG_LEVEL')
  const controls = get('SANDBOX_CONTROLS')
  const upstreamUrl = get('UPSTREAM_URL')
  const timeout = get('UPSTREAM_TIMEOUT_MS')
  const bodyLimit = get('PROXY_BODY_LIMIT_BYTES')
  return {
    port: port === undefined ? DEFAULT_SETTINGS.port : wholeNumber('PORT', port, 0, 65535),
    host: host === undefined ? DEFAULT_SETTINGS.host : text('HOST', host, 'a host name or IP address'),
    database:
      database === undefined
        ? DEFAULT_SETTINGS.database
        : text('DATABASE', database, "a file path or ':memory:'"),
    databaseUrl: postgres === undefined ? DEFAULT_SETTINGS.databaseUrl : databaseUrl(postgres, postgresFile),
    scenario:
      scenario === undefined
        ? DEFAULT_SETTINGS.scenario
        : text('SCENARIO', scenario, 'the path of a scenario JSON file'),
    rateLimitPerMinute:
      rate === undefined
        ? DEFAULT_SETTINGS.rateLimitPerMinute
        : wholeNumber('RATE_LIMIT_PER_MINUTE', rate, 1, 1_000_000_000),
    serveDashboard:
      dashboard === undefined ? DEFAULT_SETTINGS.serveDashboard : flag('SERVE_DASHBOARD', dashboard),
    corsOrigins: cors === undefined ? DEFAULT_SETTINGS.corsOrigins : origins(cors),
    trustProxy: proxy === undefined ? DEFAULT_SETTINGS.trustProxy : trustProxy(proxy),
    logLevel: level === undefined ? DEFAULT_SETTINGS.logLevel : logLevel(level),
    sandboxControls:
      controls === undefined ? DEFAULT_SETTINGS.sandboxControls : flag('SANDBOX_CONTROLS', controls),
    upstreamUrl: upstreamUrl === undefined ? DEFAULT_SETTINGS.upstreamUrl : upstream(upstreamUrl),
    upstreamTimeoutMs:
      timeout === undefined
        ? DEFAULT_SETTINGS.upstreamTimeoutMs
        : wholeNumber('UPSTREAM_TIMEOUT_MS', timeout, 100, 600_000),
    proxyBodyLimitBytes:
      bodyLimit === undefined
        ? DEFAULT_SETTINGS.proxyBodyLimitBytes
        : wholeNumber('PROXY_BODY_LIMIT_BYTES', bodyLimit, 1, 100 * 1_048_576),
  }
}

/** Where a client on this machine reaches the sandbox started with these settings (the dev proxy's target). */
export function devSandboxUrl(settings: Pick<Settings, 'host' | 'port'>): string {
  const anyAddress = settings.host === '0.0.0.0' || settings.host === '::'
  const host = anyAddress ? '127.0.0.1' : settings.host.includes(':') ? `[${settings.host}]` : settings.host
  return `http://${host}:${settings.port}`
}

/** Reads `.env` (when there is one) into the environment; a variable already set keeps its value. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path)
}
