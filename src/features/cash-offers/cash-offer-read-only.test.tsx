import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { CashOffer, UpdateCashOfferBody } from '../../contract/cash-offers'
import { CASH_OFFER_STATUS } from '../../contract/enums'
import { mockEditService, openEditPage, SERVICE_BASE } from '../../test-support/edit-page-test-harness'
import { cashOfferFixture } from '../../test-support/cash-offer-fixture'
import { expectNothingToChange, valueOf } from '../../test-support/read-only-view'
import { CashOfferEditPage } from './cash-offer-edit-page'
import { CASH_OFFER_KIND } from './cash-offer-kind'

// A cash offer that is no longer Pending opens read-only: its values shown, nothing to type into, no Save
// (the service would refuse it, 409), and the reason in plain words. spec: Status rules

const offer = cashOfferFixture()
const { service, setUp } = mockEditService<CashOffer, UpdateCashOfferBody>({
  path: `/api/v1/cash-offers/${offer.id}`,
  initial: offer,
  saved: () => HttpResponse.json(offer),
  // A closed offer needs no market prices: the page must not ask for them.
  handlers: [
    http.get(`${SERVICE_BASE}/api/v1/ndc-transaction-statistic`, () =>
      HttpResponse.json({ error: 'not expected' }, { status: 500 }),
    ),
  ],
})
setUp()

async function openOffer() {
  return openEditPage({
    kind: CASH_OFFER_KIND,
    route: '/cash-offers/:cashOfferId',
    page: <CashOfferEditPage />,
    id: offer.id,
    until: async () => {
      await screen.findByRole('heading', { level: 1, name: 'Cash offer' })
      // The read-only view's code is loaded once the offer is known to be closed.
      await screen.findByRole('heading', { level: 2, name: 'Cash offer details' })
    },
  })
}

describe('a cash offer that is no longer Pending', () => {
  it('Completed: read-only, its values shown, the reason said', async () => {
    service.current = {
      ...offer,
      status: CASH_OFFER_STATUS.Completed,
      shipByDate: '2099-01-15T00:00:00Z',
      buyersMessage: 'Please ship cold',
    }
    await openOffer()
    expect(document.title).toBe('Cash offer · Pharmacy Marketplace')
    expect(screen.getByRole('alert').textContent).toBe(
      'This cash offer is completed: only a Pending cash offer can be changed.',
    )
    expectNothingToChange()
    expect(valueOf('Status')).toBe('Completed')
    // The price says what it is for: the whole quantity, then per package (30 EA) and per unit.
    expect(valueOf('Price for the quantity')).toBe('$112.35 for 5 EA')
    expect(valueOf('Price per package')).toBe('$674.10 per package')
    expect(valueOf('Price per EA')).toBe('$22.47 per EA')
    expect(valueOf('Earliest expiration date')).toBe('Dec 17, 2099')
    expect(valueOf('Requested quantity')).toBe('5 EA')
    expect(valueOf('Require sealed')).toBe('Yes')
    expect(valueOf('Require original package')).toBe('No')
    expect(valueOf('Require intact label')).toBe('Yes')
    expect(valueOf('Max shipping price')).toBe('$30.74')
    expect(valueOf('Ship-by date')).toBe('Jan 15, 2099')
    expect(valueOf('Show only in my state')).toBe('Yes')
    expect(valueOf('Message to the seller')).toBe('Please ship cold')
    expect(screen.getByRole('link', { name: 'Back to cash offers' })).toBeTruthy()
    expect(service.puts).toHaveLength(0)
  })

  it('cancelled on a day the service gives', async () => {
    service.current = {
      ...offer,
      status: CASH_OFFER_STATUS.Cancelled,
      cancelledDate: '2026-02-11T09:00:00Z',
    }
    await openOffer()
    expect(screen.getByRole('alert').textContent).toBe(
      'This cash offer was cancelled on Feb 11, 2026: only a Pending cash offer can be changed.',
    )
    expectNothingToChange()
  })
})
