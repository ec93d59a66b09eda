// The three acknowledged writes the durability tests make before the process is killed, and the check that
// each is still there after the restart, the same on SQLite (durability.test.ts) and on PostgreSQL
// (durability.postgres.test.ts).
import { expect } from 'vitest'
import { listingBody, searchBody } from './test-bodies'
import * as F from './test-fixture'

const request = (url: string, method: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: {
      'x-service-auth': F.KEY_ONE,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** A listing's change, a draft's deletion and two NPIs invited, each answered as done. */
export async function writeThree(url: string): Promise<void> {
  const put = await request(
    url,
    'PUT',
    `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
    listingBody({ lotNumber: 'DURABLE-1', price: 321 }),
  )
  expect(put.status).toBe(200)
  expect((await request(url, 'DELETE', `/api/v1/draft-listings/${F.DRAFT(3)}`)).status).toBe(204)
  const npis = await request(url, 'POST', '/api/v1/groups/npi-update', [F.NPI_UNGROUPED, F.NPI_UNKNOWN])
  expect(npis.status).toBe(200)
}

export async function expectThreeWritten(url: string): Promise<void> {
  const listing = (await (
    await request(url, 'GET', `/api/v1/marketplace-listings/${F.LISTING_PENDING}?pharmacyNpi=${F.NPI_MEMBER}`)
  ).json()) as Record<string, unknown>
  expect(listing).toMatchObject({ lotNumber: 'DURABLE-1', price: 321 })
  const drafts = (await (
    await request(url, 'POST', '/api/v1/draft-listings/search', searchBody({ take: 100 }))
  ).json()) as { data: { id: string }[]; recordsTotal: number }
  expect(drafts.recordsTotal).toBe(5)
  expect(drafts.data.map((d) => d.id)).not.toContain(F.DRAFT(3))
  const group = (await (await request(url, 'GET', '/api/v1/pharmacies/search')).json()) as {
    members: { npi: number }[]
    pendingInvitations: { npi: number }[]
  }
  expect(group.members.map((m) => m.npi)).toContain(F.NPI_UNGROUPED)
  expect(group.pendingInvitations.map((i) => i.npi)).toContain(F.NPI_UNKNOWN)
}
