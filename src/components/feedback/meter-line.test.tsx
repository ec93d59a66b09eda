import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../../api/connection-store'
import { createQueryClient } from '../../api/query-client'
import type { HeldCall, MeterStatus } from '../../contract/meter'
import { MeterLine } from './meter-line'

// The meter's line against GET /team/meter mocked at the network (msw): "waiting for the next minute"
// for a held click or job, the budget left when it runs low, and nothing otherwise.

const BASE = 'http://server.test'
const server = setupServer()
let status: MeterStatus

const held = (priority: HeldCall['priority']): HeldCall => ({
  ticket: null,
  priority,
  since: new Date().toISOString(),
  jobId: priority === 'bulk' ? 'job-1' : null,
})

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  connect({ baseUrl: BASE, apiKey: 'k', pharmacyNpi: 1234567893, groupName: null, pharmacyName: null })
  status = {
    limit: 300,
    used: 10,
    remaining: 290,
    windowEndsAt: new Date(Date.now() + 20_000).toISOString(),
    holdUntil: null,
    nextWindowAt: new Date(Date.now() + 20_000).toISOString(),
    maxWaitSeconds: 30,
    held: [],
  }
  server.use(http.get(`${BASE}/team/meter`, () => HttpResponse.json(status)))
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

function show(props: { enabled: boolean; held: boolean }) {
  render(
    <QueryClientProvider client={createQueryClient({ retryReads: false })}>
      <MeterLine {...props} />
      <span>rendered</span>
    </QueryClientProvider>,
  )
}

describe('the meter line', () => {
  it('says a held click waits for the next minute, with the seconds left', async () => {
    status = { ...status, used: 300, remaining: 0, held: [held('interactive')] }
    show({ enabled: true, held: false })
    const line = await screen.findByRole('status')
    expect(line.textContent).toMatch(
      /^Waiting for the next minute \((19|20) s\): the group's 300 calls a minute are spent/,
    )
  })

  it('says so for a job whose next row is held, though no click of this person is', async () => {
    status = { ...status, used: 300, remaining: 0, held: [held('bulk')] }
    show({ enabled: true, held: true })
    expect((await screen.findByRole('status')).textContent).toMatch(/^Waiting for the next minute/)
  })

  it('says what is left of the budget when it runs low, and nothing while there is plenty', async () => {
    status = { ...status, used: 260, remaining: 40 }
    show({ enabled: true, held: false })
    expect((await screen.findByRole('status')).textContent).toBe(
      "40 of the group's 300 calls are left this minute.",
    )
    cleanup()
    status = { ...status, used: 10, remaining: 290, held: [held('bulk')] }
    let answered = 0
    server.use(
      http.get(`${BASE}/team/meter`, () => {
        answered += 1
        return HttpResponse.json(status)
      }),
    )
    show({ enabled: true, held: false })
    await waitFor(() => expect(answered).toBeGreaterThan(0))
    // The answer was read (a bulk row held is the job page's to say) and nothing is said.
    await waitFor(() => expect(screen.getByText('rendered')).toBeTruthy())
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('asks nothing while not enabled', async () => {
    let asked = 0
    server.use(
      http.get(`${BASE}/team/meter`, () => {
        asked += 1
        return HttpResponse.json(status)
      }),
    )
    show({ enabled: false, held: true })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(asked).toBe(0)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
