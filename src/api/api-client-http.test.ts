import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../server/test-app'
import * as F from '../../server/test-fixture'
import { createApiClient } from './api-client'
import { isApiError, type ApiError } from './api-error'

// createApiClient from Node, against the real sandbox over real HTTP: what a program other than the
// dashboard gets. Answers are parsed by the contract's schemas; failures come back as the same ApiError
// kinds the dashboard shows. spec: Authentication, Errors, Limits

let sandbox: TestApp
let baseUrl: string
beforeAll(async () => {
  sandbox = createTestApp({ rateLimitPerMinute: 40 })
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`
})
afterAll(() => sandbox.app.close())

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('createApiClient over HTTP', () => {
  it('searches drafts and reads NDC statistics, parsed by the contract', async () => {
    const client = createApiClient({ baseUrl, apiKey: F.KEY_ONE })
    const page = await client.searchDrafts({ pharmacyNpi: F.NPI_MEMBER, take: 3, sortName: 'price' })
    expect(page.data).toHaveLength(3)
    expect(page.writePagedSearch).toMatchObject({ take: 3, sortName: 'price' })
    const prices = page.data.map((item) => item.price ?? 0)
    expect([...prices].sort((a, b) => a - b)).toEqual(prices)
    const stats = await client.ndcStatistic(F.NDC_TRADED)
    expect(Object.keys(stats)).toHaveLength(12)
  })

  it('a wrong key is unauthorized; a shape-1 refusal keeps its code; a foreign NPI is forbidden', async () => {
    const wrong = createApiClient({ baseUrl, apiKey: 'not-a-key' })
    expect((await failure(wrong.searchPharmacies())).kind).toBe('unauthorized')

    const client = createApiClient({ baseUrl, apiKey: F.KEY_ONE })
    const restricted = await failure(
      client.updateListing(F.LISTING_RESTRICTED, {
        pharmacyNPI: F.NPI_RESTRICTED,
        expirationDate: '2027-06-30T00:00:00Z',
        lotNumber: 'L1',
        price: 10,
        fullPackage: true,
        quantity: 1,
        sealedPackage: true,
        originalPackage: true,
      }),
    )
    expect(restricted).toMatchObject({ kind: 'business-rule', status: 400 })
    const foreign = await failure(client.searchDrafts({ pharmacyNpi: F.NPI_OTHER_GROUP }))
    expect(foreign.kind).toBe('forbidden')
  })

  it('a request-shape refusal (shape 3) names its field', async () => {
    const client = createApiClient({ baseUrl, apiKey: F.KEY_ONE })
    const shape = await failure(
      client.searchDrafts({ pharmacyNpi: F.NPI_MEMBER, take: 'ten' as unknown as number }),
    )
    expect(shape.kind).toBe('request-shape')
  })

  it('past the rate limit: rate-limited with the Retry-After seconds, and its hook is told', async () => {
    const seen: string[] = []
    const client = createApiClient({ baseUrl, apiKey: F.KEY_ONE, onError: (error) => seen.push(error.kind) })
    let error: ApiError | null = null
    for (let i = 0; i < 60 && !error; i++) {
      error = await client.searchPharmacies().then(
        () => null,
        (e: unknown) => (isApiError(e) ? e : null),
      )
    }
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429 })
    expect(error?.kind === 'rate-limited' ? error.retryAfterSeconds : null).toBeGreaterThan(0)
    expect(seen).toContain('rate-limited')
  })
})
