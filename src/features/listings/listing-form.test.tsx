import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../api/connection-store'
import type { MarketplaceListing, UpdateListingBody } from '../../contract/listings'
import { ToastHost } from '../../components/toast-host'
import { listingFixture } from './listing-fixture'
import { ListingEditPage } from './listing-edit-page'

// The listing form against the service mocked at the network: the contract's quantity rule as the user
// types (no request for a refused value), server errors at their fields, 409, 200 and leaving the page.
// spec: Endpoints > 1, Errors

const BASE = 'http://service.test'
const NPI = 1234567893
const listing = listingFixture()
const URL_ONE = `${BASE}/api/v1/marketplace-listings/${listing.id}`

let current: MarketplaceListing
let reads = 0
let puts: UpdateListingBody[] = []
let answerPut: (body: UpdateListingBody) => Response
const server = setupServer(
  http.get(URL_ONE, () => {
    reads += 1
    return HttpResponse.json(current)
  }),
  http.put(URL_ONE, async ({ request }) => {
    const body = (await request.json()) as UpdateListingBody
    puts.push(body)
    return answerPut(body)
  }),
)
configure({ asyncUtilTimeout: 5000 })
// MUI forms in jsdom are slow on a shared machine: typing a few fields takes seconds.
vi.setConfig({ testTimeout: 30_000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  connect({ baseUrl: BASE, apiKey: 'k', pharmacyNpi: NPI, groupName: null, pharmacyName: null })
  current = listing
  reads = 0
  puts = []
  answerPut = (body) => HttpResponse.json({ ...current, ...body, drugPackage: undefined })
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

async function openForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: '/listings/:listingId', element: <ListingEditPage /> },
      { path: '/listings', element: <h1>Listings list</h1> },
    ],
    { initialEntries: ['/listings', `/listings/${listing.id}`], initialIndex: 1 },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  )
  await screen.findByRole('form', { name: 'Edit listing' })
  return { user: userEvent.setup(), router }
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) })
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save listing' })

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input)
  if (text !== '') await user.type(input, text)
}

describe('the quantity field', () => {
  it('full package on: quantity becomes 1 and says why; 2 is refused at the field and nothing is sent', async () => {
    const { user } = await openForm()
    await user.click(screen.getByRole('checkbox', { name: 'Full package' }))
    const quantity = field('Quantity')
    expect(quantity.value).toBe('1')
    expect(description(quantity)).toContain('A full package is always quantity 1.')
    expect(quantity.getAttribute('aria-invalid')).toBe('false')

    await retype(user, quantity, '2')
    expect(quantity.getAttribute('aria-invalid')).toBe('true')
    expect(description(quantity)).toContain('Quantity must be exactly 1 for a full package.')
    await user.click(save())
    expect(document.activeElement).toBe(quantity)
    expect(puts).toHaveLength(0)
  })

  it('full package off: the package size is the limit, shown and enforced as the user types', async () => {
    const { user } = await openForm()
    const quantity = field('Quantity')
    expect(description(quantity)).toContain('From 0.01 up to 30 EA, the package size.')
    for (const refused of ['0', '0.001', '30.01']) {
      await retype(user, quantity, refused)
      expect(description(quantity)).toContain('Quantity must be between 0.01 and 30.')
    }
    for (const accepted of ['0.01', '30']) {
      await retype(user, quantity, accepted)
      expect(quantity.getAttribute('aria-invalid')).toBe('false')
    }
  })

  it('package size unknown: says so, and the service field error lands at quantity with typed values kept', async () => {
    current = { ...listing, drugPackage: null }
    answerPut = () =>
      HttpResponse.json(
        {
          isValid: false,
          errors: { $id: '1', $values: [{ $id: '2', propertyName: 'Quantity', errorCode: 'InclusiveBetweenValidator', errorMessage: 'Quantity must be between 0.01 and 30.', attemptedValue: 31 }] },
        },
        { status: 400 },
      )
    const { user } = await openForm()
    const quantity = field('Quantity')
    expect(description(quantity)).toContain('The package size is not known here')
    await retype(user, quantity, '31')
    await retype(user, field('Lot number'), 'NEW-LOT')
    expect(quantity.getAttribute('aria-invalid')).toBe('false')
    await user.click(save())
    await waitFor(() => expect(description(quantity)).toContain('Quantity must be between 0.01 and 30.'))
    expect(puts).toHaveLength(1)
    expect(puts[0]).toMatchObject({ quantity: 31, lotNumber: 'NEW-LOT', pharmacyNPI: NPI })
    expect(document.activeElement).toBe(quantity)
    expect(quantity.value).toBe('31')
    expect(field('Lot number').value).toBe('NEW-LOT')
  })
})

