import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { Route, Switch } from 'wouter'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../api/connection-store'
import { createQueryClient } from '../../api/query-client'
import { clearRateLimit } from '../../api/rate-limit-store'
import type { CreateListingBody } from '../../contract/listings'
import { DraftListingSchema } from '../../contract/sandbox-extensions'
import { BlockingRouter } from '../../components/routing/blocking-router'
import { drugPackageFixture } from '../../test-support/drug-package-fixture'
import { description, field, NPI, SERVICE_BASE } from '../../test-support/edit-page-test-harness'
import { memoryHistory } from '../../test-support/memory-history'
import { ToastHost } from '../../components/feedback/toast-host'
import { draftFixture } from '../../test-support/draft-fixture'
import { listingFixture } from '../../test-support/listing-fixture'
import { ListingCreatePage } from './listing-create-page'

// The create page against a mocked service: the draft it starts from, the rules before sending, one POST
// per submission, the one resend after a 429, a lost answer checked and never resent, and the refusals.
// spec: Referenced operations, Errors, Retries

const DRAFT_ID = '3f1c2a10-0000-4000-8000-000000000001'
const CREATED_ID = '7c0d4e21-0000-4000-8000-000000000002'
const draft = DraftListingSchema.parse({
  ...draftFixture({
    id: DRAFT_ID,
    lotNumber: 'LOT-A',
    price: 120.5,
    quantity: 12,
    expirationDate: '2099-05-01T12:00:00.000Z',
    originalPackage: false,
    fullPackage: false,
  }),
  drugPackage: drugPackageFixture(),
})

const state = {
  posts: [] as CreateListingBody[],
  postTimes: [] as number[],
  answers: [] as (() => Response | Promise<Response>)[],
  listed: null as null | (() => Response),
  draftFound: true,
}
const created = (body: CreateListingBody) =>
  HttpResponse.json(
    listingFixture({ ...body, id: CREATED_ID, listingDate: new Date().toISOString() }) as object,
    { status: 201 },
  )

const server = setupServer(
  http.get(`${SERVICE_BASE}/api/v1/draft-listings/:id`, () =>
    state.draftFound
      ? HttpResponse.json(draft)
      : HttpResponse.json({ error: 'Not Found', statusCode: 404, message: 'No route.' }, { status: 404 }),
  ),
  http.post(`${SERVICE_BASE}/api/v1/marketplace-listings`, async ({ request }) => {
    const body = (await request.json()) as CreateListingBody
    state.posts.push(body)
    state.postTimes.push(Date.now())
    const answer = state.answers.shift()
    return answer ? answer() : created(body)
  }),
  http.get(`${SERVICE_BASE}/api/v1/marketplace-listings`, () =>
    state.listed ? state.listed() : HttpResponse.json({ data: [] }),
  ),
)

vi.setConfig({ testTimeout: 30_000 })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  connect({ baseUrl: SERVICE_BASE, apiKey: 'k', pharmacyNpi: NPI, groupName: null, pharmacyName: null })
  clearRateLimit()
  Object.assign(state, { posts: [], postTimes: [], answers: [], listed: null, draftFound: true })
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

async function openPage(path = `/listings/new?draft=${DRAFT_ID}`) {
  const history = memoryHistory([path])
  render(
    <QueryClientProvider client={createQueryClient({ retryReads: false })}>
      <BlockingRouter history={history}>
        <Switch>
          <Route path="/listings/new">
            <ListingCreatePage />
          </Route>
          <Route path="/listings/:listingId">
            <h1>Listing page</h1>
          </Route>
        </Switch>
      </BlockingRouter>
      <ToastHost />
    </QueryClientProvider>,
  )
  await screen.findByRole('form', { name: 'New listing' })
  return { user: userEvent.setup(), history }
}

const createButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /^(Create listing|Creating…)$/ })

