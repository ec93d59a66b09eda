// The meter as the dashboard meets it, through the signed-in API: the budget's headers on every answer,
// a request held at the meter listed by GET /team/meter under the ticket it carried (neither metered nor
// counted), the 429 with Retry-After once it waited its bound, and the audit of a write never sent.
import { describe, expect, test } from 'vitest'
import { METER_HEADERS, METER_TICKET_HEADER, MeterStatusSchema } from '../../src/contract/meter'
import { listingBody } from '../test-bodies'
import * as F from '../test-fixture'
import { createTeamTestApp } from '../team-test-app'

const LIMIT = 3
const meter = { limitPerMinute: LIMIT, maxWaitSeconds: 1, interactiveReserve: 0 }
const search = {
  method: 'POST',
  url: '/api/v1/draft-listings/search',
  payload: { pharmacyNpi: F.NPI_MEMBER },
} as const

describe('the meter through the API', () => {
  test('every answer carries the budget; a held request is listed by its ticket, then answered 429', async () => {
    const t = await createTeamTestApp({ team: { meter } })
    const seller = await t.as('seller')
    // The service's description, read once to learn its extensions, is a call too: use the window up first.
    const first = await seller(search)
    expect(first.statusCode).toBe(200)
    expect(first.headers[METER_HEADERS.limit]).toBe(String(LIMIT))
    const used = LIMIT - Number(first.headers[METER_HEADERS.remaining])
    for (let i = used; i < LIMIT; i++) expect((await seller(search)).statusCode).toBe(200)
    const status = await seller({ method: 'GET', url: '/team/meter' })
    const before = MeterStatusSchema.parse(status.json())
    expect(before).toMatchObject({ limit: LIMIT, used: LIMIT, remaining: 0, held: [], maxWaitSeconds: 1 })
    expect(before.windowEndsAt).toBe('2026-03-02T12:01:00.000Z')

    const held = seller({ ...search, headers: { [METER_TICKET_HEADER]: 'search-42' } })
    let listed = MeterStatusSchema.parse((await seller({ method: 'GET', url: '/team/meter' })).json())
    for (let i = 0; i < 20 && listed.held.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      listed = MeterStatusSchema.parse((await seller({ method: 'GET', url: '/team/meter' })).json())
    }
    expect(listed.held).toEqual([
      { ticket: 'search-42', priority: 'interactive', since: '2026-03-02T12:00:00.000Z', jobId: null },
    ])
    expect(listed).toMatchObject({ used: LIMIT, nextWindowAt: '2026-03-02T12:01:00.000Z' })
    // Another user sees none of it.
    const viewer = await t.as('viewer')
    expect(
      MeterStatusSchema.parse((await viewer({ method: 'GET', url: '/team/meter' })).json()).held,
    ).toEqual([])

    const answer = await held
    expect(answer.statusCode).toBe(429)
    expect(answer.body).toBe('')
    expect(answer.headers['retry-after']).toBe('60')
    expect(answer.headers[METER_HEADERS.refused]).toBe('held')
    expect(
      MeterStatusSchema.parse((await seller({ method: 'GET', url: '/team/meter' })).json()),
    ).toMatchObject({
      used: LIMIT,
      held: [],
    })
  })

  test('a write held past the bound is never sent, and the audit log says so', async () => {
    const t = await createTeamTestApp({ team: { meter: { ...meter, limitPerMinute: 1 } } })
    const seller = await t.as('seller')
    await seller(search)
    const response = await seller({
      method: 'PUT',
      url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
      payload: listingBody({ price: 1.23 }),
    })
    expect(response.statusCode).toBe(429)
    expect((await t.repositories.listings.findById(F.LISTING_PENDING))?.price).not.toBe(1.23)
    const { data } = await t.team.audit.actions(
      { operation: 'updateMarketplaceListing' },
      { start: 0, take: 5 },
    )
    expect(data).toHaveLength(1)
    expect(data[0]!.entry.type).toBe('event')
    expect(data[0]!.entry.data.answer).toEqual({
      status: 429,
      shape: null,
      message:
        "Not sent: the service's budget of calls for the minute was spent, and the call was held at this server as long as it may be.",
    })
  })
})
