// Start-up settings from the environment. A bad value stops start-up with one line naming the setting.
export type Settings = {
  port: number
  host: string
  database: string
  scenario: string
  rateLimitPerMinute: number
  serveDashboard: boolean
}

export const DEFAULT_SETTINGS: Settings = {
  port: 8080,
  host: '127.0.0.1',
  database: './data/sandbox.db',
  scenario: 'server/scenarios/demo.json',
  rateLimitPerMinute: 300,
  serveDashboard: true,
}

export class SettingError extends Error {
  constructor(name: string, value: string, expected: string) {
    super(`Invalid setting ${name}=${JSON.stringify(value)}: expected ${expected}.`)
    this.name = 'SettingError'
  }
}

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const n = Number(value)
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new SettingError(name, value, `a whole number from ${min} to ${max}`)
  }
  return n
}

function text(name: string, value: string, expected: string): string {
  if (value.trim() === '') throw new SettingError(name, value, expected)
  return value.trim()
}

function flag(name: string, value: string): boolean {
  const v = value.trim().toLowerCase()
  if (['true', '1', 'yes'].includes(v)) return true
  if (['false', '0', 'no'].includes(v)) return false
  throw new SettingError(name, value, 'true or false')
}

/** Reads PORT, HOST, DATABASE, SCENARIO, RATE_LIMIT_PER_MINUTE and SERVE_DASHBOARD; unset means the default. */
export function readSettings(env: Record<string, string | undefined>): Settings {
  const get = (name: string) => env[name]
  const port = get('PORT')
  const host = get('HOST')
  const database = get('DATABASE')
  const scenario = get('SCENARIO')
  const rate = get('RATE_LIMIT_PER_MINUTE')
  const dashboard = get('SERVE_DASHBOARD')
  return {
    port: port === undefined ? DEFAULT_SETTINGS.port : wholeNumber('PORT', port, 0, 65535),
    host: host === undefined ? DEFAULT_SETTINGS.host : text('HOST', host, 'a host name or IP address'),
    database:
      database === undefined
        ? DEFAULT_SETTINGS.database
        : text('DATABASE', database, "a file path or ':memory:'"),
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
  }
}

/** Where a client on this machine reaches the sandbox started with these settings (the dev proxy's target). */
export function devSandboxUrl(settings: Pick<Settings, 'host' | 'port'>): string {
  const anyAddress = settings.host === '0.0.0.0' || settings.host === '::'
  const host = anyAddress ? '127.0.0.1' : settings.host.includes(':') ? `[${settings.host}]` : settings.host
  return `http://${host}:${settings.port}`
}