describe('other fields', () => {
  it('refuses whitespace-only optional text and a past date; shows a counter near the length limit', async () => {
    const { user } = await openForm()
    await retype(user, field('Serial number'), '   ')
    expect(description(field('Serial number'))).toContain('cannot be empty or only spaces')
    const date = screen.getByLabelText<HTMLInputElement>(/^Expiration date/)
    await retype(user, date, '2020-01-01')
    expect(description(date)).toContain('Expiration date must be in the future.')
    const notes = field('Additional package notes')
    await user.click(notes)
    await user.paste('n'.repeat(1599))
    expect(description(notes)).not.toContain('characters')
    await user.type(notes, 'n')
    expect(description(notes)).toContain('1,600 of 2,000 characters')
    await user.click(save())
    expect(puts).toHaveLength(0)
  })
})

describe('saving', () => {
  it('sends the body once, takes the returned listing as its values, says what was saved, leaves without asking', async () => {
    answerPut = (body) => HttpResponse.json({ ...current, ...body, price: 299.99, drugPackage: undefined })
    const { user, router } = await openForm()
    await retype(user, field('Price'), '300')
    await user.click(save())
    await screen.findByText('Listing saved: lot 10UCU526, $299.99, quantity 12.')
    expect(puts).toEqual([
      {
        pharmacyNPI: NPI,
        expirationDate: '2099-04-23T00:00:00Z',
        lotNumber: '10UCU526',
        price: 300,
        fullPackage: false,
        quantity: 12,
        sealedPackage: false,
        originalPackage: true,
        tornPackageLabel: false,
        serialNumber: '3416SW55617466',
        additionalPackageNotes: null,
        showOnlyInState: false,
      },
    ])
    expect(field('Price').value).toBe('299.99')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Discard changes' }).disabled).toBe(true)
    await user.click(screen.getByRole('link', { name: 'Back to listings' }))
    expect(router.state.location.pathname).toBe('/listings')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('409: says the listing is no longer Pending, disables the form, and reloads it on request', async () => {
    answerPut = () =>
      HttpResponse.json({ error: 'Conflict', statusCode: 409, message: 'The listing is Accepted; only a Pending listing can be changed.' }, { status: 409 })
    const { user } = await openForm()
    await retype(user, field('Price'), '250')
    await user.click(save())
    const alert = await screen.findByText(/This listing is no longer Pending/)
    expect(alert.textContent).toContain('The listing is Accepted')
    expect(save().disabled).toBe(true)
    expect(field('Price').disabled).toBe(true)
    expect(field('Price').value).toBe('250')
    expect(reads).toBe(1)
    current = { ...listing, status: 1 }
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    await screen.findByText(/This listing is Accepted\. The service accepts changes only while/)
    expect(reads).toBe(2)
    expect(field('Price').value).toBe('321.60')
    expect(field('Price').disabled).toBe(false)
  })

  it('a business-rule refusal shows above the buttons; 403 names the acting pharmacy', async () => {
    answerPut = () => HttpResponse.json({ message: 'New Jersey pharmacies may not list.', errorCode: 500114, projectType: 'Pharmacy' }, { status: 400 })
    const { user } = await openForm()
    await user.click(save())
    const form = screen.getByRole('form', { name: 'Edit listing' })
    await within(form).findByText('New Jersey pharmacies may not list.')
    answerPut = () => HttpResponse.json({ error: 'Forbidden', statusCode: 403, message: 'Not a member.' }, { status: 403 })
    await user.click(save())
    await within(form).findByText(/Pharmacy NPI 1234567893 is not in the group of this API key/)
    expect(puts).toHaveLength(2)
  })
})

describe('leaving with unsaved changes', () => {
  it('asks first; "Cancel" stays with the typed value, "Leave without saving" goes', async () => {
    const { user, router } = await openForm()
    await retype(user, field('Lot number'), 'CHANGED')
    await user.click(screen.getByRole('link', { name: 'Back to listings' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.pathname).toBe(`/listings/${listing.id}`)
    expect(field('Lot number').value).toBe('CHANGED')
    // The browser's back button is asked about the same way.
    await act(() => router.navigate(-1))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }))
    await screen.findByRole('heading', { name: 'Listings list' })
  })
})
