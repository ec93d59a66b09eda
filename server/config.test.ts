import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { describe, expect, test } from 'vitest'
import { loadConfigFromFile } from 'vite'
import { DEFAULT_SETTINGS, FILE_SETTING_NAMES, devSandboxUrl, loadDotEnv, readSettings } from './config'
import { TEAM_SETTING_NAMES, readTeamSettings } from './auth/team-settings'
import { METER_SETTING_NAMES, readMeterSettings } from './meter/meter-settings'
import { TENANT_SETTING_NAMES, readTenantSettings } from './tenants/tenant-settings'
import { OPS_SETTING_NAMES, readOpsSettings } from './ops/ops-settings'

describe('readSettings', () => {
  test('defaults when nothing is set', () => {
    expect(readSettings({})).toEqual({
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
      upstreamTimeoutMs: 30000,
      proxyBodyLimitBytes: 1048576,
    })
    expect(DEFAULT_SETTINGS.rateLimitPerMinute).toBe(300)
  })

  test('reads every setting', () => {
    expect(
      readSettings({
        PORT: '0',
        HOST: '0.0.0.0',
        DATABASE: ':memory:',
        DATABASE_URL: 'postgres://sandbox:secret@db.example:5433/marketplace',
        SCENARIO: 'x.json',
        RATE_LIMIT_PER_MINUTE: '5',
        SERVE_DASHBOARD: 'false',
        CORS_ORIGINS: 'https://app.example, http://127.0.0.1:5173',
        TRUST_PROXY: '10.0.0.1',
        LOG_LEVEL: 'debug',
        SANDBOX_CONTROLS: 'false',
        UPSTREAM_URL: 'https://service.example/',
        UPSTREAM_TIMEOUT_MS: '5000',
        PROXY_BODY_LIMIT_BYTES: '2048',
      }),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      database: ':memory:',
      databaseUrl: 'postgres://sandbox:secret@db.example:5433/marketplace',
      scenario: 'x.json',
      rateLimitPerMinute: 5,
      serveDashboard: false,
      corsOrigins: ['https://app.example', 'http://127.0.0.1:5173'],
      trustProxy: '10.0.0.1',
      logLevel: 'debug',
      sandboxControls: false,
      upstreamUrl: 'https://service.example',
      upstreamTimeoutMs: 5000,
      proxyBodyLimitBytes: 2048,
    })
    expect(readSettings({ SERVE_DASHBOARD: 'TRUE' }).serveDashboard).toBe(true)
    expect(readSettings({ CORS_ORIGINS: ' * ' }).corsOrigins).toBe('*')
    expect(readSettings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(readSettings({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2')
    expect(readSettings({ TRUST_PROXY: '10.0.0.0/8, ::1, fd00::/64' }).trustProxy).toBe(
      '10.0.0.0/8, ::1, fd00::/64',
    )
    expect(readSettings({ DATABASE_URL: '' }).databaseUrl).toBeUndefined()
    // A unix socket's folder is named by the host parameter.
    const socket = 'postgresql://sandbox@localhost/marketplace?host=%2Fvar%2Frun%2Fpostgresql'
    expect(readSettings({ DATABASE_URL: socket }).databaseUrl).toBe(socket)
  })

  test('DATABASE_URL_FILE: the address from a file (a credential), never repeated when it is wrong', () => {
    const url = 'postgres://sandbox:s3cret-pw@db.example:5432/marketplace'
    const files: Record<string, string> = {
      '/run/credentials/db': `${url}\n`,
      '/run/credentials/bad': 'db:s3cret-pw',
    }
    const readFile = (path: string) => files[path] ?? ''
    expect(readSettings({ DATABASE_URL_FILE: '/run/credentials/db' }, readFile).databaseUrl).toBe(url)
    expect(() =>
      readSettings({ DATABASE_URL: url, DATABASE_URL_FILE: '/run/credentials/db' }, readFile),
    ).toThrow('either DATABASE_URL or DATABASE_URL_FILE, not both')
    expect(() => readSettings({ DATABASE_URL_FILE: '/run/credentials/bad' }, readFile)).toThrow(
      /^Invalid setting DATABASE_URL_FILE="\/run\/credentials\/bad": expected a file holding a PostgreSQL address/,
    )
    expect(() => readSettings({ DATABASE_URL: 'mysql://sandbox:s3cret-pw@db.example/m' })).toThrow(
      'Invalid setting DATABASE_URL="mysql://sandbox:***@db.example/m"',
    )
    expect(() => readSettings({ DATABASE_URL_FILE: '/run/credentials/none' })).toThrow(
      /DATABASE_URL_FILE="\/run\/credentials\/none": expected a readable file/,
    )
  })

  test.each([
    ['PORT', '65536'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['PORT', ''],
    ['HOST', '  '],
    ['DATABASE', ''],
    ['DATABASE_URL', 'db.example/marketplace'],
    ['DATABASE_URL', 'mysql://db.example/marketplace'],
    ['DATABASE_URL', 'postgres://db.example'],
    ['SCENARIO', ''],
    ['RATE_LIMIT_PER_MINUTE', 'many'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['SERVE_DASHBOARD', 'sometimes'],
    ['CORS_ORIGINS', 'app.example'],
    ['CORS_ORIGINS', 'https://app.example/'],
    ['CORS_ORIGINS', 'https://app.example/path'],
    ['TRUST_PROXY', ' '],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '1'],
    ['TRUST_PROXY', 'balancer.example'],
    ['TRUST_PROXY', '10.0.0.1, 10.0.0'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,'],
    ['LOG_LEVEL', 'loud'],
    ['SANDBOX_CONTROLS', 'maybe'],
    ['UPSTREAM_URL', 'service.example'],
    ['UPSTREAM_URL', 'ftp://service.example'],
    ['UPSTREAM_TIMEOUT_MS', '0'],
    ['PROXY_BODY_LIMIT_BYTES', 'big'],
  ])('refuses %s=%j with a message naming it', (name, value) => {
    expect(() => readSettings({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}=`))
  })
})

describe('devSandboxUrl (the dev server forwards /api here)', () => {
  test('follows PORT and HOST', () => {
    expect(devSandboxUrl(readSettings({ PORT: '8090' }))).toBe('http://127.0.0.1:8090')
    expect(devSandboxUrl(readSettings({ HOST: '0.0.0.0', PORT: '9000' }))).toBe('http://127.0.0.1:9000')
    expect(devSandboxUrl(readSettings({ HOST: '::1' }))).toBe('http://[::1]:8080')
  })

  test("Vite's dev proxy targets the sandbox of PORT=8090", async () => {
    const previous = process.env.PORT
    process.env.PORT = '8090'
    try {
      const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, 'vite.config.ts')
      expect(loaded?.config.server?.proxy).toEqual({ '/api': 'http://127.0.0.1:8090' })
    } finally {
      if (previous === undefined) delete process.env.PORT
      else process.env.PORT = previous
    }
  })
})

describe('.env.example', () => {
  test('names every setting once, each with its default', () => {
    const example = parseEnv(readFileSync('.env.example', 'utf8'))
    expect(Object.keys(example)).toHaveLength(
      Object.keys(DEFAULT_SETTINGS).length +
        TEAM_SETTING_NAMES.length +
        METER_SETTING_NAMES.length +
        TENANT_SETTING_NAMES.length +
        OPS_SETTING_NAMES.length +
        FILE_SETTING_NAMES.length,
    )
    expect(Object.keys(example)).toEqual(
      expect.arrayContaining([
        ...TEAM_SETTING_NAMES,
        ...METER_SETTING_NAMES,
        ...TENANT_SETTING_NAMES,
        ...OPS_SETTING_NAMES,
        ...FILE_SETTING_NAMES,
      ]),
    )
    expect(readOpsSettings(example)).toEqual(readOpsSettings({}))
    expect(readMeterSettings(example)).toEqual(readMeterSettings({}))
    expect(readTenantSettings(example)).toEqual(readTenantSettings({}))
    expect(readSettings(example)).toEqual(DEFAULT_SETTINGS)
    expect(readTeamSettings(example, DEFAULT_SETTINGS.database)).toEqual(
      readTeamSettings({}, DEFAULT_SETTINGS.database),
    )
  })
})

describe('loadDotEnv', () => {
  test('reads a .env file into the environment, and a variable already set wins', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dotenv-'))
    const file = join(dir, '.env')
    writeFileSync(file, 'LOG_LEVEL=debug\nPORT=9191\n')
    const saved = { LOG_LEVEL: process.env.LOG_LEVEL, PORT: process.env.PORT }
    process.env.PORT = '7070'
    delete process.env.LOG_LEVEL
    try {
      loadDotEnv(file)
      expect(readSettings(process.env)).toMatchObject({ logLevel: 'debug', port: 7070 })
      loadDotEnv(join(dir, 'absent.env'))
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
