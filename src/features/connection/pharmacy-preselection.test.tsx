import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connect, disconnect, getConnection, reloadConnectionFromStorage } from '../../api/connection-store'
import { createQueryClient } from '../../api/query-client'
import { ConnectionDialog } from './connection-dialog'

// Connecting by hand after the group grew: the pharmacy choice starts on the pharmacy last acted for while
// it is still a member, not on whichever member the service lists first (here the newest, which sorts first).

const LAST_ACTED_FOR = 1234567893
const NEWEST = 1111111112
const member = (npi: number, name: string, id: string) => ({
  id,
  npi,
  name,
  dba: null,
  city: null,
  stateAcronym: null,
})
let members = [
  member(NEWEST, 'Aardvark Pharmacy', '00000000-0000-4000-8000-000000000002'),
  member(LAST_ACTED_FOR, 'Riverside Pharmacy', '00000000-0000-4000-8000-000000000001'),
]
const server = setupServer(
  http.get('*/api/v1/sandbox/demo-connection', () =>
    HttpResponse.json({ error: 'Not Found', statusCode: 404, message: 'No such route.' }, { status: 404 }),
  ),
  http.get('*/api/v1/pharmacies/search', () =>
    HttpResponse.json({
      groupId: '00000000-0000-4000-8000-0000000000aa',
      groupName: 'Riverside Health Group',
      members,
      pendingInvitations: [],
    }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(cleanup)
afterAll(() => server.close())
beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  // Acted for Riverside, then closed the tab: a new tab knows the pharmacy, never the key.
  connect({
    baseUrl: 'http://service.test',
    apiKey: 'key',
    pharmacyNpi: LAST_ACTED_FOR,
    groupName: null,
    pharmacyName: null,
  })
  disconnect()
  sessionStorage.clear()
  reloadConnectionFromStorage()
})

async function continueWithKey() {
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConnectionDialog />
    </QueryClientProvider>,
  )
  expect(screen.getByLabelText<HTMLInputElement>('Service address').value).toBe('http://service.test')
  await user.click(screen.getByLabelText('API key'))
  await user.paste('key')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  return { user, choice: await screen.findByRole('combobox', { name: 'Acting pharmacy' }) }
}

describe('the acting pharmacy when connecting by hand', () => {
  it('starts on the pharmacy last acted for while it is still a member, not the newest member', async () => {
    members = [
      member(NEWEST, 'Aardvark Pharmacy', '00000000-0000-4000-8000-000000000002'),
      member(LAST_ACTED_FOR, 'Riverside Pharmacy', '00000000-0000-4000-8000-000000000001'),
    ]
    const { user, choice } = await continueWithKey()
    expect(choice.textContent).toContain(`Riverside Pharmacy, NPI ${LAST_ACTED_FOR}`)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Connect' }))
    expect(getConnection()?.pharmacyNpi).toBe(LAST_ACTED_FOR)
  })

  it('starts on the first member once the pharmacy last acted for has left the group', async () => {
    members = [member(NEWEST, 'Aardvark Pharmacy', '00000000-0000-4000-8000-000000000002')]
    const { choice } = await continueWithKey()
    expect(choice.textContent).toContain(`Aardvark Pharmacy, NPI ${NEWEST}`)
  })
})
