// Each audit entry names the request that wrote it: the id the answer carries in X-Request-Id and the
// access log's line gives as requestId (ops/access-log.ts), so an entry and its request's log line are
// found from each other. GET /team/audit and its CSV show it; an entry no request wrote has none.
import { expect, test } from 'vitest'
import type { AuditRecord } from '../../src/contract/team-audit'
import type { LoggerOptions } from '../ops/access-log'
import { verifyEntries } from '../store/audit-entries'
import { listingBody } from '../test-bodies'
import * as F from '../test-fixture'
import { createTeamTestApp } from '../team-test-app'

test("a write's entries carry its request id, as its answer and its access line do", async () => {
  const text: string[] = []
  const logger: LoggerOptions = { level: 'info', stream: { write: (line) => void text.push(line) } }
  const t = await createTeamTestApp({ app: { logger } })
  const seller = await t.as('seller')
  const put = await seller({
    method: 'PUT',
    url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
    payload: listingBody({ price: 12 }),
  })
  expect(put.statusCode).toBe(200)
  const requestId = put.headers['x-request-id']
  expect(typeof requestId).toBe('string')
  const lines = text.map((line) => JSON.parse(line) as Record<string, unknown>)
  const access = lines.filter((line) => line.msg === 'request' && line.method === 'PUT')
  expect(access.map((line) => line.requestId)).toEqual([requestId])

  // The intent and its outcome, both written by that request; the sign-in's event by the sign-in.
  const entries = await t.team.audit.entries(0, 100)
  const written = entries.filter((entry) => entry.operation === 'updateMarketplaceListing')
  expect(written.map((entry) => [entry.type, entry.requestId])).toEqual([
    ['intent', requestId],
    ['outcome', requestId],
  ])
  const signIns = entries.filter((entry) => entry.operation === 'signIn')
  const signInLines = lines.filter((line) => line.msg === 'request' && line.route === '/auth/sign-in')
  expect(signIns.map((entry) => entry.requestId)).toEqual(signInLines.map((line) => line.requestId))
  // The id is part of what each entry's hash covers: the chain verifies as written.
  expect(verifyEntries(entries, undefined, t.team.audit.seal)).toBeNull()
  const edited = entries.map((entry) => (entry === written[0] ? { ...entry, requestId: 'another' } : entry))
  expect(verifyEntries(edited, undefined, t.team.audit.seal)).toMatchObject({ seq: written[0]!.seq })

  const admin = await t.as('admin')
  const listed = await admin({ method: 'GET', url: '/team/audit?operation=updateMarketplaceListing' })
  const record = listed.json<{ data: AuditRecord[] }>().data[0]!
  expect(record.requestId).toBe(requestId)
  const csv = (await admin({ method: 'GET', url: '/team/audit.csv' })).body.split('\r\n')
  expect(csv[0]!.endsWith(',request id')).toBe(true)
  expect(csv.find((line) => line.startsWith(`${record.id},`))!.endsWith(`,${String(requestId)}`)).toBe(true)
  await t.app.close()
})

test('an entry no request wrote has no request id, and the chain still verifies', async () => {
  const t = await createTeamTestApp()
  const entry = await t.team.audit.append({
    at: t.clock.now.toISOString(),
    type: 'event',
    operation: 'startUp',
    userId: null,
    userEmail: null,
    npi: null,
    targetId: null,
    address: null,
    refersTo: null,
    data: {},
  })
  expect(entry.requestId).toBeNull()
  const entries = await t.team.audit.entries(0, 100)
  expect(entries.at(-1)).toEqual(entry)
  expect(verifyEntries(entries, undefined, t.team.audit.seal)).toBeNull()
  await t.app.close()
})