describe('starting from a draft', () => {
  it("fills the form with the draft's values and sends them once", async () => {
    const { user, history } = await openPage()
    await waitFor(() => expect(field('NDC').value).toBe('00002-7597-01'))
    expect(field('Lot number').value).toBe('LOT-A')
    expect(field('Price').value).toBe('120.50')
    expect(field('Quantity').value).toBe('12')
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Sealed' }).checked).toBe(true)
    await user.click(createButton())
    await waitFor(() => expect(history.location.pathname).toBe(`/listings/${CREATED_ID}`))
    expect(state.posts).toEqual([
      {
        pharmacyNPI: NPI,
        nationalDrugCode: '00002-7597-01',
        expirationDate: '2099-05-01T00:00:00Z',
        lotNumber: 'LOT-A',
        price: 120.5,
        fullPackage: false,
        quantity: 12,
        sealedPackage: true,
        originalPackage: false,
        tornPackageLabel: false,
        serialNumber: null,
        additionalPackageNotes: null,
        showOnlyInState: false,
      },
    ])
    expect(history.location.state).toEqual({
      createdFromDraft: { id: DRAFT_ID, name: 'Zyprexa (olanzapine), 10 mg, TABLET, FILM COATED, lot LOT-A' },
    })
    await screen.findByText(/^Listing created: NDC 00002-7597-01, lot LOT-A/)
  })

  it('refuses a quantity above the package size of the draft’s drug at its field, and sends nothing', async () => {
    const { user } = await openPage()
    await waitFor(() => expect(field('Quantity').value).toBe('12'))
    await user.clear(field('Quantity'))
    await user.type(field('Quantity'), '31')
    await user.click(createButton())
    await waitFor(() => expect(field('Quantity').getAttribute('aria-invalid')).toBe('true'))
    expect(description(field('Quantity'))).toMatch(/30/)
    // Another NDC: the package size is no longer known, so the upper bound is left to the service.
    await user.clear(field('NDC'))
    await user.type(field('NDC'), '00093-7156-98')
    await waitFor(() => expect(field('Quantity').getAttribute('aria-invalid')).toBe('false'))
    await user.clear(field('Lot number'))
    await user.click(createButton())
    await waitFor(() => expect(field('Lot number').getAttribute('aria-invalid')).toBe('true'))
    expect(state.posts).toEqual([])
  })

  it('opens empty when the service cannot read drafts one by one (404)', async () => {
    state.draftFound = false
    await openPage()
    await screen.findByText(/does not offer reading drafts one by one/)
    expect(field('NDC').value).toBe('')
    expect(field('Lot number').value).toBe('')
  })
})

describe('never twice', () => {
  it('a double click and Enter while sending make one POST; the button stays busy until the answer', async () => {
    let release: () => void = () => undefined
    state.answers.push(async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return created(state.posts[0]!)
    })
    const { user, history } = await openPage()
    await waitFor(() => expect(field('Lot number').value).toBe('LOT-A'))
    await user.dblClick(createButton())
    await waitFor(() => expect(createButton().disabled).toBe(true))
    expect(createButton().getAttribute('aria-busy')).toBe('true')
    expect(createButton().textContent).toBe('Creating…')
    await user.type(field('Lot number'), '{Enter}')
    await act(() => delay(50))
    expect(state.posts).toHaveLength(1)
    release()
    await waitFor(() => expect(history.location.pathname).toBe(`/listings/${CREATED_ID}`))
    expect(state.posts).toHaveLength(1)
  })

  it('two submissions in the same moment, before the page can re-render, make one POST', async () => {
    const { history } = await openPage()
    await waitFor(() => expect(field('Lot number').value).toBe('LOT-A'))
    const form = screen.getByRole('form', { name: 'New listing' })
    act(() => {
      fireEvent.submit(form)
      fireEvent.submit(form)
    })
    await waitFor(() => expect(history.location.pathname).toBe(`/listings/${CREATED_ID}`))
    expect(state.posts).toHaveLength(1)
  })

  it('a 429 is sent again once, after Retry-After, and a second 429 is left to the user', async () => {
    state.answers.push(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } }))
    const { user, history } = await openPage()
    await waitFor(() => expect(field('Lot number').value).toBe('LOT-A'))
    await user.click(createButton())
    await screen.findByText(/sent again once, by itself/)
    await waitFor(() => expect(history.location.pathname).toBe(`/listings/${CREATED_ID}`), {
      timeout: 5000,
    })
    expect(state.posts).toHaveLength(2)
    expect(state.postTimes[1]! - state.postTimes[0]!).toBeGreaterThanOrEqual(950)
  })

  it('two 429s: two POSTs in all, and the message never names a header', async () => {
    for (let i = 0; i < 2; i++)
      state.answers.push(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } }))
    const { user } = await openPage()
    await waitFor(() => expect(field('Lot number').value).toBe('LOT-A'))
    await user.click(createButton())
    const message = await screen.findByText(/Nothing was saved/, undefined, { timeout: 5000 })
    expect(message.textContent).not.toMatch(/Retry-After|X-SERVICE-AUTH/i)
    expect(state.posts).toHaveLength(2)
  })
})

