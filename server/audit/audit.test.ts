// The audit log through the team endpoints: who changed the price (the history of a listing, with the
// values before and after), the admin's listing with its filters, the CSV export, and what is never
// written (passwords).
import { describe, expect, test } from 'vitest'
import { verifyEntries } from '../store/audit-entries'
import { expectShape } from '../test-app'
import { listingBody, offerBody } from '../test-bodies'
import * as F from '../test-fixture'
import { TEAM_USERS, createTeamTestApp } from '../team-test-app'
import { csvField } from './audit-records'

describe('who changed the price', () => {
  test('the history of a listing: each change with the values before and after, newest first', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    const put = (price: number) =>
      seller({
        method: 'PUT',
        url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
        payload: listingBody({ price }),
      })
    expect((await put(12)).statusCode).toBe(200)
    t.clock.now = new Date(t.clock.now.getTime() + 60_000)
    expect((await put(10.5)).statusCode).toBe(200)
    // A refused write changed nothing and is not listed.
    expect((await put(-1)).statusCode).toBe(400)
    const viewer = await t.as('viewer')
    const history = await viewer({ method: 'GET', url: `/team/history/${F.LISTING_PENDING}` })
    expect(history.statusCode).toBe(200)
    const { data } = history.json<{
      data: { at: string; user: unknown; changes: { field: string; from: unknown; to: unknown }[] }[]
    }>()
    expect(data).toHaveLength(2)
    expect(data[0]).toMatchObject({
      at: '2026-03-02T12:01:00.000Z',
      user: { id: t.users.seller.id, email: TEAM_USERS.seller.email, name: 'Seller User' },
      operation: 'updateMarketplaceListing',
      npi: F.NPI_MEMBER,
      state: 'answered',
      status: 200,
      changes: [{ field: 'price', from: 12, to: 10.5 }],
    })
    // Before the first change the server read the listing through the service (the read extension).
    expect(data[1]?.changes).toContainEqual({ field: 'price', from: 100, to: 12 })
  })

  test('a cash offer too; the history is refused to someone who does not act for its pharmacy', async () => {
    const t = await createTeamTestApp()
    const buyer = await t.as('buyer')
    const admin = await t.as('admin')
    const put = await admin({
      method: 'PUT',
      url: `/api/v1/cash-offers/${F.OFFER_STANDARD}`,
      payload: offerBody({ price: 57 }),
    })
    expect({ status: put.statusCode, body: put.body }).toMatchObject({ status: 200 })
    expect((await buyer({ method: 'GET', url: `/team/history/${F.OFFER_STANDARD}` })).json()).toMatchObject({
      data: [
        {
          user: { email: 'admin@group-one.test' },
          changes: expect.arrayContaining([{ field: 'price', from: 60, to: 57 }]) as unknown,
        },
      ],
    })
    await t.team.users.update(t.users.buyer.id, { npis: [F.NPI_RESTRICTED] }, t.clock.now)
    expect(
      expectShape(await buyer({ method: 'GET', url: `/team/history/${F.OFFER_STANDARD}` }), 403, 4),
    ).toMatchObject({ message: `You do not act for pharmacy NPI ${F.NPI_MEMBER}.` })
  })

  test('a write refused before it was sent, acting for another pharmacy, does not lock the history', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    const put = (npi: number) =>
      seller({
        method: 'PUT',
        url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
        payload: listingBody({ price: 12, pharmacyNPI: npi }),
      })
    expect((await put(F.NPI_MEMBER)).statusCode).toBe(200)
    // The seller does not act for Coastal Pharmacy: refused by this server, recorded, never sent.
    expectShape(await put(F.NPI_RESTRICTED), 403, 4)
    const history = await seller({ method: 'GET', url: `/team/history/${F.LISTING_PENDING}` })
    expect(history.statusCode).toBe(200)
    expect(history.json<{ data: { npi: number }[] }>().data.map((change) => change.npi)).toEqual([
      F.NPI_MEMBER,
    ])
  })

  test('a created listing is found by the id the service gave it', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    const created = await seller({
      method: 'POST',
      url: '/api/v1/marketplace-listings',
      payload: { ...listingBody(), nationalDrugCode: '0093-0058-01', quantity: 40 },
    })
    const id = created.json<{ id: string }>().id
    const history = (await seller({ method: 'GET', url: `/team/history/${id}` })).json<{
      data: { operation: string; changes: { field: string; from: unknown }[] }[]
    }>()
    expect(history.data[0]?.operation).toBe('createMarketplaceListing')
    expect(history.data[0]?.changes).toContainEqual({ field: 'price', from: null, to: 123.45 })
  })
})

