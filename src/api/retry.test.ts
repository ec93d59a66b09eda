import { MutationObserver } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { connect } from './connection-store'
import { updateListing } from './operations/listings'
import { ndcStatsQueries } from './queries/ndc-stats'
import { createQueryClient } from './query-client'
import { clearRateLimit, getRateLimitUntil } from './rate-limit-store'
import { dashboardTransport } from './http-client'
import { mockServiceForFile } from '../test-support/mock-service'

// The retry policy as it runs inside TanStack Query, over real timers: what the user waits for.
// spec: Retries, Errors > Rate-limit rejection

const BASE = 'http://service.test'
const server = mockServiceForFile()
beforeEach(() => {
  clearRateLimit()
  connect({ baseUrl: BASE, apiKey: 'k', pharmacyNpi: 1234567893, groupName: null, pharmacyName: null })
})

const zeros = { price: 0, quantity: 0 }
const statistic = Object.fromEntries(
  ['high', 'low', 'average', 'mostRecent'].flatMap((m) =>
    [`${m}Transacted`, `${m}PriceOffered`, `${m}Listed`].map((k) => [k, zeros]),
  ),
)
const listingBody = {
  pharmacyNPI: 1234567893,
  expirationDate: '2030-01-01T00:00:00Z',
  lotNumber: 'LOT1',
  price: 10,
  fullPackage: true,
  quantity: 1,
  sealedPackage: true,
  originalPackage: true,
}

describe('automatic retries', () => {
  it('a GET that gets 429 with Retry-After 2 waits about 2 s, then succeeds', async () => {
    const arrivals: number[] = []
    server.use(
      http.get(`${BASE}/api/v1/ndc-transaction-statistic`, () => {
        arrivals.push(Date.now())
        return arrivals.length === 1
          ? new HttpResponse(null, { status: 429, headers: { 'Retry-After': '2' } })
          : HttpResponse.json(statistic)
      }),
    )
    const queryClient = createQueryClient()
    const started = Date.now()
    const result = await queryClient.fetchQuery(ndcStatsQueries.byNdc('00002759701'))
    expect(result.highListed).toEqual(zeros)
    expect(arrivals).toHaveLength(2)
    const waited = arrivals[1]! - arrivals[0]!
    expect(waited).toBeGreaterThanOrEqual(1950)
    expect(waited).toBeLessThan(3000)
    // The countdown had the same end time to show.
    expect(getRateLimitUntil()).toBeGreaterThanOrEqual(started + 2000)
  })

  it('a PUT that gets a network error is not resent, and says it may have been applied', async () => {
    let calls = 0
    server.use(
      http.put(`${BASE}/api/v1/marketplace-listings/:id`, () => {
        calls += 1
        return HttpResponse.error()
      }),
    )
    const queryClient = createQueryClient()
    const observer = new MutationObserver(queryClient, {
      mutationFn: (vars: { id: string }) => updateListing(dashboardTransport, vars.id, listingBody),
    })
    await expect(observer.mutate({ id: '40000000-0000-4000-8000-000000000001' })).rejects.toMatchObject({
      kind: 'network',
      method: 'PUT',
      mayHaveApplied: true,
    })
    // Were a retry scheduled, mutate would not have settled yet: the first backoff is 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(calls).toBe(1)
    expect(observer.getCurrentResult().failureCount).toBe(1)
  })

  it('a query that gets a 409 or 404 is not retried', async () => {
    let calls = 0
    server.use(
      http.get(`${BASE}/api/v1/ndc-transaction-statistic`, () => {
        calls += 1
        return HttpResponse.json(
          { error: 'Not Found', statusCode: 404, message: 'No such route.' },
          { status: 404 },
        )
      }),
    )
    await expect(createQueryClient().fetchQuery(ndcStatsQueries.byNdc('00002759701'))).rejects.toMatchObject({
      kind: 'not-found',
    })
    expect(calls).toBe(1)
  })
})
