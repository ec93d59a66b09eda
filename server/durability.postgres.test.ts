// An acknowledged write survives on PostgreSQL what it survives on SQLite (durability.test.ts), and more:
// server/main.ts runs as a child process with DATABASE_URL over a cluster of its own that keeps
// PostgreSQL's durability defaults (fsync on, synchronous commits), takes three writes, and then both the
// sandbox and the database server are killed (SIGKILL, no shutdown of either); both start again over the
// same files, and every write is there.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startCluster, type Cluster } from '../scripts/postgres-cluster'
import { listingBody, searchBody } from './test-bodies'
import * as F from './test-fixture'

const dir = mkdtempSync(join(tmpdir(), 'sandbox-durability-pg-'))
const children: ChildProcess[] = []
let cluster: Cluster
beforeAll(async () => {
  cluster = await startCluster({ fsync: true })
}, 60_000)
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await cluster?.stop()
  rmSync(dir, { recursive: true, force: true })
})

function start(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const scenario = join(dir, 'scenario.json')
  writeFileSync(scenario, JSON.stringify(F.testScenario()))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: cluster.url,
      // The team store (sign-in) stays a SQLite file; it is not what this test is about.
      DATABASE: join(dir, 'unused.db'),
      SIGN_IN: 'off',
      SCENARIO: scenario,
      SERVE_DASHBOARD: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start-up line in time: ${output}`)), 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ child, url: match[1], output: () => output })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)))
  })
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })

const request = (url: string, method: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: {
      'x-service-auth': F.KEY_ONE,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

test('acknowledged writes survive SIGKILL of the sandbox and of PostgreSQL, and both restarting', async () => {
  const first = await start()
  expect(first.output()).not.toContain('already holds data')
  const put = await request(
    first.url,
    'PUT',
    `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
    listingBody({ lotNumber: 'DURABLE-1', price: 321 }),
  )
  expect(put.status).toBe(200)
  expect((await request(first.url, 'DELETE', `/api/v1/draft-listings/${F.DRAFT(3)}`)).status).toBe(204)
  const npis = await request(first.url, 'POST', '/api/v1/groups/npi-update', [F.NPI_UNGROUPED, F.NPI_UNKNOWN])
  expect(npis.status).toBe(200)
  // No shutdown anywhere: the sandbox and every PostgreSQL process are killed at once.
  await Promise.all([killed(first.child), cluster.kill()])
  await cluster.restart()

  const second = await start()
  expect(second.output()).toContain('already holds data')
  const listing = (await (
    await request(
      second.url,
      'GET',
      `/api/v1/marketplace-listings/${F.LISTING_PENDING}?pharmacyNpi=${F.NPI_MEMBER}`,
    )
  ).json()) as Record<string, unknown>
  expect(listing).toMatchObject({ lotNumber: 'DURABLE-1', price: 321 })
  const drafts = (await (
    await request(second.url, 'POST', '/api/v1/draft-listings/search', searchBody({ take: 100 }))
  ).json()) as { data: { id: string }[]; recordsTotal: number }
  expect(drafts.recordsTotal).toBe(5)
  expect(drafts.data.map((d) => d.id)).not.toContain(F.DRAFT(3))
  const group = (await (await request(second.url, 'GET', '/api/v1/pharmacies/search')).json()) as {
    members: { npi: number }[]
    pendingInvitations: { npi: number }[]
  }
  expect(group.members.map((m) => m.npi)).toContain(F.NPI_UNGROUPED)
  expect(group.pendingInvitations.map((i) => i.npi)).toContain(F.NPI_UNKNOWN)
  await killed(second.child)
}, 120_000)