describe('a write whose answer is lost', () => {
  test('the service did it, the answer never came: 502 at once, and the log says sent, answer unknown', async () => {
    const t = await createTeamTestApp()
    const admin = await t.as('admin')
    const fault = await admin({
      method: 'POST',
      url: '/api/v1/sandbox/faults',
      payload: { operation: 'updateMarketplaceListing', response: { kind: 'after-write', then: 'drop' } },
    })
    expect(fault.statusCode).toBe(201)
    const seller = await t.as('seller')
    const lost = await seller({
      method: 'PUT',
      url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
      payload: listingBody({ price: 77 }),
    })
    expect(expectShape(lost, 502, 4).message).toMatch(/the service may or may not have received the request/)
    const listing = await seller({
      method: 'GET',
      url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}?pharmacyNpi=${F.NPI_MEMBER}`,
    })
    expect(listing.json()).toMatchObject({ price: 77 })
    const records = (
      await admin({ method: 'GET', url: '/team/audit?operation=updateMarketplaceListing' })
    ).json<{
      data: { state: string; answer: unknown }[]
    }>()
    expect(records.data).toEqual([expect.objectContaining({ state: 'sent, answer unknown', answer: null })])
  })
})

describe("the admin's view of the log", () => {
  test('records pair what was sent with the answer; filters by user, operation, NPI, target and time', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    await seller({
      method: 'PUT',
      url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
      payload: listingBody({ price: 0 }),
    })
    await seller({
      method: 'PUT',
      url: `/api/v1/marketplace-listings/${F.LISTING_RESTRICTED}`,
      payload: listingBody({ pharmacyNPI: F.NPI_RESTRICTED }),
    })
    const admin = await t.as('admin')
    const page = (query: string) =>
      admin({ method: 'GET', url: `/team/audit${query}` }).then((r) =>
        r.json<{ data: Record<string, unknown>[]; recordsFiltered: number }>(),
      )
    const all = await page('')
    expect(all.recordsFiltered).toBe(4) // two sign-ins, the write, the refusal
    const write = (await page(`?operation=updateMarketplaceListing&target=${F.LISTING_PENDING}`)).data
    expect(write).toEqual([
      {
        id: expect.any(Number) as number,
        at: '2026-03-02T12:00:00.000Z',
        user: { id: t.users.seller.id, email: TEAM_USERS.seller.email, name: 'Seller User' },
        operation: 'updateMarketplaceListing',
        npi: F.NPI_MEMBER,
        targetId: F.LISTING_PENDING,
        address: '127.0.0.1',
        requestId: expect.any(String) as string,
        sent: {
          method: 'PUT',
          path: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
          query: '',
          body: listingBody({ price: 0 }),
        },
        state: 'answered',
        answer: { status: 400, shape: 2, message: expect.stringMatching(/Price/i) as string },
        answeredAt: '2026-03-02T12:00:00.000Z',
        // Refused, it changed nothing; the listing is named as the service read it before the write.
        about: expect.objectContaining({ packageName: 'Humalog', lotNumber: 'L1' }) as unknown,
        changes: null,
      },
    ])
    expect(
      (await page(`?npi=${F.NPI_RESTRICTED}`)).data.map((r) => [
        r.state,
        (r.answer as { status: number }).status,
      ]),
    ).toEqual([['not sent', 403]])
    expect((await page(`?user=${t.users.seller.id}`)).recordsFiltered).toBe(3)
    expect((await page('?operation=signIn&start=1&take=1')).data).toHaveLength(1)
    expect((await page('?from=2026-03-03T00:00:00Z')).recordsFiltered).toBe(0)
    expectShape(await admin({ method: 'GET', url: '/team/audit?take=0' }), 400, 3)
    const chain = await t.team.audit.entries(0, 100)
    expect(verifyEntries(chain, undefined, t.team.audit.seal)).toBeNull()
  })

  test('the CSV has the same records, and a cell a spreadsheet would run is made text', async () => {
    const t = await createTeamTestApp()
    const admin = await t.as('admin')
    await admin({
      method: 'POST',
      url: '/team/users',
      payload: {
        email: 'x@group-one.test',
        name: '=HYPERLINK("http://evil")',
        role: 'viewer',
        npis: 'all',
        password: 'twelve chars!',
      },
    })
    const csv = await admin({ method: 'GET', url: '/team/audit.csv' })
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe('attachment; filename="audit.csv"')
    const lines = csv.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'id,at,user,operation,npi,target,state,status,shape,message,address,answered at,sent,request id',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(',createUser,')
    expect(lines[1]).not.toContain('twelve chars!')
    expect(csvField('=1+2')).toBe("'=1+2")
    expect(csvField('-5')).toBe("'-5")
    expect(csvField('a,"b"')).toBe('"a,""b"""')
  })
})
