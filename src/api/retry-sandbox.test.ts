import type { AddressInfo } from 'node:net'
import { MutationObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../server/test-app'
import { KEY_ONE, NPI_MEMBER, NPI_UNKNOWN } from '../../server/test-fixture'
import { connect } from './connection-store'
import { searchPharmacies, updateGroupNpis } from './operations/groups'
import { createQueryClient } from './query-client'
import { clearRateLimit, subscribeRateLimit } from './rate-limit-store'
import { dashboardTransport } from './http-client'

// A POST refused with 429 is sent again after Retry-After, and the sandbox applies it exactly once.
// The sandbox runs in-process over real HTTP; its clock is moved into the next rate-limit window at the
// moment the 429 arrives, as the passing of real time would.
// spec: Retries ("A 429 is safe to retry unchanged… Wait for Retry-After first"), Limits (fixed window)

let sandbox: TestApp | null = null
afterEach(async () => {
  clearRateLimit()
  await sandbox?.app.close()
  sandbox = null
})

describe('a POST that gets 429 against the sandbox', () => {
  it('is resent once after Retry-After, and the sandbox holds exactly one result', async () => {
    // One second before the end of a window, with room for two requests per window.
    const t = createTestApp({ now: new Date('2026-03-02T12:00:59.000Z'), rateLimitPerMinute: 2 })
    sandbox = t
    const posts: { status: number; at: number }[] = []
    t.app.addHook('onResponse', (request, reply, done) => {
      if (request.method === 'POST') posts.push({ status: reply.statusCode, at: Date.now() })
      done()
    })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    connect({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: KEY_ONE,
      pharmacyNpi: NPI_MEMBER,
      groupName: null,
      pharmacyName: null,
    })

    // Use up the window.
    await searchPharmacies(dashboardTransport)
    await searchPharmacies(dashboardTransport)
    const stopMovingClock = subscribeRateLimit(() => {
      t.clock.now = new Date('2026-03-02T12:01:00.100Z')
    })

    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: (npis: number[]) => updateGroupNpis(dashboardTransport, npis),
    })
    const result = await observer.mutate([NPI_UNKNOWN])
    stopMovingClock()

    // Sent twice in total: refused once, applied once.
    expect(posts.map((p) => p.status)).toEqual([429, 200])
    expect(posts[1]!.at - posts[0]!.at).toBeGreaterThanOrEqual(950)
    // Applied by the second request: had an earlier one been applied, this NPI would be "already invited".
    expect(result).toEqual({ added: [], invited: [NPI_UNKNOWN], alreadyMembers: [], alreadyInvited: [] })
    const membership = await searchPharmacies(dashboardTransport)
    expect(membership.pendingInvitations.filter((invitation) => invitation.npi === NPI_UNKNOWN)).toHaveLength(
      1,
    )
  })
})
