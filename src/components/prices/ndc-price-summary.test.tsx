import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../../api/connection-store'
import type { NdcStatistic } from '../../contract/ndc-stats'
import { MemoryRouter } from '../../test-support/memory-history'
import { ndcStatisticFixture } from '../../test-support/ndc-statistic-fixture'
import { NdcPriceSummary } from './ndc-price-summary'

// The compact summary a form shows next to an NDC. spec: Endpoints > 5

const BASE = 'http://service.test'
const point = (price: number, quantity: number) => ({ price, quantity })
const zeros = ndcStatisticFixture()

let answer: NdcStatistic = zeros
let requested: string[] = []
const server = setupServer(
  http.get(`${BASE}/api/v1/ndc-transaction-statistic`, ({ request }) => {
    requested.push(new URL(request.url).searchParams.get('nationalDrugCode') ?? '')
    return HttpResponse.json(answer)
  }),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  connect({ baseUrl: BASE, apiKey: 'k', pharmacyNpi: 1234567893, groupName: null, pharmacyName: null })
  answer = zeros
  requested = []
})
afterEach(() => cleanup())
afterAll(() => server.close())

function renderSummary(ndc: string, unit: string | null = 'EA') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NdcPriceSummary ndc={ndc} unit={unit} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('NdcPriceSummary', () => {
  it('shows the twelve points compactly, with a link to the full statistics', async () => {
    answer = { ...zeros, highTransacted: point(12.5, 3), mostRecentListed: point(9, 1.5) }
    renderSummary('0002-7597-01')
    const table = await screen.findByRole('table', { name: 'Market prices for NDC 00002-7597-01' })
    const rows = within(table).getAllByRole('row')
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$12.50for 3 EA', 'No data', 'No data'])
    expect(
      within(rows[4]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['No data', 'No data', '$9.00for 1.5 EA'])
    const link = screen.getByRole('link', { name: 'Price statistics for NDC 00002-7597-01' })
    expect(link.getAttribute('href')).toBe('/ndc-stats?ndc=00002-7597-01')
    expect(requested).toEqual(['00002759701'])
  })

  it('labels each quantity with its unit, and says so when the unit is not known', async () => {
    answer = { ...zeros, highTransacted: point(12.5, 3) }
    renderSummary('00002-7597-01', null)
    const table = await screen.findByRole('table', { name: 'Market prices for NDC 00002-7597-01' })
    const rows = within(table).getAllByRole('row')
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe('$12.50for 3')
    expect(
      screen.getByText(
        'Each price is for the quantity under it, as the service reports it; a full package counts as quantity 1. Quantities without a unit: unit not reported (no draft, listing or cash offer read so far gives it).',
      ),
    ).toBeTruthy()
  })

  it('says there is no data instead of showing zero prices', async () => {
    renderSummary('00002-7597-01')
    expect(
      await screen.findByText(
        'No transactions, cash offers or listings are recorded for NDC 00002-7597-01, so there are no prices to show yet.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows nothing and asks nothing while the NDC is not valid', () => {
    const { container } = renderSummary('0002759701')
    expect(container.textContent).toBe('')
    expect(requested).toEqual([])
  })
})
