import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../../api/connection-store'
import { createQueryClient } from '../../api/query-client'
import { clearRateLimit } from '../../api/rate-limit-store'
import type { NpiUpdateResult, PharmacySearchResponse } from '../../contract/groups'
import { MemoryRouter } from '../../test-support/memory-history'
import { GroupNpisPage } from './group-npis-page'

// The editor against the service mocked at the network, with the app's own retry policy: what is sent,
// what is shown, and that a POST is resent only after a 429. spec: Endpoints > 6, Retries

const BASE = 'http://service.test'
const SEARCH = `${BASE}/api/v1/pharmacies/search`
const UPDATE = `${BASE}/api/v1/groups/npi-update`
const REGISTERED = 1976403521
const UNKNOWN = 1883062741

let group: PharmacySearchResponse
let posts: unknown[] = []
let searches = 0
const server = setupServer()

const member = (npi: number, name: string) => ({
  id: `00000000-0000-4000-8000-${String(npi).padStart(12, '0')}`,
  npi,
  name,
  dba: null,
  city: 'Columbus',
  stateAcronym: 'OH',
})

function applyUpdate(npis: number[]): NpiUpdateResult {
  const result: NpiUpdateResult = { added: [], invited: [], alreadyMembers: [], alreadyInvited: [] }
  for (const npi of npis) {
    if (group.members.some((m) => m.npi === npi)) result.alreadyMembers.push(npi)
    else if (npi === REGISTERED) {
      group.members.push(member(npi, 'Cedar Hollow Pharmacy'))
      result.added.push(npi)
    } else {
      group.pendingInvitations.push({ npi, invitedDate: '2026-03-02T12:00:00Z' })
      result.invited.push(npi)
    }
  }
  return result
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  connect({ baseUrl: BASE, apiKey: 'k', pharmacyNpi: 1234567893, groupName: null, pharmacyName: null })
  group = {
    groupId: '00000000-0000-4000-8000-000000000001',
    groupName: 'Riverside Health Group',
    members: [member(1234567893, 'Riverside Pharmacy')],
    pendingInvitations: [{ npi: 1615274085, invitedDate: '2026-01-10T09:30:00Z' }],
  }
  posts = []
  searches = 0
  server.use(
    http.get(SEARCH, () => {
      searches += 1
      return HttpResponse.json(group)
    }),
  )
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
  clearRateLimit()
})
afterAll(() => server.close())

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/group-npis']}>
        <GroupNpisPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const field = () => screen.getByRole('textbox', { name: 'Add NPIs' })
const chips = () => within(screen.getByRole('list', { name: 'Entered NPIs' })).getAllByRole('listitem')
const members = () => screen.getByRole('table', { name: /^Members/ })
const invitations = () => screen.getByRole('table', { name: /^Pending invitations/ })

async function enter(user: ReturnType<typeof userEvent.setup>, text: string) {
  await screen.findByRole('table', { name: 'Members (1)' })
  await user.click(field())
  await user.paste(text)
}

