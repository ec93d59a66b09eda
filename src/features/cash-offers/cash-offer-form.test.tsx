import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { CashOffer, UpdateCashOfferBody } from '../../contract/cash-offers'
import type { NdcStatistic } from '../../contract/ndc-stats'
import {
  description,
  field,
  mockEditService,
  NPI,
  openEditPage,
  saveButton,
  SERVICE_BASE,
} from '../../test-support/edit-page-test-harness'
import { cashOfferFixture } from '../../test-support/cash-offer-fixture'
import { CashOfferEditPage } from './cash-offer-edit-page'
import { CASH_OFFER_KIND } from './cash-offer-kind'

// The cash offer form against the service mocked at the network: max shipping price by shipping method,
// the NDC's price points beside the price, the one resend after a 429, and the form without the read
// extension. spec: Endpoints > 4 and 5, Errors > Rate-limit rejection, Retries

const offer = cashOfferFixture()
const point = (price: number, quantity = 1) => ({ price, quantity })
const STATISTIC: NdcStatistic = {
  highTransacted: point(734.52),
  // For 10: $13.48 a quantity, the one point that is not for a quantity of 1.
  lowTransacted: point(134.77, 10),
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

const { service, setUp } = mockEditService<CashOffer, UpdateCashOfferBody>({
  path: `/api/v1/cash-offers/${offer.id}`,
  initial: offer,
  saved: (body) =>
    HttpResponse.json({
      ...offer,
      price: body.price,
      quantity: body.requestedQuantity,
      maxShippingPrice: body.maxShippingPrice ?? null,
    }),
  handlers: [
    http.get(`${SERVICE_BASE}/api/v1/ndc-transaction-statistic`, () => HttpResponse.json(STATISTIC)),
  ],
})
setUp()

const openForm = () =>
  openEditPage({
    kind: CASH_OFFER_KIND,
    route: '/cash-offers/:cashOfferId',
    page: <CashOfferEditPage />,
    id: offer.id,
  })
const maxShipping = () => screen.queryByRole<HTMLInputElement>('textbox', { name: /^Max shipping price/ })
const save = () => saveButton(CASH_OFFER_KIND)

describe('max shipping price', () => {
  it('Medium shipping: shown and required; an empty value is refused at the field and nothing is sent', async () => {
    const { user } = await openForm()
    const input = maxShipping()!
    expect(input.value).toBe('30.74')
    expect(input.required).toBe(true)
    await user.clear(input)
    expect(description(input)).toContain('Max shipping price is required for Medium shipping.')
    await user.click(save())
    expect(service.puts).toHaveLength(0)
    expect(document.activeElement).toBe(input)
  })

  it('other methods: absent, and sent as null', async () => {
    service.current = { ...offer, shippingRequestMethod: 'Standard', maxShippingPrice: null }
    const { user } = await openForm()
    expect(maxShipping()).toBeNull()
    await user.click(save())
    await screen.findByText(/^Cash offer saved/)
    expect(service.puts).toHaveLength(1)
    expect(service.puts[0]).toMatchObject({
      buyingPharmacyNpi: NPI,
      maxShippingPrice: null,
      requireIntactPackageLabel: true,
    })
  })
})

describe('the price against the market', () => {
  it('shows the twelve price points beside the price and says where the typed price sits', async () => {
    const { user } = await openForm()
    const table = await screen.findByRole('table', { name: 'Market prices for NDC 00002-7597-01' })
    for (const value of ['$734.52', '$134.77', '$613.25', '$81.88', '$679.95', '$204.68', '$412.60']) {
      expect(within(table).getAllByText(value).length).toBeGreaterThan(0)
    }
    await screen.findByText(
      // The offer is $112.35 for 5 EA: compared per quantity, like with like.
      'Per quantity (price ÷ quantity; a full package is 1): your $22.47 per EA is within the transacted range ($13.48 to $734.52); below the lowest offered price ($81.88); below the lowest listed price ($204.68).',
    )
    await user.clear(field('Price'))
    await user.type(field('Price'), '50')
    await screen.findByText(
      'Per quantity (price ÷ quantity; a full package is 1): your $10.00 per EA is below the lowest transacted price ($13.48); below the lowest offered price ($81.88); below the lowest listed price ($204.68).',
    )
  })
})

describe('a 429', () => {
  const rateLimited = () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } })

  it('waits for Retry-After and sends the same request once more', async () => {
    service.answers = [rateLimited]
    const { user } = await openForm()
    await user.click(save())
    await screen.findByText(/This save is sent again once, by itself/)
    expect(save().disabled).toBe(true)
    await waitFor(() => expect(service.puts).toHaveLength(2), { timeout: 15_000 })
    expect(service.puts[1]).toEqual(service.puts[0])
    await waitFor(() => expect(save().disabled).toBe(false), { timeout: 10_000 })
    expect(screen.queryByText(/This save is sent again once/)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('is not resent a second time: after two refusals the form says so and keeps its values', async () => {
    service.answers = [rateLimited, rateLimited]
    const { user } = await openForm()
    await user.clear(field('Price'))
    await user.type(field('Price'), '120')
    await user.click(save())
    await screen.findByText(/Nothing was saved\. Send again when the wait is over\./, undefined, {
      timeout: 15_000,
    })
    // Longer than another Retry-After: no third request follows.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(service.puts).toHaveLength(2)
    expect(field('Price').value).toBe('120')
  })
})

describe('without the read extension', () => {
  it('opens an empty form, says why, and offers max shipping price as optional', async () => {
    service.current = null
    await openForm()
    await screen.findByText(/does not offer reading cash offers/)
    expect(field('Price').value).toBe('')
    const input = maxShipping()!
    expect(input.required).toBe(false)
    expect(description(input)).toContain('The shipping method of this offer is not known here.')
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull())
  })
})
