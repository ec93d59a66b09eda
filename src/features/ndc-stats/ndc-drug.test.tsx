import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../../api/connection-store'
import type { DrugPackageList } from '../../contract/drug-catalogue'
import type { NdcStatistic } from '../../contract/ndc-stats'
import { drugPackageFixture } from '../../test-support/drug-package-fixture'
import { listingFixture } from '../../test-support/listing-fixture'
import { MemoryRouter } from '../../test-support/memory-history'
import { NdcStatsResult } from './ndc-stats-result'

// The drug of an NDC on the statistics page, whatever way the page was opened (decision 0030): named by
// what the dashboard read, else by the service's drug catalogue (one request per NDC), with the unit its
// quantities count in; and the catalogue's every other answer said in words.

const BASE = 'http://service.test'
const NDC = { normalized: '00002759701', formatted: '00002-7597-01' }
const point = { price: 420, quantity: 30 }
const STATISTIC = Object.fromEntries(
  ['highTransacted', 'lowTransacted', 'averageTransacted', 'mostRecentTransacted']
    .concat(['highPriceOffered', 'lowPriceOffered', 'averagePriceOffered', 'mostRecentPriceOffered'])
    .concat(['highListed', 'lowListed', 'averageListed', 'mostRecentListed'])
    .map((member) => [member, point]),
) as NdcStatistic

type CatalogueAnswer = () => Response | Promise<Response>
let catalogue: CatalogueAnswer
let asked: string[] = []
const named = (): DrugPackageList => ({
  data: [
    drugPackageFixture({
      packageName: 'Humalog',
      drugPackageStrength: '100 unit/mL',
      drugPackageForm: 'Injection',
      quantityUnitQualifier: 'ML',
    }),
  ],
})
const server = setupServer(
  http.get(`${BASE}/api/v1/ndc-transaction-statistic`, () => HttpResponse.json(STATISTIC)),
  http.get(`${BASE}/api/v1/drug-packages`, ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('nationalDrugCode') ?? '(none)')
    return catalogue()
  }),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  connect({ baseUrl: BASE, apiKey: 'k', pharmacyNpi: 1234567893, groupName: null, pharmacyName: null })
  asked = []
  catalogue = () => HttpResponse.json(named())
})
afterEach(() => cleanup())
afterAll(() => server.close())

function renderResult(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const view = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/ndc-stats']}>
        <NdcStatsResult normalized={NDC.normalized} formatted={NDC.formatted} />
      </MemoryRouter>
    </QueryClientProvider>
  )
  const result = render(view)
  return { queryClient, remount: () => (result.unmount(), render(view)) }
}

const firstCell = async () =>
  within(await screen.findByRole('table', { name: `Price points for NDC ${NDC.formatted}` })).getAllByRole(
    'cell',
  )[0]!.textContent

describe('the drug of an NDC on the statistics page', () => {
  it('opened from a bookmark: named by the catalogue, its unit on every quantity, one request per NDC', async () => {
    const { remount } = renderResult()
    expect(await screen.findByText('Humalog, 100 unit/mL, Injection')).toBeTruthy()
    expect(await firstCell()).toBe('$420.00for 30 ML')
    expect(screen.queryByText(/Quantities without a unit/)).toBeNull()
    remount()
    expect(await screen.findByText('Humalog, 100 unit/mL, Injection')).toBeTruthy()
    expect(asked).toEqual([NDC.normalized])
  })

  it('says in words while it looks the drug up', async () => {
    catalogue = async () => {
      await delay(200)
      return HttpResponse.json(named())
    }
    renderResult()
    expect(await screen.findByText(`Looking up the drug of NDC ${NDC.formatted}…`)).toBeTruthy()
    expect(await screen.findByText('Humalog, 100 unit/mL, Injection')).toBeTruthy()
    expect(screen.queryByText(/Looking up/)).toBeNull()
  })

  it('named by a listing the dashboard read, with its unit: nothing is asked of the catalogue', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(['listings', 'page'], {
      data: [listingFixture({ drugPackage: drugPackageFixture({ quantityUnitQualifier: 'GM' }) })],
    })
    renderResult(queryClient)
    expect(await screen.findByText('Zyprexa (olanzapine), 10 mg, TABLET, FILM COATED')).toBeTruthy()
    expect(await firstCell()).toBe('$420.00for 30 GM')
    expect(asked).toEqual([])
  })

  it("says so when the service's catalogue has no package with the NDC", async () => {
    catalogue = () => HttpResponse.json({ data: [] })
    renderResult()
    expect(
      await screen.findByText(
        `The service's drug catalogue has no package with NDC ${NDC.formatted}, so the drug is not named here.`,
      ),
    ).toBeTruthy()
    expect(await firstCell()).toBe('$420.00for 30')
    expect(screen.getByText(/Quantities without a unit: unit not reported/)).toBeTruthy()
  })

  it('says the service does not name drugs when it has no catalogue (404)', async () => {
    catalogue = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })
    renderResult()
    expect(
      await screen.findByText(
        `The service does not name the drug of an NDC, and no draft, listing or cash offer read so far names NDC ${NDC.formatted}, so the drug is not named here.`,
      ),
    ).toBeTruthy()
  })

  it('says the name could not be loaded when the catalogue fails, and names it after "Try again"', async () => {
    const user = userEvent.setup()
    catalogue = () =>
      HttpResponse.json(
        { error: 'Service Unavailable', statusCode: 503, message: 'Down for a moment.' },
        { status: 503 },
      )
    renderResult()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(`The drug of NDC ${NDC.formatted} could not be looked up`)
    catalogue = () => HttpResponse.json(named())
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Humalog, 100 unit/mL, Injection')).toBeTruthy()
    expect(asked).toEqual([NDC.normalized, NDC.normalized])
  })
})
