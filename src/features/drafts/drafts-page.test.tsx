import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { Route, Switch } from 'wouter'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../../api/connection-store'
import type { DraftSearchBody, DraftSearchItem } from '../../contract/drafts'
import { useHistoryLocation } from '../../components/routing/blocking-router'
import { MemoryRouter } from '../../test-support/memory-history'
import { DraftsPage } from './drafts-page'

// The page against the service mocked at the network (msw): what it sends, what it shows for each
// answer, and what a failed delete says. spec: Endpoints > 2 and 3, Errors > Shape 4

const BASE = 'http://service.test'
const SEARCH = `${BASE}/api/v1/draft-listings/search`
const ID_A = '10000000-0000-4000-8000-00000000000a'
const ID_B = '10000000-0000-4000-8000-00000000000b'

const draft = (id: string | undefined, packageName: string, lotNumber: string): DraftSearchItem => ({
  ...(id ? { id } : {}),
  nationalDrugCode: '00002-7597-01',
  nationalDrugCodeNormalized: '00002759701',
  drugPackageForm: 'TABLET, FILM COATED',
  drugPackageStrength: '10 mg',
  labelerName: 'Eli Lilly and Company',
  packageDescription: '30 TABLET in 1 BOTTLE',
  packageName,
  sellerPharmacyDBA: 'Riverside Pharmacy',
  quantityUnitQualifier: 'EA',
  lotNumber,
  price: 12.5,
  quantity: 1,
  expirationDate: '2099-01-01T00:00:00Z',
  sealedPackage: true,
  originalPackage: false,
  tornPackageLabel: true,
  fullPackage: true,
})

let drafts: DraftSearchItem[] = []
let searches: DraftSearchBody[] = []
const server = setupServer()
// MUI tables in jsdom render slowly on a shared machine; role queries get time to find their rows.

function serveSearch() {
  server.use(
    http.post(SEARCH, async ({ request }) => {
      const body = (await request.json()) as DraftSearchBody
      searches.push(body)
      const start = body.start ?? 0
      const data = drafts.slice(start, start + (body.take ?? 10))
      return HttpResponse.json({
        data,
        recordsFiltered: drafts.length,
        recordsTotal: drafts.length,
        writePagedSearch: null,
      })
    }),
  )
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  connect({ baseUrl: BASE, apiKey: 'k', pharmacyNpi: 1234567893, groupName: null, pharmacyName: null })
  drafts = [draft(ID_A, 'Zyprexa (olanzapine)', 'LOT-A'), draft(ID_B, 'Humalog (insulin lispro)', 'LOT-B')]
  searches = []
  serveSearch()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

function ShowLocation() {
  const location = useHistoryLocation()
  return <output aria-label="Current address">{location.pathname + location.search}</output>
}

function renderPage(url = '/drafts') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Switch>
          <Route path="/drafts">
            <DraftsPage />
          </Route>
        </Switch>
        <ShowLocation />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const address = () => screen.getByRole('status', { name: 'Current address' }).textContent
const table = () => screen.getByRole('table', { name: 'Draft listings' })
const rowFor = async (lot: string) => (await screen.findByText(lot, { selector: 'td' })).closest('tr')!

describe('DraftsPage', () => {
  it('shows skeleton rows on the first load, then the drafts, the range and readable condition chips', async () => {
    drafts[1] = { ...drafts[1]!, expirationDate: new Date(Date.now() - 86_400_000).toISOString() }
    renderPage('/drafts?take=25')
    expect(table().getAttribute('aria-busy')).toBe('true')
    // One placeholder row per row of the page (plus the header), so the table does not grow later.
    expect(within(table()).getAllByRole('row', { hidden: true })).toHaveLength(26)
    const row = await rowFor('LOT-A')
    expect(table().getAttribute('aria-busy')).toBe('false')
    expect(screen.getByText('1–2 of 2')).toBeTruthy()
    const chips = within(within(row).getByRole('list', { name: 'Package condition' })).getAllByRole(
      'listitem',
    )
    expect(chips.map((chip) => chip.textContent)).toEqual(['Full', 'Sealed', 'Not original', 'Torn label'])
    expect(
      within(row).getByRole('link', { name: '00002-7597-01 price statistics' }).getAttribute('href'),
    ).toBe('/ndc-stats?ndc=00002-7597-01')
    expect(within(row).getByText('$12.50')).toBeTruthy()
    expect(within(row).queryByText('Expired')).toBeNull()
    expect(within(await rowFor('LOT-B')).getByText('Expired')).toBeTruthy()
    // No sortName by default: the service's default order (the sandbox's puts expired drafts last).
    expect(searches).toEqual([{ pharmacyNpi: 1234567893, start: 0, take: 25 }])
  })

  it('has sort buttons on exactly the four sortable headers, and a click sorts both ways', async () => {
    const user = userEvent.setup()
    renderPage()
    await rowFor('LOT-A')
    const sortable = within(table())
      .getAllByRole('columnheader')
      .flatMap((header) => within(header).queryAllByRole('button'))
      .map((button) => button.textContent)
    expect(sortable).toEqual(['Package', 'NDC', 'Expiration', 'Price'])
    const price = within(table()).getByRole('button', { name: 'Price' })
    await user.click(price)
    expect(address()).toBe('/drafts?sort=price')
    await user.click(price)
    expect(address()).toBe('/drafts?sort=price&dir=desc')
    expect(
      within(table()).getByRole('columnheader', { name: 'Price Quantity' }).getAttribute('aria-sort'),
    ).toBe('descending')
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ sortName: 'price', sortDirection: 'desc' }))
  })

  it('sends one search for a term typed without pausing', async () => {
    const user = userEvent.setup()
    renderPage()
    await rowFor('LOT-A')
    await user.type(screen.getByRole('searchbox', { name: 'Search drafts' }), 'metoprolol')
    await waitFor(() => expect(address()).toBe('/drafts?q=metoprolol'))
    await waitFor(() => expect(searches).toHaveLength(2))
    expect(searches[1]).toMatchObject({ searchTerm: 'metoprolol', start: 0 })
    // Longer than the debounce: no late request for a partial term follows.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(searches).toHaveLength(2)
  })

  it('moves a link past the last page to the last page that has rows', async () => {
    renderPage('/drafts?start=30&sort=price')
    await rowFor('LOT-A')
    expect(address()).toBe('/drafts?sort=price')
    expect(searches.map((b) => b.start)).toEqual([30, 0])
  })

  it('offers no delete and no listing for an item without an id', async () => {
    drafts = [draft(undefined, 'Zyprexa (olanzapine)', 'LOT-X')]
    renderPage()
    const row = await rowFor('LOT-X')
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull()
    expect(within(row).queryByRole('link', { name: /List on marketplace/ })).toBeNull()
  })

  it('each row links to the create page started from its draft, named after the draft', async () => {
    renderPage()
    const row = await rowFor('LOT-A')
    const link = within(row).getByRole('link', {
      name: 'List on marketplace: Zyprexa (olanzapine) 10 mg, lot LOT-A',
    })
    expect(link.getAttribute('href')).toBe(`/listings/new?draft=${ID_A}`)
  })

  it('says so when nothing matches, and clears the filters on request', async () => {
    const user = userEvent.setup()
    drafts = []
    renderPage('/drafts?hideGeneric=1&torn=yes&sort=price')
    await screen.findByText('No pending drafts match this search.')
    expect(screen.getByText('0 of 0 (0 in total)')).toBeTruthy()
    await user.click(within(table()).getByRole('button', { name: 'Clear filters' }))
    expect(address()).toBe('/drafts?sort=price')
  })

  it('shows the mapped error with a retry when the search fails', async () => {
    const user = userEvent.setup()
    server.use(
      http.post(
        SEARCH,
        () =>
          HttpResponse.json(
            { error: 'Forbidden', statusCode: 403, message: 'Not a member.' },
            { status: 403 },
          ),
        {
          once: true,
        },
      ),
    )
    renderPage()
    expect(await screen.findByText('Not allowed: Not a member.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await rowFor('LOT-A')
  })
})

