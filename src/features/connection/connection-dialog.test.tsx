import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  getConnection,
  getConnectionDialog,
  reloadConnectionFromStorage,
  reportUnauthorized,
} from '../../api/connection-store'
import { createQueryClient } from '../../api/query-client'
import { ConnectionDialog } from './connection-dialog'

// Against a service that has neither the sandbox's demo connection nor the pharmacy list (the real
// service: both are outside the spec), the acting pharmacy is typed and checked with the NPI rule.

const notFound = () =>
  HttpResponse.json({ error: 'Not Found', statusCode: 404, message: 'No such route.' }, { status: 404 })
const server = setupServer(
  http.get('*/api/v1/sandbox/demo-connection', notFound),
  http.get('*/api/v1/pharmacies/search', ({ request }) =>
    request.headers.get('X-SERVICE-AUTH') === 'good-key'
      ? notFound()
      : HttpResponse.json(
          { error: 'Unauthorized', statusCode: 401, message: 'The API key in X-SERVICE-AUTH is not valid.' },
          { status: 401 },
        ),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  reloadConnectionFromStorage()
})

/** Types a whole value at once (a paste), which keeps these long journeys quick under a loaded CPU. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field)
  await user.paste(value)
}

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConnectionDialog />
    </QueryClientProvider>,
  )
  return screen.getByRole('dialog', { name: 'Connect to a marketplace service' })
}

describe('connection dialog against a service without the sandbox extensions', () => {
  it('refuses a wrong key at its field, then takes a typed NPI only when its check digit is right', async () => {
    const user = userEvent.setup()
    renderDialog()
    await fill(user, screen.getByLabelText('Service address'), 'http://service.test/')
    await fill(user, screen.getByLabelText('API key'), 'wrong-key')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByText('The service did not accept this key. Check it and try again.'),
    ).toBeTruthy()
    // Messages for people never name the header the key travels in.
    expect(screen.queryByText(/X-SERVICE-AUTH/)).toBeNull()
    expect(getConnectionDialog()).toEqual({ open: true, message: null })

    await user.clear(screen.getByLabelText('API key'))
    await fill(user, screen.getByLabelText('API key'), 'good-key')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const npi = await screen.findByLabelText('Acting pharmacy NPI')
    expect(screen.getByText(/This service does not list the pharmacies of your group/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Use the demo connection' })).toBeNull()

    await fill(user, npi, '1234567890')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(
      screen.getByText(
        'This NPI is not valid: its last digit (check digit) does not match. Check the number for a typo.',
      ),
    ).toBeTruthy()
    expect(getConnection()).toBeNull()

    await user.clear(npi)
    await fill(user, npi, '1234567893')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(getConnection()).toEqual({
      baseUrl: 'http://service.test',
      apiKey: 'good-key',
      pharmacyNpi: 1234567893,
      groupName: null,
      pharmacyName: null,
    })
    expect(getConnectionDialog().open).toBe(false)
  })

  it('says why it opened when the service refused the key elsewhere', () => {
    reportUnauthorized('The API key in X-SERVICE-AUTH is not valid.')
    renderDialog()
    expect(screen.getByText('The service refused the API key. Enter a valid key to continue.')).toBeTruthy()
    expect(screen.queryByText(/X-SERVICE-AUTH/)).toBeNull()
  })

  it('refuses an address that is not a full http(s) address', async () => {
    const user = userEvent.setup()
    renderDialog()
    await fill(user, screen.getByLabelText('Service address'), 'service.test')
    await fill(user, screen.getByLabelText('API key'), 'good-key')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(
      screen.getByText(
        'Enter a full address starting with http:// or https://, or leave it empty to use this server.',
      ),
    ).toBeTruthy()
  })
})
