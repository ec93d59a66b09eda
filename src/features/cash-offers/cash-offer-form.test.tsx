import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../api/connection-store'
import { clearRateLimit } from '../../api/rate-limit-store'
import type { CashOffer, UpdateCashOfferBody } from '../../contract/cash-offers'
import type { NdcStatistic } from '../../contract/ndc-stats'
import { ToastHost } from '../../components/toast-host'
import { cashOfferFixture } from './cash-offer-fixture'
import { CashOfferEditPage } from './cash-offer-edit-page'
import { createQueryClient } from '../../api/query-client'

// The cash offer form against the service mocked at the network: max shipping price by shipping method,
// the NDC's price points beside the price, the one resend after a 429, and the form without the read
// extension. spec: Endpoints > 4 and 5, Errors > Rate-limit rejection, Retries

const BASE = 'http://service.test'
const NPI = 1234567893
const offer = cashOfferFixture()
const URL_ONE = `${BASE}/api/v1/cash-offers/${offer.id}`
const point = (price: number, quantity = 1) => ({ price, quantity })
const STATISTIC: NdcStatistic = {
  highTransacted: point(734.52),
  lowTransacted: point(134.77),
  averageTransacted: point(524.16),
  mostRecentTransacted: point(337.87),
  highPriceOffered: point(613.25),
  lowPriceOffered: point(81.88),
  averagePriceOffered: point(303.52),
  mostRecentPriceOffered: point(613.25),
  highListed: point(679.95),
  lowListed: point(204.68),
  averageListed: point(352.49),
  mostRecentListed: point(412.6),
}

let current: CashOffer | null
let puts: UpdateCashOfferBody[] = []
let answers: ((body: UpdateCashOfferBody) => Response)[] = []
const saved = (body: UpdateCashOfferBody) =>
  HttpResponse.json({
    ...offer,
    price: body.price,
    quantity: body.requestedQuantity,
    maxShippingPrice: body.maxShippingPrice ?? null,
  })
const server = setupServer(
  http.get(URL_ONE, () =>
    current
      ? HttpResponse.json(current)
      : HttpResponse.json({ error: 'Not Found', statusCode: 404, message: 'No route.' }, { status: 404 }),
  ),
  http.put(URL_ONE, async ({ request }) => {
    const body = (await request.json()) as UpdateCashOfferBody
    puts.push(body)
    return (answers.shift() ?? saved)(body)
  }),
  http.get(`${BASE}/api/v1/ndc-transaction-statistic`, () => HttpResponse.json(STATISTIC)),
)
vi.setConfig({ testTimeout: 30_000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  connect({ baseUrl: BASE, apiKey: 'k', pharmacyNpi: NPI, groupName: null, pharmacyName: null })
  current = offer
  puts = []
  answers = []
  clearRateLimit()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

async function openForm() {
  const queryClient = createQueryClient({ retryReads: false })
  const router = createMemoryRouter([{ path: '/cash-offers/:cashOfferId', element: <CashOfferEditPage /> }], {
    initialEntries: [`/cash-offers/${offer.id}`],
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  )
  await screen.findByRole('form', { name: 'Edit cash offer' })
  return userEvent.setup()
}

const field = (name: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) })
const maxShipping = () => screen.queryByRole<HTMLInputElement>('textbox', { name: /^Max shipping price/ })
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
const save = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Save cash offer|Saving…)$/ })

describe('max shipping price', () => {
  it('Medium shipping: shown and required; an empty value is refused at the field and nothing is sent', async () => {
    const user = await openForm()
    const input = maxShipping()!
    expect(input.value).toBe('30.74')
    expect(input.required).toBe(true)
    await user.clear(input)
    expect(description(input)).toContain('Max shipping price is required for Medium shipping.')
    await user.click(save())
    expect(puts).toHaveLength(0)
    expect(document.activeElement).toBe(input)
  })

  it('other methods: absent, and sent as null', async () => {
    current = { ...offer, shippingRequestMethod: 'Standard', maxShippingPrice: null }
    const user = await openForm()
    expect(maxShipping()).toBeNull()
    await user.click(save())
    await screen.findByText(/^Cash offer saved/)
    expect(puts).toHaveLength(1)
    expect(puts[0]).toMatchObject({
      buyingPharmacyNpi: NPI,
      maxShippingPrice: null,
      requireIntactPackageLabel: true,
    })
  })
})

describe('the price against the market', () => {
  it('shows the twelve price points beside the price and says where the typed price sits', async () => {
    const user = await openForm()
    const table = await screen.findByRole('table', { name: 'Market prices for NDC 00002-7597-01' })
    for (const value of ['$734.52', '$134.77', '$613.25', '$81.88', '$679.95', '$204.68', '$412.60']) {
      expect(within(table).getAllByText(value).length).toBeGreaterThan(0)
    }
    await screen.findByText(
      'Your price of $112.35 is below the lowest transacted price ($134.77); within the offered range ($81.88 to $613.25); below the lowest listed price ($204.68).',
    )
    await user.clear(field('Price'))
    await user.type(field('Price'), '50')
    await screen.findByText(
      'Your price of $50.00 is below the lowest transacted price ($134.77); below the lowest offered price ($81.88); below the lowest listed price ($204.68).',
    )
  })
})

describe('a 429', () => {
  const rateLimited = () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } })

  it('waits for Retry-After and sends the same request once more', async () => {
    answers = [rateLimited]
    const user = await openForm()
    await user.click(save())
    await screen.findByText(/This save is sent again once, by itself/)
    expect(save().disabled).toBe(true)
    await waitFor(() => expect(puts).toHaveLength(2), { timeout: 15_000 })
    expect(puts[1]).toEqual(puts[0])
    await waitFor(() => expect(save().disabled).toBe(false), { timeout: 10_000 })
    expect(screen.queryByText(/This save is sent again once/)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('is not resent a second time: after two refusals the form says so and keeps its values', async () => {
    answers = [rateLimited, rateLimited]
    const user = await openForm()
    await user.clear(field('Price'))
    await user.type(field('Price'), '120')
    await user.click(save())
    await screen.findByText(/Nothing was saved\. Send again when the wait is over\./, undefined, {
      timeout: 15_000,
    })
    // Longer than another Retry-After: no third request follows.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(puts).toHaveLength(2)
    expect(field('Price').value).toBe('120')
  })
})

describe('without the read extension', () => {
  it('opens an empty form, says why, and offers max shipping price as optional', async () => {
    current = null
    await openForm()
    await screen.findByText(/does not offer reading cash offers/)
    expect(field('Price').value).toBe('')
    const input = maxShipping()!
    expect(input.required).toBe(false)
    expect(description(input)).toContain('The shipping method of this offer is not known here.')
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull())
  })
})
