// An acknowledged write survives the process being killed (SIGKILL): server/main.ts runs as a child process
// over a temporary database file, takes three writes, is killed, restarts, and every write is there.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { expectThreeWritten, writeThree } from './test-durability'
import * as F from './test-fixture'
import { killed, serverProcesses } from './test-process'

const dir = mkdtempSync(join(tmpdir(), 'sandbox-durability-'))
const servers = serverProcesses()
afterAll(() => {
  servers.killAll()
  rmSync(dir, { recursive: true, force: true })
})

function start() {
  const scenario = join(dir, 'scenario.json')
  writeFileSync(scenario, JSON.stringify(F.testScenario()))
  return servers.start({ DATABASE: join(dir, 'sandbox.db'), SCENARIO: scenario })
}

test('acknowledged writes survive SIGKILL and restart', async () => {
  const first = await start()
  await writeThree(first.url)
  await killed(first.child)

  const second = await start()
  expect(second.output()).toContain('already holds data')
  await expectThreeWritten(second.url)
  await killed(second.child)
}, 90_000)
