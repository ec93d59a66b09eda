// A crash between the audit entry and the answer: server/main.ts (the demo scenario, sign-in on) runs as
// a child process over files; a seller's price change is held by a sandbox fault ("delay") after its
// intent is written; the process is killed (SIGKILL); after a restart on the same files the entry reads
// "sent, answer unknown", and the admin's session, kept in the team store, still works.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { listingBody } from './test-bodies'
import { browser, signIn } from './test-browser'
import { killed, serverProcesses } from './test-process'

const dir = mkdtempSync(join(tmpdir(), 'team-crash-'))
const servers = serverProcesses()
afterAll(() => {
  servers.killAll()
  rmSync(dir, { recursive: true, force: true })
})

/** Riverside Pharmacy's Pending Zyprexa listing in the demo scenario. */
const LISTING = '9979ac03-1763-44d3-8c5e-65d6d20e0e8d'

const start = () =>
  servers.start(
    {
      DATABASE: join(dir, 'sandbox.db'),
      TEAM_DATABASE: join(dir, 'team.db'),
      SCENARIO: 'server/scenarios/demo.json',
      SIGN_IN: 'auto',
    },
    (output) => output.includes('Sign-in on'),
  )

type AuditRecords = {
  data: { state: string; answer: unknown; answeredAt: unknown; npi: number; user: { email: string } }[]
}

test('a server killed while the call is out leaves "sent, answer unknown"', async () => {
  const first = await start()
  const admin = await signIn(first.url, 'admin@riverside.example', 'riverside-admin-demo')
  const fault = await browser(first.url, admin, 'POST', '/api/v1/sandbox/faults', {
    operation: 'updateMarketplaceListing',
    response: { kind: 'delay', ms: 60_000 },
  })
  expect(fault.status).toBe(201)
  const seller = await signIn(first.url, 'seller@riverside.example', 'riverside-seller-demo')
  const held = browser(
    first.url,
    seller,
    'PUT',
    `/api/v1/marketplace-listings/${LISTING}`,
    listingBody({ pharmacyNPI: 1234567893, price: 9.99 }),
  ).catch(() => null)

  // The intent is on disk before the call goes out: wait until the admin sees it, then kill.
  const audit = (url: string) => browser(url, admin, 'GET', '/team/audit?operation=updateMarketplaceListing')
  let records: AuditRecords = { data: [] }
  for (let i = 0; i < 100 && records.data.length === 0; i++) {
    records = (await (await audit(first.url)).json()) as AuditRecords
    if (records.data.length === 0) await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(records.data).toHaveLength(1)
  await killed(first.child)
  expect(await held).toBeNull()

  const second = await start()
  const after = (await (await audit(second.url)).json()) as AuditRecords
  expect(after.data).toEqual([
    expect.objectContaining({
      state: 'sent, answer unknown',
      answer: null,
      answeredAt: null,
      npi: 1234567893,
      user: expect.objectContaining({ email: 'seller@riverside.example' }) as unknown,
    }),
  ])
  second.child.kill('SIGTERM')
}, 90_000)
