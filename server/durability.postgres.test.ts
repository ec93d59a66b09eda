// An acknowledged write survives on PostgreSQL what it survives on SQLite (durability.test.ts), and more:
// server/main.ts runs as a child process with DATABASE_URL over a cluster of its own that keeps
// PostgreSQL's durability defaults (fsync on, synchronous commits), takes three writes, and then both the
// sandbox and the database server are killed (SIGKILL, no shutdown of either); both start again over the
// same files, and every write is there.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { expectThreeWritten, writeThree } from './test-durability'
import * as F from './test-fixture'
import { serversOnOwnCluster } from './test-own-cluster'
import { killed } from './test-process'

const { dir, servers, cluster } = serversOnOwnCluster('sandbox-durability-pg-')

function start() {
  const scenario = join(dir, 'scenario.json')
  writeFileSync(scenario, JSON.stringify(F.testScenario()))
  return servers.start({
    DATABASE_URL: cluster().url,
    // The team store (sign-in) stays a SQLite file; it is not what this test is about.
    DATABASE: join(dir, 'unused.db'),
    SIGN_IN: 'off',
    SCENARIO: scenario,
  })
}

test('acknowledged writes survive SIGKILL of the sandbox and of PostgreSQL, and both restarting', async () => {
  const first = await start()
  expect(first.output()).not.toContain('already holds data')
  await writeThree(first.url)
  // No shutdown anywhere: the sandbox and every PostgreSQL process are killed at once.
  await Promise.all([killed(first.child), cluster().kill()])
  await cluster().restart()

  const second = await start()
  expect(second.output()).toContain('already holds data')
  await expectThreeWritten(second.url)
  await killed(second.child)
}, 120_000)
