import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { connect } from '../../api/connection-store'
import type { UpdateListingBody } from '../../contract/listings'
import { ToastHost } from '../../components/toast-host'
import { listingFixture } from './listing-fixture'
import { ListingEditPage } from './listing-edit-page'
import { createQueryClient } from '../../api/query-client'

// Test support for the listing form's component tests: the service mocked at the network (msw) and the
// edit page mounted in a data router (the unsaved-changes guard needs one), with a list page to leave to.

const BASE = 'http://service.test'
export const NPI = 1234567893
export const listing = listingFixture()
const URL_ONE = `${BASE}/api/v1/marketplace-listings/${listing.id}`

/** What the mocked service holds and was sent; reset before each test. */
export const service = {
  current: listing,
  reads: 0,
  puts: [] as UpdateListingBody[],
  answerPut: (body: UpdateListingBody): Response =>
    HttpResponse.json({ ...service.current, ...body, drugPackage: undefined }),
}

/** Registers the mocked service and its reset around each test of the calling file. */
export function setUpListingService(): void {
  const server = setupServer(
    http.get(URL_ONE, () => {
      service.reads += 1
      return HttpResponse.json(service.current)
    }),
    http.put(URL_ONE, async ({ request }) => {
      const body = (await request.json()) as UpdateListingBody
      service.puts.push(body)
      return service.answerPut(body)
    }),
  )
  // MUI forms in jsdom are slow on a shared machine: typing a few fields takes seconds.
  vi.setConfig({ testTimeout: 30_000 })
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    connect({ baseUrl: BASE, apiKey: 'k', pharmacyNpi: NPI, groupName: null, pharmacyName: null })
    service.current = listing
    service.reads = 0
    service.puts = []
    service.answerPut = (body) => HttpResponse.json({ ...service.current, ...body, drugPackage: undefined })
  })
  afterEach(() => {
    cleanup()
    server.resetHandlers()
  })
  afterAll(() => server.close())
}

/** Opens /listings/:id (with /listings before it in the history) and waits for the form. */
export async function openForm() {
  const queryClient = createQueryClient({ retryReads: false })
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

export const field = (name: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) })

/** The text a screen reader reads after the field: its helper text or its error. */
export const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

export const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save listing' })

export async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input)
  if (text !== '') await user.type(input, text)
}