describe('GroupNpisPage', () => {
  it('turns a paste into chips: valid (already a member), invalid with the check-digit reason, duplicate', async () => {
    const user = userEvent.setup()
    renderPage()
    await enter(user, '1234567893, 1234567890 1234567893')
    expect(chips().map((chip) => chip.textContent)).toEqual([
      '1234567893 · Valid — already a member',
      '1234567890 · InvalidThis NPI is not valid: its last digit (check digit) does not match. Check the number for a typo.',
      '1234567893 · Duplicate — entered above, sent once',
    ])
    const summary = screen.getByRole('region', { name: 'What will happen' })
    expect(summary.textContent).toContain('3 NPIs entered: 1 valid, 1 invalid, 1 duplicate.')
    expect(summary.textContent).toContain('Already a member, no change: 1234567893.')
    expect((field() as HTMLInputElement).value).toBe('')

    await user.click(within(chips()[1]!).getByRole('button', { name: 'Remove 1234567890' }))
    expect(chips()).toHaveLength(2)
    expect(summary.textContent).toContain('2 NPIs entered: 1 valid, 0 invalid, 1 duplicate.')
  })

  it('finishes a typed NPI at a separator or Enter, never submitting half-typed', async () => {
    const user = userEvent.setup()
    renderPage()
    await screen.findByRole('table', { name: 'Members (1)' })
    await user.type(field(), '1976403521,18830627')
    expect(chips().map((c) => c.textContent)).toEqual(['1976403521 · Valid — will be added'])
    expect((field() as HTMLInputElement).value).toBe('18830627')
    await user.type(field(), '41{Enter}')
    expect(chips()).toHaveLength(2)
    expect(posts).toEqual([])
    expect(screen.getByRole('region', { name: 'What will happen' }).textContent).toContain(
      '2 NPIs will be added (1976403521, 1883062741): registered pharmacies become members, others become pending invitations until the pharmacy registers.',
    )
  })

  it('sends the valid NPIs as numbers, shows the outcome and the refreshed lists', async () => {
    const user = userEvent.setup()
    server.use(
      http.post(UPDATE, async ({ request }) => {
        const body = (await request.json()) as number[]
        posts.push(body)
        return HttpResponse.json(applyUpdate(body))
      }),
    )
    renderPage()
    await enter(user, `${REGISTERED}\n${UNKNOWN}\n12345`)
    await user.click(screen.getByRole('button', { name: 'Send 2 NPIs' }))

    await screen.findByText('Update applied')
    expect(posts).toEqual([[REGISTERED, UNKNOWN]])
    const result = screen.getByText('Update applied').closest('[role="status"]')!
    expect(
      within(result as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Added as members: ${REGISTERED}`,
      `Invited (pending until the pharmacy registers): ${UNKNOWN}`,
    ])
    await waitFor(() =>
      expect(within(members()).getByRole('rowheader', { name: `${REGISTERED} New` })).toBeTruthy(),
    )
    expect(within(invitations()).getByRole('rowheader', { name: `${UNKNOWN} New` })).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Members (2)' })).toBeTruthy()
    // The invalid entry stays, visibly not sent; the sent ones are gone.
    expect(chips().map((c) => c.textContent?.slice(0, 13))).toEqual(['12345 · Inval'])
  })

  it('after a lost answer says it may or may not have been applied, reloads the lists and never resends', async () => {
    const user = userEvent.setup()
    server.use(
      http.post(UPDATE, async ({ request }) => {
        const body = (await request.json()) as number[]
        posts.push(body)
        applyUpdate(body)
        return HttpResponse.error()
      }),
    )
    renderPage()
    await enter(user, String(UNKNOWN))
    const before = searches
    await user.click(screen.getByRole('button', { name: 'Send 1 NPI' }))
    await screen.findByText(/the change may or may not have been applied/)
    await waitFor(() => expect(searches).toBeGreaterThan(before))
    await within(invitations()).findByRole('rowheader', { name: String(UNKNOWN) })
    // The chip now reads what the reloaded list says.
    expect(chips().map((c) => c.textContent)).toEqual([`${UNKNOWN} · Valid — already invited`])
    // The error shows only once the mutation has settled: no retry is pending, and the POST went once.
    expect(posts).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Send 1 NPI' })).toBeTruthy()
  })

  it('resends the POST after a 429, once the Retry-After wait is over', async () => {
    const user = userEvent.setup()
    let calls = 0
    server.use(
      http.post(UPDATE, async ({ request }) => {
        calls += 1
        const body = (await request.json()) as number[]
        if (calls === 1) return new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } })
        posts.push(body)
        return HttpResponse.json(applyUpdate(body))
      }),
    )
    renderPage()
    await enter(user, String(REGISTERED))
    await user.click(screen.getByRole('button', { name: 'Send 1 NPI' }))
    await screen.findByText(/will be sent again automatically when the wait is over/)
    await screen.findByText('Update applied', undefined, { timeout: 4000 })
    expect(calls).toBe(2)
    expect(posts).toEqual([[REGISTERED]])
  })

  it('still adds NPIs against a service without the pharmacy list, and says what it cannot show', async () => {
    const user = userEvent.setup()
    server.use(
      http.get(SEARCH, () =>
        HttpResponse.json({ error: 'Not Found', statusCode: 404, message: 'No route.' }, { status: 404 }),
      ),
      http.post(UPDATE, async ({ request }) => {
        posts.push(await request.json())
        return new HttpResponse(null, { status: 200 })
      }),
    )
    renderPage()
    await screen.findByText(/This service does not list the group's pharmacies/)
    await user.click(field())
    await user.paste('1234567893')
    expect(chips().map((c) => c.textContent)).toEqual(['1234567893 · Valid — will be added'])
    await user.click(screen.getByRole('button', { name: 'Send 1 NPI' }))
    await screen.findByText(/without saying what it did with each/)
    expect(posts).toEqual([[1234567893]])
  })
})