describe('a lost answer', () => {
  async function loseAnswer() {
    state.answers.push(() => HttpResponse.error())
    const opened = await openPage()
    await waitFor(() => expect(field('Lot number').value).toBe('LOT-A'))
    await opened.user.click(createButton())
    await screen.findByText('The listing may have been created')
    expect(createButton().disabled).toBe(true)
    // Every value is kept; nothing is resent.
    expect(field('Lot number').value).toBe('LOT-A')
    await act(() => delay(100))
    expect(state.posts).toHaveLength(1)
    return opened
  }

  it('"Check" finds the listing made since the attempt: Created, with a link, and no resend', async () => {
    const { user } = await loseAnswer()
    state.listed = () =>
      HttpResponse.json({
        data: [
          // The same NDC and lot, but listed long before the attempt: not this one.
          listingFixture({
            id: 'aaaaaaaa-0000-4000-8000-000000000009',
            lotNumber: 'LOT-A',
            listingDate: '2020-01-01T00:00:00Z',
          }),
          listingFixture({ id: CREATED_ID, lotNumber: 'LOT-A', listingDate: new Date().toISOString() }),
        ],
      })
    await user.click(screen.getByRole('button', { name: 'Check' }))
    await screen.findByText('Created')
    expect(screen.getByRole('link', { name: 'Open the listing' }).getAttribute('href')).toBe(
      `/listings/${CREATED_ID}`,
    )
    expect(createButton().disabled).toBe(true)
    expect(state.posts).toHaveLength(1)
  })

  it('"Check" finds none: Not created, and only then can it be sent again', async () => {
    const { user, history } = await loseAnswer()
    await user.click(screen.getByRole('button', { name: 'Check' }))
    await screen.findByText('Not created')
    expect(createButton().disabled).toBe(false)
    await user.click(createButton())
    await waitFor(() => expect(history.location.pathname).toBe(`/listings/${CREATED_ID}`))
    expect(state.posts).toHaveLength(2)
  })

  it('without the list extension it says it cannot check, how to check, and does not resend', async () => {
    const { user } = await loseAnswer()
    state.listed = () =>
      HttpResponse.json({ error: 'Not Found', statusCode: 404, message: 'No route.' }, { status: 404 })
    await user.click(screen.getByRole('button', { name: 'Check' }))
    await screen.findByText('This cannot be checked from here')
    expect(screen.getByText(/marketplace's web interface/)).toBeTruthy()
    expect(createButton().disabled).toBe(true)
    expect(state.posts).toHaveLength(1)
  })
})

describe('refusals', () => {
  const shape2 = (items: object[]) =>
    HttpResponse.json({ isValid: false, errors: { $id: '1', $values: items } }, { status: 400 })

  it('shape 1 shows the service’s message above the button', async () => {
    state.answers.push(() =>
      HttpResponse.json(
        {
          message: 'New Jersey pharmacies cannot change marketplace listings.',
          errorCode: 500114,
          projectType: 'Pharmacy',
        },
        { status: 400 },
      ),
    )
    const { user } = await openPage()
    await waitFor(() => expect(field('Lot number').value).toBe('LOT-A'))
    await user.click(createButton())
    await screen.findByText(/New Jersey pharmacies cannot change marketplace listings\./)
    expect(createButton().disabled).toBe(false)
  })

  it('medicationScanRequired sends the user to the web interface; ndcSellLimitReached says the limit was reached', async () => {
    state.answers.push(
      () =>
        shape2([
          { propertyName: 'NationalDrugCode', errorCode: 'medicationScanRequired', errorMessage: 'Scan it.' },
        ]),
      () =>
        shape2([
          {
            propertyName: 'NationalDrugCode',
            errorCode: 'ndcSellLimitReached',
            errorMessage: 'Ten already.',
          },
        ]),
    )
    const { user } = await openPage()
    await waitFor(() => expect(field('Lot number').value).toBe('LOT-A'))
    await user.click(createButton())
    await screen.findByText(/^This drug must be listed from the marketplace's web interface.*Scan it\.$/)
    await user.click(createButton())
    const limit = await screen.findByText(
      /^The limit of pending listings of this NDC was reached.*Ten already\.$/,
    )
    expect(limit.textContent).not.toMatch(/web interface/)
    expect(state.posts).toHaveLength(2)
  })

  it('a field error goes to its field, and 403 names the pharmacy', async () => {
    state.answers.push(
      () =>
        shape2([
          { propertyName: 'LotNumber', errorCode: 'PredicateValidator', errorMessage: 'Lot unknown.' },
        ]),
      () =>
        HttpResponse.json({ error: 'Forbidden', statusCode: 403, message: 'Not a member.' }, { status: 403 }),
    )
    const { user } = await openPage()
    await waitFor(() => expect(field('Lot number').value).toBe('LOT-A'))
    await user.click(createButton())
    await waitFor(() => expect(description(field('Lot number'))).toMatch(/Lot unknown\./))
    await user.click(createButton())
    await screen.findByText(new RegExp(`Pharmacy NPI ${NPI} is not in the group of this API key`))
  })
})
