import { QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { apiError, type ApiError } from '../api/api-error'
import { connect } from '../api/connection-store'
import { createQueryClient } from '../api/query-client'
import type { ObjectKind } from './object-kind'
import { StatusListPage } from './status-list-page'

// The list page shared by listings and cash offers, with a made-up kind of object: the filter read from
// the URL, the table and its Edit links, the empty, failed and "no list extension" states.

const STATUSES = { Pending: 0, Accepted: 1 } as const
type Status = (typeof STATUSES)[keyof typeof STATUSES]
interface Thing {
  id: string
  name: string
  price: string
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
}
const NPI = 1234567893
const THINGS: Thing[] = [
  { id: 'a0000000-0000-4000-8000-000000000001', name: 'Anvil', price: '$10.00', status: 0 },
  { id: 'a0000000-0000-4000-8000-000000000002', name: 'Bellows', price: '$22.50', status: 1 },
]

let answer: Thing[] | ApiError
let asked: { pharmacyNpi: number; status: Status | undefined }[]

beforeEach(() => {
  connect({
    baseUrl: 'http://service.test',
    apiKey: 'k',
    pharmacyNpi: NPI,
    groupName: null,
    pharmacyName: null,
  })
  answer = THINGS
  asked = []
})
afterEach(cleanup)

function openPage(url: string) {
  const listQuery = (pharmacyNpi: number, status: Status | undefined) =>
    queryOptions({
      queryKey: ['things', pharmacyNpi, status] as const,
      queryFn: () => {
        asked.push({ pharmacyNpi, status })
        if (!Array.isArray(answer)) return Promise.reject(answer)
        return Promise.resolve({ data: answer.filter((t) => status === undefined || t.status === status) })
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
      columns={[
        { header: 'Name', cell: (thing: Thing) => thing.name },
        { header: 'Price', numeric: true, cell: (thing: Thing) => thing.price },
      ]}
      editLabel={(thing, action) => `${action} thing ${thing.name}`}
    />
  )
  const router = createMemoryRouter(
    [
      { path: '/things', element: page },
      { path: '/things/:id', element: <h1>Edit page</h1> },
    ],
    { initialEntries: [url] },
  )
  render(
    <QueryClientProvider client={createQueryClient({ retryReads: false })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('the list', () => {
  it('shows every object in a table named after the kind, each row with an Edit link (View when not Pending) to its page', async () => {
    const router = openPage('/things')
    const table = await screen.findByRole('table', { name: 'Things' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['Name', 'Price', 'Action'])
    expect(within(table).getByRole('cell', { name: '$22.50' }).getAttribute('class')).toMatch(/alignRight/)
    expect(asked).toEqual([{ pharmacyNpi: NPI, status: undefined }])
    // Only a Pending object can be changed: the Accepted one is viewed, not edited.
    expect(within(table).getByRole('link', { name: 'Edit thing Anvil' }).textContent).toBe('Edit')
    expect(within(table).getByRole('link', { name: 'View thing Bellows' }).textContent).toBe('View')
    expect(within(table).queryByRole('link', { name: 'Edit thing Bellows' })).toBeNull()
    await userEvent.setup().click(within(table).getByRole('link', { name: 'View thing Bellows' }))
    expect(router.state.location.pathname).toBe(`/things/${THINGS[1]!.id}`)
  })

  it('takes the status from the URL and says when there is none of it', async () => {
    answer = [THINGS[0]!]
    openPage('/things?status=Accepted')
    await screen.findByText('This pharmacy has no Accepted things.')
    expect(asked).toEqual([{ pharmacyNpi: NPI, status: 1 }])
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says when the pharmacy has none at all; an unknown status name means all', async () => {
    answer = []
    openPage('/things?status=Lost')
    await screen.findByText('This pharmacy has no things.')
    expect(asked).toEqual([{ pharmacyNpi: NPI, status: undefined }])
  })
})

describe('when the list cannot be read', () => {
  it('without the list extension: says so, offers opening by id, and shows no filter', async () => {
    answer = apiError({ kind: 'not-found', status: 404, message: 'No route.' })
    openPage('/things')
    await screen.findByText(
      'This service does not list things: the list is a sandbox extension, not part of API v1. Open a thing by its id to edit it.',
    )
    expect(screen.getByRole('textbox', { name: 'Thing id' })).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: /^Status/ })).toBeNull()
  })

  it('any other failure: names what could not be loaded', async () => {
    answer = apiError({ kind: 'generic', status: 500, error: 'Internal Server Error', message: 'Boom.' })
    openPage('/things')
    await screen.findByText('The things could not be loaded')
    expect(screen.getByRole('combobox', { name: /^Status/ })).toBeTruthy()
  })
})
