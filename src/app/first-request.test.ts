import { http, HttpResponse, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cashOfferQueries } from '../api/queries/cash-offers'
import { connect, getConnection } from '../api/connection-store'
import { draftQueries } from '../api/queries/drafts'
import { clearEarlyRequest } from '../api/early-request'
import { listingQueries } from '../api/queries/listings'
import { clearRateLimit, getRateLimitUntil } from '../api/rate-limit-store'
import type { Connection } from '../api/stored-connection'
import { cashOfferFixture } from '../test-support/cash-offer-fixture'
import { draftSearchBody, parseDraftSearch } from '../features/drafts/draft-search-state'
import { listingFixture } from '../test-support/listing-fixture'
import { firstRequestFor, startFirstRequest } from './first-request'

// The first request of a page, started before the app's code runs, must be the very request the page's
// query sends: then the query takes it over and nothing is sent twice. The queries here are the pages'
// own (drafts-page.tsx, listing-edit-page.tsx, cash-offer-edit-page.tsx), through the dashboard's transport.

const BASE = 'http://service.test'
const connection: Connection = {
  baseUrl: BASE,
  apiKey: 'secret-key',
  pharmacyNpi: 1234567893,
  groupName: null,
  pharmacyName: null,
}
const LISTING_ID = '9979ac03-1763-44d3-8c5e-65d6d20e0e8d'
const OFFER_ID = 'c0ffee00-1763-44d3-8c5e-65d6d20e0e8d'
const EMPTY_PAGE = { data: [], recordsFiltered: 0, recordsTotal: 0, writePagedSearch: null }

const sent: string[] = []
const server = setupServer(
  http.post(`${BASE}/api/v1/draft-listings/search`, ({ request }) => {
    sent.push(request.url)
    return HttpResponse.json(EMPTY_PAGE)
  }),
  http.get(`${BASE}/api/v1/marketplace-listings/:id`, ({ request }) => {
    sent.push(request.url)
    return HttpResponse.json(listingFixture())
  }),
  http.get(`${BASE}/api/v1/cash-offers/:id`, ({ request }) => {
    sent.push(request.url)
    return HttpResponse.json(cashOfferFixture())
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  sent.length = 0
  clearRateLimit()
  clearEarlyRequest()
  connect(connection)
})
afterEach(() => clearEarlyRequest())

/** The early script's fetch: answers like the service, and counts. */
function early(body: JsonBodyType, init: ResponseInit = { status: 200 }) {
  return vi.fn<typeof fetch>(() => Promise.resolve(HttpResponse.json(body, init)))
}

const draftsQueryFn = (search: string) => {
  const npi = getConnection()!.pharmacyNpi
  const { queryFn } = draftQueries.search(draftSearchBody(parseDraftSearch(new URLSearchParams(search)), npi))
  return () =>
    (queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
      signal: new AbortController().signal,
    })
}
const detailQueryFn = (options: { queryFn?: unknown }) => () =>
  (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
    signal: new AbortController().signal,
  })

describe('first request of a page', () => {
  it.each(['/drafts', '/', '/drafts/'])('%s: the drafts page takes over the started search', async (path) => {
    const send = early(EMPTY_PAGE)
    expect(startFirstRequest({ pathname: path, search: '' }, connection, send)).toBe(true)
    await expect(draftsQueryFn('')()).resolves.toEqual(EMPTY_PAGE)
    expect(send).toHaveBeenCalledTimes(1)
    expect(sent).toEqual([])
    // Taken once: the next search of the same page is sent as usual.
    await draftsQueryFn('')()
    expect(sent).toHaveLength(1)
  })

  it('the listing edit page takes over the started read', async () => {
    const send = early(listingFixture())
    startFirstRequest({ pathname: `/listings/${LISTING_ID}`, search: '' }, connection, send)
    await expect(detailQueryFn(listingQueries.detail(LISTING_ID, connection.pharmacyNpi))()).resolves.toEqual(
      listingFixture(),
    )
    expect(send).toHaveBeenCalledTimes(1)
    expect(sent).toEqual([])
  })

  it('the cash offer edit page takes over the started read', async () => {
    const send = early(cashOfferFixture())
    startFirstRequest({ pathname: `/cash-offers/${OFFER_ID}`, search: '' }, connection, send)
    await detailQueryFn(cashOfferQueries.detail(OFFER_ID, connection.pharmacyNpi))()
    expect(send).toHaveBeenCalledTimes(1)
    expect(sent).toEqual([])
  })

  it('sends nothing without a stored connection, or offline', () => {
    const send = early(EMPTY_PAGE)
    expect(startFirstRequest({ pathname: '/drafts', search: '' }, null, send)).toBe(false)
    expect(startFirstRequest({ pathname: '/drafts', search: '' }, connection, send, false)).toBe(false)
    expect(send).not.toHaveBeenCalled()
  })

  it.each([
    ['/drafts', '?q=aspirin'],
    ['/listings', ''],
    ['/listings/new', ''],
    ['/listings/a%2Fb', ''],
    ['/ndc-stats', ''],
    ['/nowhere/at/all', ''],
  ])('starts nothing for %s%s', (pathname, search) => {
    expect(firstRequestFor(pathname, search, connection)).toBeNull()
  })

  it('a started request the page does not send is not taken: the page sends its own', async () => {
    const send = early({ ...EMPTY_PAGE, recordsTotal: 99 })
    startFirstRequest({ pathname: '/drafts', search: '' }, connection, send)
    // The acting pharmacy changed before the page asked.
    connect({ ...connection, pharmacyNpi: 1003000126 })
    await expect(draftsQueryFn('')()).resolves.toEqual(EMPTY_PAGE)
    expect(sent).toHaveLength(1)
  })

  it('another service or key: the page sends its own', async () => {
    startFirstRequest({ pathname: '/drafts', search: '' }, connection, early(EMPTY_PAGE))
    connect({ ...connection, apiKey: 'another-key' })
    await draftsQueryFn('')()
    expect(sent).toHaveLength(1)
  })

  it('a started request answered 429 is handled as the page’s own: recorded, thrown as rate-limited', async () => {
    const send = early({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '9' } })
    startFirstRequest({ pathname: '/drafts', search: '' }, connection, send)
    await expect(draftsQueryFn('')()).rejects.toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 9 })
    expect(getRateLimitUntil()).not.toBeNull()
    expect(sent).toEqual([])
  })

  it('a started answer that breaks the contract fails as the page’s own would', async () => {
    startFirstRequest({ pathname: '/drafts', search: '' }, connection, early({ data: 'nope' }))
    await expect(draftsQueryFn('')()).rejects.toMatchObject({
      kind: 'decode',
      operation: 'search draft listings',
    })
  })
})
