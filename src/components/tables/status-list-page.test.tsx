import { QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Switch } from 'wouter'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { apiError, type ApiError } from '../../api/api-error'
import { connect } from '../../api/connection-store'
import { enterSignInMode, leaveSignInMode } from '../../api/sign-in-mode'
import { createQueryClient } from '../../api/query-client'
import { BlockingRouter } from '../routing/blocking-router'
import { memoryHistory } from '../../test-support/memory-history'
import type { ObjectKind } from '../pages/object-kind'
import { StatusListPage, type RecordColumn, type RecordList, type RecordListParams } from './status-list-page'

// The list page shared by listings and cash offers, with a made-up kind of object: the filter, order and
// page read from and written to the URL, the table with its Edit/View links and sortable headers, the
// pager, the empty, failed and "no list extension" states, and a service that answers everything at once.

const STATUSES = { Pending: 0, Accepted: 1 } as const
type Status = (typeof STATUSES)[keyof typeof STATUSES]
interface Thing {
  id: string
  name: string
  price: number
  listingDate: string
  status: Status
}
const KIND: ObjectKind = {
  one: 'thing',
  many: 'things',
  short: 'thing',
  aShort: 'a thing',
  exampleId: '9979ac03-1763-44d3-8c5e-65d6d20e0e8d',
  listPath: '/things',
  editPath: (id) => `/things/${id}`,
  changeOperation: 'updateMarketplaceListing',
}
const NPI = 1234567893
const thing = (n: number, name: string, price: number, status: Status): Thing => ({
  id: `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  price,
  // Thing n was listed on day n: the higher n, the newer.
  listingDate: `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`,
  status,
})
const ANVIL = thing(1, 'Anvil', 10, 0)
const BELLOWS = thing(2, 'Bellows', 22.5, 1)
/** Twelve things, priced 1..12 in reverse order of listing. */
const MANY = Array.from({ length: 12 }, (_, i) => thing(i + 1, `Thing ${i + 1}`, 12 - i, 0))

let answer: Thing[] | ApiError
/** false: the service answers the whole list, without counts (no paging extension). */
let pages: boolean
/** When set, answers wait for it: the page on screen while the next loads. */
let gate: Promise<void> | null
let asked: (RecordListParams<Status> & { pharmacyNpi: number })[]

beforeEach(() => {
  connect({
    baseUrl: 'http://service.test',
    apiKey: 'k',
    pharmacyNpi: NPI,
    groupName: null,
    pharmacyName: null,
  })
  answer = [ANVIL, BELLOWS]
  pages = true
  gate = null
  asked = []
})
afterEach(cleanup)

/** The service: filter, order (ties by creation), page, counts, as docs/sandbox.md describes. */
async function serve(params: RecordListParams<Status>): Promise<RecordList<Thing>> {
  if (gate) await gate
  if (!Array.isArray(answer)) throw answer
  const filtered = answer.filter((t) => params.status === undefined || t.status === params.status)
  if (!pages) return { data: filtered }
  const key = (t: Thing) => (params.sortName === 'price' ? t.price : t.listingDate)
  const sorted = [...filtered].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
  if (params.sortDirection === 'desc') sorted.reverse()
  return {
    data: sorted.slice(params.start, params.start + params.take),
    recordsTotal: answer.length,
    recordsFiltered: filtered.length,
  }
}

const COLUMNS: readonly RecordColumn<Thing>[] = [
  { id: 'name', header: 'Name', cell: (t) => t.name },
  {
    id: 'price',
    header: 'Price',
    numeric: true,
    cell: (t) => `$${t.price.toFixed(2)}`,
    sort: 'price',
    sortValue: (t) => t.price,
  },
  {
    id: 'listed',
    header: 'Listed',
    cell: (t) => t.listingDate.slice(0, 10),
    sort: 'listingDate',
    sortValue: (t) => t.listingDate,
  },
]

function openPage(url: string) {
  const listQuery = (pharmacyNpi: number, params: RecordListParams<Status>) =>
    queryOptions({
      queryKey: ['things', pharmacyNpi, params] as const,
      queryFn: () => {
        asked.push({ pharmacyNpi, ...params })
        return serve(params)
      },
    })
  const page = (
    <StatusListPage
      kind={KIND}
      title="Things"
      description="The acting pharmacy's things."
      statuses={STATUSES}
      listQuery={listQuery}
      none="This pharmacy has no things."
      columns={COLUMNS}
      tableClassName="things-table"
      editLabel={(t, action) => `${action} thing ${t.name}`}
    />
  )
  const history = memoryHistory([url])
  render(
    <QueryClientProvider client={createQueryClient({ retryReads: false })}>
      <BlockingRouter history={history}>
        <Switch>
          <Route path="/things">{page}</Route>
          <Route path="/things/:id">
            <h1>Edit page</h1>
          </Route>
        </Switch>
      </BlockingRouter>
    </QueryClientProvider>,
  )
  return history
}

/** The table once its rows are the ones asked for (placeholder rows stand in while the first page loads). */
async function loadedTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Things' })
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'))
  return table
}
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent)
const range = () => screen.getByRole('status').textContent
const header = (table: HTMLElement, name: string) => within(table).getByRole('columnheader', { name })
const lastAsked = () => asked.at(-1)

describe('the list', () => {
  it('shows every object in a table named after the kind, each row with an Edit link (View when not Pending) to its page', async () => {
    const history = openPage('/things')
    const table = await loadedTable()
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['Name', 'Price', 'Listed', 'Action'])
    expect(within(table).getByRole('cell', { name: '$22.50' }).getAttribute('class')).toMatch(/\bnumeric\b/)
    // Newest first when the URL names no order, and said so on the Listed header.
    expect(lastAsked()).toEqual({
      pharmacyNpi: NPI,
      status: undefined,
      start: 0,
      take: 10,
      sortName: 'listingDate',
      sortDirection: 'desc',
    })
    expect(names(table)).toEqual(['Bellows', 'Anvil'])
    expect(header(table, 'Listed').getAttribute('aria-sort')).toBe('descending')
    expect(header(table, 'Price').getAttribute('aria-sort')).toBeNull()
    expect(header(table, 'Name').getAttribute('aria-sort')).toBeNull()
    // Only a Pending object can be changed: the Accepted one is viewed, not edited.
    expect(within(table).getByRole('link', { name: 'Edit thing Anvil' }).textContent).toBe('Edit')
    expect(within(table).getByRole('link', { name: 'View thing Bellows' }).textContent).toBe('View')
    expect(within(table).queryByRole('link', { name: 'Edit thing Bellows' })).toBeNull()
    await userEvent.setup().click(within(table).getByRole('link', { name: 'View thing Bellows' }))
    expect(history.location.pathname).toBe(`/things/${BELLOWS.id}`)
  })

  it('signed in as a role that may not change things: every row is viewed, none edited', async () => {
    enterSignInMode(() => undefined, ['listMarketplaceListings'])
    try {
      openPage('/things')
      const table = await loadedTable()
      expect(within(table).getByRole('link', { name: 'View thing Anvil' }).textContent).toBe('View')
      expect(within(table).queryByRole('link', { name: /^Edit / })).toBeNull()
    } finally {
      leaveSignInMode()
    }
  })

  it('takes the status from the URL and says when there is none of it', async () => {
    answer = [ANVIL]
    openPage('/things?status=Accepted')
    const message = await screen.findByText('This pharmacy has no Accepted things.')
    expect(lastAsked()).toMatchObject({ pharmacyNpi: NPI, status: 1 })
    // The message stands in the table's body, in place of rows: no row of an object, no link to one.
    const table = screen.getByRole('table', { name: 'Things' })
    expect(table.contains(message)).toBe(true)
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(within(table).queryByRole('link')).toBeNull()
  })

  it('says when the pharmacy has none at all; an unknown status name means all', async () => {
    answer = []
    openPage('/things?status=Lost')
    await screen.findByText('This pharmacy has no things.')
    expect(lastAsked()).toMatchObject({ pharmacyNpi: NPI, status: undefined })
  })
})

describe('order and pages', () => {
  it('sorts by a column header, by keyboard too: ascending first, then descending; each step in the URL and undone by back', async () => {
    answer = MANY
    const history = openPage('/things')
    const user = userEvent.setup()
    const table = await loadedTable()
    const price = within(header(table, 'Price')).getByRole('button', { name: 'Price' })
    price.focus()
    await user.keyboard('{Enter}')
    await screen.findByText('Thing 12')
    expect(history.location.search).toBe('?sort=price&dir=asc')
    expect(lastAsked()).toMatchObject({ sortName: 'price', sortDirection: 'asc', start: 0 })
    expect(header(table, 'Price').getAttribute('aria-sort')).toBe('ascending')
    expect(header(table, 'Listed').getAttribute('aria-sort')).toBeNull()
    expect(names(table)[0]).toBe('Thing 12')

    await user.keyboard(' ')
    expect(await within(table).findByText('Thing 1')).toBeTruthy()
    expect(history.location.search).toBe('?sort=price&dir=desc')
    expect(header(table, 'Price').getAttribute('aria-sort')).toBe('descending')

    act(() => history.go(-1))
    expect(history.location.search).toBe('?sort=price&dir=asc')
    expect(await within(table).findByText('Thing 12')).toBeTruthy()
    expect(header(table, 'Price').getAttribute('aria-sort')).toBe('ascending')
  })

  it('pages with next and previous, says which rows of how many, keeps the rows on screen (busy) while the next page loads', async () => {
    answer = MANY
    const history = openPage('/things?status=Pending')
    const user = userEvent.setup()
    const table = await loadedTable()
    expect(range()).toBe('1–10 of 12 (12 in total)')
    expect(names(table)).toHaveLength(10)

    let open!: () => void
    gate = new Promise((resolve) => (open = resolve))
    await user.click(screen.getByRole('button', { name: 'Go to next page' }))
    expect(history.location.search).toBe('?status=Pending&start=10')
    // The previous page stays while the next is on its way: no flicker, marked busy.
    expect(names(table)).toHaveLength(10)
    expect(table.getAttribute('aria-busy')).toBe('true')
    open()
    expect(await within(table).findByText('Thing 2')).toBeTruthy()
    expect(names(table)).toEqual(['Thing 2', 'Thing 1'])
    expect(table.getAttribute('aria-busy')).toBe('false')
    expect(range()).toBe('11–12 of 12 (12 in total)')
    expect(lastAsked()).toMatchObject({ status: 0, start: 10, take: 10 })

    await user.click(screen.getByRole('button', { name: 'Go to previous page' }))
    expect(await within(table).findByText('Thing 12')).toBeTruthy()
    expect(history.location.search).toBe('?status=Pending')
  })

  it('changes the page size, keeping the first row in the page; a new status starts from the first page', async () => {
    answer = MANY
    const history = openPage('/things?start=10')
    const user = userEvent.setup()
    await screen.findByText('Thing 2')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
    await screen.findByText('Thing 12')
    expect(history.location.search).toBe('?take=25')
    expect(range()).toBe('1–12 of 12')

    await user.click(screen.getByRole('combobox', { name: /^Status/ }))
    await user.click(screen.getByRole('option', { name: 'Pending' }))
    expect(history.location.search).toBe('?take=25&status=Pending')
  })

  it('restores order and page from a link; a page past the end goes to the last one', async () => {
    answer = MANY
    const history = openPage('/things?sort=price&dir=desc&start=50')
    const table = await loadedTable()
    expect(await within(table).findByText('Thing 11')).toBeTruthy()
    expect(history.location.search).toBe('?sort=price&dir=desc&start=10')
    expect(names(table)).toEqual(['Thing 11', 'Thing 12'])
    expect(header(table, 'Price').getAttribute('aria-sort')).toBe('descending')
  })

  it('against a service that answers the whole list (no counts), sorts and pages here', async () => {
    answer = MANY
    pages = false
    openPage('/things?sort=price&dir=asc&start=10')
    const table = await loadedTable()
    expect(names(table)).toEqual(['Thing 2', 'Thing 1'])
    expect(range()).toBe('11–12 of 12')
  })
})

describe('when the list cannot be read', () => {
  it('without the list extension: says so, offers opening by reference, and shows no filter', async () => {
    answer = apiError({ kind: 'not-found', status: 404, message: 'No route.' })
    openPage('/things')
    await screen.findByText(
      'This service does not list things: the list is a sandbox extension, not part of API v1. Open a thing by its reference to edit it.',
    )
    expect(screen.getByRole('textbox', { name: 'Thing reference' })).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: /^Status/ })).toBeNull()
  })

  it('any other failure: names what could not be loaded', async () => {
    answer = apiError({ kind: 'generic', status: 500, error: 'Internal Server Error', message: 'Boom.' })
    openPage('/things')
    await screen.findByText('The things could not be loaded')
    expect(screen.getByRole('combobox', { name: /^Status/ })).toBeTruthy()
  })
})
