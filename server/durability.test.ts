// An acknowledged write survives the process being killed (SIGKILL): server/main.ts runs as a child process
// over a temporary database file, takes three writes, is killed, restarts, and every write is there.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { listingBody, searchBody } from './test-bodies'
import * as F from './test-fixture'

const dir = mkdtempSync(join(tmpdir(), 'sandbox-durability-'))
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
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
      DATABASE: join(dir, 'sandbox.db'),
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

test('acknowledged writes survive SIGKILL and restart', async () => {
  const first = await start()
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
  await killed(first.child)

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
}, 90_000)
