import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { Route, Switch } from 'wouter'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../../api/connection-store'
import type { NdcStatistic, PricePoint } from '../../contract/ndc-stats'
import { useHistoryLocation } from '../../components/routing/blocking-router'
import { MemoryRouter } from '../../test-support/memory-history'
import { NdcStatsPage } from './ndc-stats-page'
import { reloadRecentNdcs } from './recent-ndcs'
import { drugPackageFixture } from '../../test-support/drug-package-fixture'
import { listingFixture } from '../../test-support/listing-fixture'

// The page against the service mocked at the network: what it asks for, and what it shows for an NDC
// with prices, without prices, and for input that is not an NDC. spec: Endpoints > 5

const BASE = 'http://service.test'
const STATS = `${BASE}/api/v1/ndc-transaction-statistic`
const zero: PricePoint = { price: 0, quantity: 0 }
const p = (price: number, quantity: number): PricePoint => ({ price, quantity })

const WITH_DATA: NdcStatistic = {
  highTransacted: p(420, 30),
  lowTransacted: p(380.25, 12),
  averageTransacted: p(401.1, 20.5),
  mostRecentTransacted: p(399.99, 30),
  highPriceOffered: p(410, 30),
  lowPriceOffered: p(350, 5),
  averagePriceOffered: p(388.456, 17.333),
  mostRecentPriceOffered: p(375, 10),
  highListed: p(1450, 2),
  lowListed: zero,
  averageListed: zero,
  mostRecentListed: null,
}
const NO_DATA = Object.fromEntries(Object.keys(WITH_DATA).map((k) => [k, zero])) as NdcStatistic

let requested: string[] = []
let answer: NdcStatistic = WITH_DATA
const server = setupServer(
  http.get(STATS, ({ request }) => {
    requested.push(new URL(request.url).searchParams.get('nationalDrugCode') ?? '(none)')
    return HttpResponse.json(answer)
  }),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  connect({ baseUrl: BASE, apiKey: 'k', pharmacyNpi: 1234567893, groupName: null, pharmacyName: null })
  localStorage.clear()
  reloadRecentNdcs()
  requested = []
  answer = WITH_DATA
})
afterEach(() => cleanup())
afterAll(() => server.close())

function ShowLocation() {
  const location = useHistoryLocation()
  return <output aria-label="Current address">{location.pathname + location.search}</output>
}

function renderPage(url = '/ndc-stats', seed?: (client: QueryClient) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  seed?.(queryClient)
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Switch>
          <Route path="/ndc-stats">
            <NdcStatsPage />
          </Route>
        </Switch>
        <ShowLocation />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const field = () => screen.getByRole('textbox', { name: 'National Drug Code (NDC)' })
const address = () => screen.getByRole('status', { name: 'Current address' }).textContent

describe('NdcStatsPage', () => {
  it('names the drug and labels the quantities from a listing the dashboard read, and says when none did', async () => {
    renderPage('/ndc-stats?ndc=00002-7597-01', (client) =>
      client.setQueryData(['listings', 'page'], {
        items: [
          listingFixture({
            drugPackage: drugPackageFixture({ packageSize: 60, quantityUnitQualifier: 'GM' }),
          }),
        ],
      }),
    )
    expect(await screen.findByText('Zyprexa (olanzapine), 10 mg, TABLET, FILM COATED')).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Price points for NDC 00002-7597-01' })
    expect(within(table).getAllByRole('cell')[0]!.textContent).toBe('$420.00for 30 GM')
    cleanup()
    renderPage('/ndc-stats?ndc=00002-7597-01')
    expect(
      await screen.findByText(
        'No draft, listing or cash offer read so far names NDC 00002-7597-01, so the drug is not named here.',
      ),
    ).toBeTruthy()
  })

  it('normalises a 4-4-2 NDC as it is typed, puts it in the address and shows the twelve points', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.type(field(), '0002-7597-01')
    expect(screen.getByText('Reads as NDC 00002-7597-01.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Show prices' }))

    const table = await screen.findByRole('table', { name: 'Price points for NDC 00002-7597-01' })
    expect(address()).toBe('/ndc-stats?ndc=00002-7597-01')
    expect(requested).toEqual(['00002759701'])
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
    // Header row has no data cells; then High, Low, Average, Most recent across Transacted, Offered, Listed.
    expect(rows).toEqual([
      [],
      ['$420.00for 30', '$410.00for 30', '$1,450.00for 2'],
      ['$380.25for 12', '$350.00for 5', 'No data'],
      ['$401.10for 20.5', '$388.46for 17.33', 'No data'],
      ['$399.99for 30', '$375.00for 10', 'No data'],
    ])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['High', 'Low', 'Average', 'Most recent'])
    expect(screen.getByRole('heading', { level: 2, name: 'Prices for NDC 00002-7597-01' })).toBeTruthy()
  })

  it('refuses an NDC that is not valid at the field, with an example, and sends nothing', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.type(field(), '0002759701')
    await user.keyboard('{Enter}')
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(
      screen.getByText(/A 10-digit NDC without hyphens is ambiguous.*for example 00002-7597-01/),
    ).toBeTruthy()
    expect(address()).toBe('/ndc-stats')
    expect(requested).toEqual([])
  })

  it('refuses an invalid NDC that arrives in the address, without a request', async () => {
    renderPage('/ndc-stats?ndc=12-34')
    expect(await screen.findByText(/This is not a valid NDC\..*for example 00002-7597-01/)).toBeTruthy()
    expect((field() as HTMLInputElement).value).toBe('12-34')
    expect(screen.queryByRole('heading', { name: /Prices for NDC/ })).toBeNull()
    expect(requested).toEqual([])
  })

  it('says there is no data, instead of a table of zero prices, for an NDC nobody trades', async () => {
    answer = NO_DATA
    renderPage('/ndc-stats?ndc=59762-3304-01')
    expect(
      await screen.findByText(
        'No transactions, cash offers or listings are recorded for NDC 59762-3304-01, so there are no prices to show yet.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByText('$0.00')).toBeNull()
    expect(requested).toEqual(['59762330401'])
  })

  it('remembers viewed NDCs, newest first, as one-click links', async () => {
    const user = userEvent.setup()
    renderPage('/ndc-stats?ndc=00002-7597-01')
    await screen.findByRole('table')
    await user.clear(field())
    await user.type(field(), '59762-3304-01{Enter}')
    await screen.findByRole('heading', { level: 2, name: 'Prices for NDC 59762-3304-01' })
    const recent = await screen.findByRole('region', { name: 'Recently viewed' })
    await within(recent).findByRole('link', { name: 'Prices for NDC 59762-3304-01' })
    const links = within(recent).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ndc-stats?ndc=59762-3304-01',
      '/ndc-stats?ndc=00002-7597-01',
    ])
    expect(JSON.parse(localStorage.getItem('marketplace.recent-ndcs') ?? 'null')).toEqual([
      '59762-3304-01',
      '00002-7597-01',
    ])
    await user.click(links[1]!)
    expect(address()).toBe('/ndc-stats?ndc=00002-7597-01')
    await user.click(within(recent).getByRole('button', { name: 'Clear recently viewed' }))
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull()
  })
})