describe('deleting a draft', () => {
  async function openDelete(user: ReturnType<typeof userEvent.setup>) {
    renderPage()
    const row = await rowFor('LOT-A')
    await user.click(
      within(row).getByRole('button', { name: 'Delete draft Zyprexa (olanzapine) 10 mg, lot LOT-A' }),
    )
    // The dialog's code is loaded when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Delete draft?' })
    expect(dialog.textContent).toContain(
      'Delete the draft Zyprexa (olanzapine) 10 mg, lot LOT-A (NDC 00002-7597-01)?',
    )
    return dialog
  }

  it('removes the row and updates the count after the confirm', async () => {
    const user = userEvent.setup()
    server.use(
      http.delete(`${BASE}/api/v1/draft-listings/:id`, ({ params }) => {
        drafts = drafts.filter((d) => d.id !== params.id)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const dialog = await openDelete(user)
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByText('LOT-A', { selector: 'td' })).toBeNull()
    expect(screen.getByText('1–1 of 1')).toBeTruthy()
  })

  it.each([
    [
      409,
      'Conflict',
      'The draft listing is Published; only a Pending draft can be deleted.',
      /^This draft is no longer pending, so it cannot be deleted\. The list has been refreshed\./,
      true,
    ],
    [
      404,
      'Not Found',
      'No draft listing has that id.',
      /^This draft no longer exists; it may have been deleted already\./,
      true,
    ],
    [
      403,
      'Forbidden',
      'This draft listing belongs to another group.',
      /^This draft belongs to another group, so it cannot be deleted with this connection\./,
      false,
    ],
  ])(
    'a %i says why in the dialog, offers no retry, and refreshes the list when it is stale',
    async (status, error, message, text, refreshes) => {
      const user = userEvent.setup()
      server.use(
        http.delete(`${BASE}/api/v1/draft-listings/:id`, () =>
          HttpResponse.json({ error, statusCode: status, message }, { status }),
        ),
      )
      const dialog = await openDelete(user)
      const before = searches.length
      await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }))
      const alert = await within(dialog).findByRole('alert')
      expect(alert.textContent).toMatch(text)
      expect(alert.textContent).toContain(`The service said: ${message}`)
      expect(within(dialog).queryByRole('button', { name: /Delete draft|Try again/ })).toBeNull()
      if (refreshes) await waitFor(() => expect(searches.length).toBe(before + 1))
      else expect(searches.length).toBe(before)
      await user.click(within(dialog).getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    },
  )
})
