// Start-up failures: a bad setting or a bad scenario stops start-up with one line naming it.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { openDatabase } from './store/sqlite/database'
import { testScenario } from './test-fixture'

const dir = mkdtempSync(join(tmpdir(), 'sandbox-main-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function run(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE: ':memory:', SERVE_DASHBOARD: 'false', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { status: result.status, stderr: result.stderr.trim() }
}

test.each([
  ['PORT', 'eighty', 'Invalid setting PORT="eighty": expected a whole number from 0 to 65535.'],
  [
    'RATE_LIMIT_PER_MINUTE',
    '0',
    'Invalid setting RATE_LIMIT_PER_MINUTE="0": expected a whole number from 1 to 1000000000.',
  ],
  ['SERVE_DASHBOARD', 'maybe', 'Invalid setting SERVE_DASHBOARD="maybe": expected true or false.'],
])(
  '%s=%s stops start-up with one line',
  (name, value, line) => {
    const { status, stderr } = run({ [name]: value })
    expect(status).toBe(1)
    expect(stderr).toBe(line)
  },
  40_000,
)

test('a scenario with a broken value stops start-up naming its JSON path', () => {
  const scenario = testScenario()
  const broken = {
    ...scenario,
    drafts: scenario.drafts.map((d, i) => (i === 2 ? { ...d, price: 'free' } : d)),
  }
  const file = join(dir, 'broken.json')
  writeFileSync(file, JSON.stringify(broken))
  const { status, stderr } = run({ SCENARIO: file })
  expect(status).toBe(1)
  expect(stderr.split('\n')).toHaveLength(1)
  expect(stderr).toMatch(/^Invalid SCENARIO .*broken\.json: \$\.drafts\[2\]\.price: /)
}, 40_000)

test('a scenario file that is not JSON stops start-up with one line', () => {
  const file = join(dir, 'not-json.json')
  writeFileSync(file, '{\n  "groups": [\n')
  const { status, stderr } = run({ SCENARIO: file })
  expect(status).toBe(1)
  expect(stderr).toMatch(/^Invalid SCENARIO .*not-json\.json: \$: not valid JSON/)
  expect(stderr.split('\n')).toHaveLength(1)
}, 40_000)

test('a database file another sandbox holds stops start-up with one line saying so', async () => {
  const file = join(dir, 'held.db')
  const holder = await openDatabase(file)
  try {
    const { status, stderr } = run({ DATABASE: file })
    expect(status).toBe(1)
    expect(stderr).toBe(
      `Cannot open DATABASE=${JSON.stringify(file)}: another process holds it (is a sandbox already running on it?); stop that one or choose another file`,
    )
  } finally {
    holder.close()
  }
}, 40_000)

test('a PostgreSQL server that does not answer stops start-up with one line, the password hidden', () => {
  // A unix socket folder with no server in it: the connection is refused at once.
  const url = `postgres://sandbox:secret@localhost/marketplace?host=${encodeURIComponent(dir)}`
  const { status, stderr } = run({ DATABASE_URL: url })
  expect(status).toBe(1)
  expect(stderr.split('\n')).toHaveLength(1)
  expect(stderr).toMatch(
    /^Cannot open DATABASE_URL=postgres:\/\/sandbox:\*\*\*@localhost\/marketplace\?host=.+: connect /,
  )
  expect(stderr).not.toContain('secret')
}, 40_000)
