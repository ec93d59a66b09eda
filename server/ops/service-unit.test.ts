// The systemd unit (deploy/pharmacy-marketplace.service, docs/operations.md "Service unit"): systemd's own
// checks pass (`systemd-analyze verify`, and `security` rates its exposure low), every credential it hands
// over is read by the server through a _FILE setting, it waits longer than the server's own stop, and
// its environment file holds only valid settings. Without systemd-analyze (not Linux, or no systemd) the
// systemd checks are skipped with a line saying so; the others run everywhere.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { describe, expect, test } from 'vitest'
import { TEAM_SETTING_NAMES, readTeamSettings } from '../auth/team-settings'
import { FILE_SETTING_NAMES, readSettings } from '../config'
import { DEFAULT_OPS_SETTINGS, OPS_SETTING_NAMES, readOpsSettings } from './ops-settings'

const UNIT = 'deploy/pharmacy-marketplace.service'
const ENV = 'deploy/pharmacy-marketplace.env'
const unit = readFileSync(UNIT, 'utf8')
const lines = (key: string) =>
  unit
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1))

const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' })
const hasSystemd = analyze.status === 0
if (!hasSystemd)
  console.warn(
    'service-unit.test.ts: systemd-analyze not found (no systemd here), so the unit is not checked by systemd; install systemd to check it.',
  )

describe.skipIf(!hasSystemd)('systemd-analyze', () => {
  /** The unit as it would be installed here: node where this machine has it, if not /usr/bin/node. */
  const installed = () => {
    const dir = mkdtempSync(join(tmpdir(), 'unit-'))
    const file = join(dir, 'pharmacy-marketplace.service')
    writeFileSync(file, unit.replace('ExecStart=/usr/bin/node ', `ExecStart=${process.execPath} `))
    return { file, done: () => rmSync(dir, { recursive: true, force: true }) }
  }

  test('verify finds nothing wrong', () => {
    const { file, done } = installed()
    try {
      const result = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' })
      expect({ status: result.status, output: `${result.stdout}${result.stderr}`.trim() }).toEqual({
        status: 0,
        output: '',
      })
    } finally {
      done()
    }
  })

  test('security rates its exposure low (2 or under, out of 10)', () => {
    const { file, done } = installed()
    try {
      const result = spawnSync('systemd-analyze', ['security', '--offline=true', file], { encoding: 'utf8' })
      const level = /Overall exposure level for .*: (\d+(?:\.\d+)?)/.exec(result.stdout)
      expect(level, result.stdout + result.stderr).not.toBeNull()
      expect(Number(level![1])).toBeLessThanOrEqual(2)
    } finally {
      done()
    }
  })
})

describe('the unit and the settings it gives', () => {
  test('each credential is read by the server through its _FILE setting, under %d', () => {
    const credentials = lines('LoadCredential').map((line) => line.split(':')[0]!)
    expect(credentials.length).toBeGreaterThanOrEqual(4)
    const known = new Set<string>([...FILE_SETTING_NAMES, ...TEAM_SETTING_NAMES, ...OPS_SETTING_NAMES])
    const given = new Map(lines('Environment').map((line) => line.split('=') as [string, string]))
    for (const name of credentials) {
      const setting = [...given].find(([, value]) => value === `%d/${name}`)?.[0]
      expect(setting, name).toMatch(/_FILE$/)
      expect(known.has(setting!), setting).toBe(true)
    }
  })

  test('systemd waits longer than the server takes to stop by itself', () => {
    const [timeout] = lines('TimeoutStopSec')
    expect(Number(/^(\d+)s$/.exec(timeout ?? '')?.[1])).toBeGreaterThan(
      DEFAULT_OPS_SETTINGS.stopTimeoutSeconds,
    )
    expect(lines('KillSignal')).toEqual(['SIGTERM'])
  })

  test('its environment file holds valid settings only, each one .env.example names', () => {
    const env = parseEnv(readFileSync(ENV, 'utf8'))
    const example = parseEnv(readFileSync('.env.example', 'utf8'))
    for (const name of Object.keys(env)) expect(Object.keys(example), name).toContain(name)
    const settings = readSettings(env)
    expect(readTeamSettings(env, settings.database).teamDatabase).toBe(
      '/var/lib/pharmacy-marketplace/team.db',
    )
    expect(readOpsSettings(env).drainSeconds).toBeGreaterThan(3)
    expect(settings.logLevel).toBe('info')
  })
})
