// The access table (src/contract/access.ts) as the server enforces it: every operation, as every role,
// is either passed on (the sandbox's own answer comes back, and a write is audited before and after) or
// refused before anything is sent (403 in shape 4 in a pharmacist's words, audited). Then the pharmacies
// a user acts for, wherever the request names one.
import type { InjectOptions } from 'fastify'
import { describe, expect, test } from 'vitest'
import { ACCESS, ROLES, roleMayCall, roleRefusal, type Operation, type Role } from '../../src/contract/access'
import { expectShape } from '../test-app'
import { createListingBody, listingBody, offerBody } from '../test-bodies'
import * as F from '../test-fixture'
import { createTeamTestApp, type TeamTestApp } from '../team-test-app'

type Case = { request: (t: TeamTestApp) => InjectOptions; status: number }

const get =
  (url: string): Case['request'] =>
  () => ({ method: 'GET', url })

/** A valid request of each operation for a user of group one acting for NPI_MEMBER, and its success status. */
const CASES: Record<Operation, Case> = {
  listMarketplaceListings: {
    request: get(`/api/v1/marketplace-listings?pharmacyNpi=${F.NPI_MEMBER}`),
    status: 200,
  },
  createMarketplaceListing: {
    request: () => ({ method: 'POST', url: '/api/v1/marketplace-listings', payload: createListingBody() }),
    status: 201,
  },
  getMarketplaceListing: {
    request: get(`/api/v1/marketplace-listings/${F.LISTING_PENDING}?pharmacyNpi=${F.NPI_MEMBER}`),
    status: 200,
  },
  updateMarketplaceListing: {
    request: () => ({
      method: 'PUT',
      url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
      payload: listingBody(),
    }),
    status: 200,
  },
  searchDraftListings: {
    request: () => ({
      method: 'POST',
      url: '/api/v1/draft-listings/search',
      payload: { pharmacyNpi: F.NPI_MEMBER },
    }),
    status: 200,
  },
  getDraftListing: {
    request: get(`/api/v1/draft-listings/${F.DRAFT(1)}?pharmacyNpi=${F.NPI_MEMBER}`),
    status: 200,
  },
  deleteDraftListing: {
    request: () => ({ method: 'DELETE', url: `/api/v1/draft-listings/${F.DRAFT(1)}` }),
    status: 204,
  },
  listCashOffers: { request: get(`/api/v1/cash-offers?buyingPharmacyNpi=${F.NPI_MEMBER}`), status: 200 },
  getCashOffer: {
    request: get(`/api/v1/cash-offers/${F.OFFER_STANDARD}?buyingPharmacyNpi=${F.NPI_MEMBER}`),
    status: 200,
  },
  updateCashOffer: {
    request: () => ({ method: 'PUT', url: `/api/v1/cash-offers/${F.OFFER_STANDARD}`, payload: offerBody() }),
    status: 200,
  },
  getNdcTransactionStatistic: {
    request: get('/api/v1/ndc-transaction-statistic?nationalDrugCode=0002-7597-01'),
    status: 200,
  },
  updateGroupNpis: {
    request: () => ({ method: 'POST', url: '/api/v1/groups/npi-update', payload: [F.NPI_UNGROUPED] }),
    status: 200,
  },
  searchPharmacies: { request: get('/api/v1/pharmacies/search'), status: 200 },
  getOpenApiDocument: { request: get('/api/v1/openapi.json'), status: 200 },
  createFaultRule: {
    request: () => ({
      method: 'POST',
      url: '/api/v1/sandbox/faults',
      payload: { operation: 'getCashOffer', response: { kind: 'status', status: 503 } },
    }),
    status: 201,
  },
  listFaultRules: { request: get('/api/v1/sandbox/faults'), status: 200 },
  clearFaultRules: { request: () => ({ method: 'DELETE', url: '/api/v1/sandbox/faults' }), status: 204 },
  // No rule has this id: the sandbox's own 404 shows the call was passed on.
  deleteFaultRule: {
    request: () => ({ method: 'DELETE', url: `/api/v1/sandbox/faults/${F.DRAFT(99)}` }),
    status: 404,
  },
  resetSandbox: { request: () => ({ method: 'POST', url: '/api/v1/sandbox/reset' }), status: 200 },
  createSandboxTenant: { request: () => ({ method: 'POST', url: '/api/v1/sandbox/tenants' }), status: 201 },
  getDemoConnection: { request: get('/api/v1/sandbox/demo-connection'), status: 200 },
  readSession: { request: get('/auth/session'), status: 200 },
  signOut: { request: () => ({ method: 'POST', url: '/auth/sign-out' }), status: 204 },
  chooseActingPharmacy: {
    request: () => ({ method: 'PUT', url: '/auth/acting-pharmacy', payload: { npi: F.NPI_MEMBER } }),
    status: 200,
  },
  listUsers: { request: get('/team/users'), status: 200 },
  createUser: {
    request: () => ({
      method: 'POST',
      url: '/team/users',
      payload: { email: 'new@group-one.test', name: 'New', role: 'viewer', npis: [F.NPI_MEMBER] },
    }),
    status: 201,
  },
  updateUser: {
    request: (t) => ({
      method: 'PATCH',
      url: `/team/users/${t.users.viewer.id}`,
      payload: { name: 'Renamed' },
    }),
    status: 200,
  },
  resetUserPassword: {
    request: (t) => ({
      method: 'POST',
      url: `/team/users/${t.users.viewer.id}/password`,
      payload: { password: 'a brand new password' },
    }),
    status: 200,
  },
  listAudit: { request: get('/team/audit'), status: 200 },
  exportAudit: { request: get('/team/audit.csv'), status: 200 },
  readHistory: { request: get(`/team/history/${F.LISTING_PENDING}`), status: 200 },
  readMeter: { request: get('/team/meter'), status: 200 },
  listJobs: { request: get('/team/jobs'), status: 200 },
  startJob: {
    request: () => ({
      method: 'POST',
      url: '/team/jobs',
      payload: { kind: 'deleteDrafts', pharmacyNpi: F.NPI_MEMBER, draftIds: [F.DRAFT(2)] },
    }),
    status: 201,
  },
  // No job has this id: the job endpoints' own 404 shows the role was let through.
  readJob: { request: get(`/team/jobs/${F.DRAFT(99)}`), status: 404 },
  readJobRows: { request: get(`/team/jobs/${F.DRAFT(99)}/rows`), status: 404 },
  pauseJob: { request: () => ({ method: 'POST', url: `/team/jobs/${F.DRAFT(99)}/pause` }), status: 404 },
  resumeJob: { request: () => ({ method: 'POST', url: `/team/jobs/${F.DRAFT(99)}/resume` }), status: 404 },
  cancelJob: { request: () => ({ method: 'POST', url: `/team/jobs/${F.DRAFT(99)}/cancel` }), status: 404 },
  retryJob: { request: () => ({ method: 'POST', url: `/team/jobs/${F.DRAFT(99)}/retry` }), status: 404 },
}

const TABLE = (Object.keys(ACCESS) as Operation[]).flatMap((operation) =>
  ROLES.map((role) => [operation, role, roleMayCall(role, operation)] as const),
)

describe('every operation as every role', () => {
  test('the cases cover the whole table', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ACCESS).sort())
  })

  test.each(TABLE)(
    '%s as %s: allowed %s',
    async (operation: Operation, role: Role, allowed: boolean) => {
      const t = await createTeamTestApp()
      const call = await t.as(role)
      const response = await call(CASES[operation].request(t))
      const rule = ACCESS[operation]
      if (!allowed) {
        expect(expectShape(response, 403, 4)).toMatchObject({ message: roleRefusal(role, operation) })
        const { data } = await t.team.audit.actions({ operation }, { start: 0, take: 5 })
        expect(
          data.map((a) => [
            a.entry.type,
            a.entry.userEmail,
            (a.entry.data.answer as { status: number }).status,
          ]),
        ).toEqual([['event', t.users[role].email, 403]])
        return
      }
      expect({ status: response.statusCode, body: response.body.slice(0, 300) }).toMatchObject({
        status: CASES[operation].status,
      })
      if (rule.write && rule.path.startsWith('/api/v1/')) {
        const { data } = await t.team.audit.actions({ operation }, { start: 0, take: 5 })
        expect(data).toHaveLength(1)
        expect(data[0]?.entry).toMatchObject({ type: 'intent', userId: t.users[role].id })
        expect(data[0]?.outcome?.data.answer).toMatchObject({ status: CASES[operation].status })
      }
    },
    15_000,
  )
})

describe('the pharmacies a user acts for', () => {
  const refusedFor = async (
    call: (r: InjectOptions) => Promise<{ statusCode: number; body: string }>,
    request: InjectOptions,
    npi: number,
  ) => {
    const response = await call(request)
    expect({ status: response.statusCode, body: JSON.parse(response.body) as unknown }).toEqual({
      status: 403,
      body: { error: 'Forbidden', statusCode: 403, message: `You do not act for pharmacy NPI ${npi}.` },
    })
  }

  test('in a body field, in any spelling, and as a string', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    const url = `/api/v1/marketplace-listings/${F.LISTING_RESTRICTED}`
    await refusedFor(
      seller,
      { method: 'PUT', url, payload: listingBody({ pharmacyNPI: F.NPI_RESTRICTED }) },
      F.NPI_RESTRICTED,
    )
    await refusedFor(
      seller,
      { method: 'PUT', url, payload: { ...listingBody(), PharmacyNpi: F.NPI_RESTRICTED } },
      F.NPI_RESTRICTED,
    )
    await refusedFor(
      seller,
      { method: 'PUT', url, payload: listingBody({ pharmacyNPI: String(F.NPI_RESTRICTED) }) },
      F.NPI_RESTRICTED,
    )
    const { data } = await t.team.audit.actions({ npi: F.NPI_RESTRICTED }, { start: 0, take: 10 })
    expect(data).toHaveLength(3)
  })

  test('in a query parameter, repeated or in another case', async () => {
    const t = await createTeamTestApp()
    const buyer = await t.as('buyer')
    const base = `/api/v1/cash-offers/${F.OFFER_RESTRICTED}`
    await refusedFor(
      buyer,
      { method: 'GET', url: `${base}?buyingPharmacyNpi=${F.NPI_RESTRICTED}` },
      F.NPI_RESTRICTED,
    )
    await refusedFor(
      buyer,
      {
        method: 'GET',
        url: `${base}?buyingPharmacyNpi=${F.NPI_MEMBER}&buyingPharmacyNpi=${F.NPI_RESTRICTED}`,
      },
      F.NPI_RESTRICTED,
    )
    await refusedFor(
      buyer,
      { method: 'GET', url: `${base}?BUYINGPHARMACYNPI=${F.NPI_RESTRICTED}` },
      F.NPI_RESTRICTED,
    )
    await refusedFor(
      buyer,
      { method: 'PUT', url: base, payload: offerBody({ buyingPharmacyNpi: F.NPI_RESTRICTED }) },
      F.NPI_RESTRICTED,
    )
  })

  test('a draft is deleted only by someone who acts for its seller: the server reads it to learn whose it is', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    const refused = await seller({ method: 'DELETE', url: `/api/v1/draft-listings/${F.DRAFT(9)}` })
    expect(expectShape(refused, 403, 4)).toMatchObject({
      message: `This draft listing is not one of your pharmacies' (NPI ${F.NPI_MEMBER}), so you cannot delete it.`,
    })
    const own = await seller({ method: 'DELETE', url: `/api/v1/draft-listings/${F.DRAFT(1)}` })
    expect(own.statusCode).toBe(204)
    const { data } = await t.team.audit.actions({ operation: 'deleteDraftListing' }, { start: 0, take: 5 })
    expect(data.map((a) => [a.entry.type, a.entry.npi, a.entry.targetId])).toEqual([
      ['intent', F.NPI_MEMBER, F.DRAFT(1)],
      ['event', null, F.DRAFT(9)],
    ])
    // The admin acts for every pharmacy of the group: no read needed.
    const admin = await t.as('admin')
    expect((await admin({ method: 'DELETE', url: `/api/v1/draft-listings/${F.DRAFT(9)}` })).statusCode).toBe(
      204,
    )
  })

  test('a request with no NPI is passed on: the service refuses it for the missing NPI', async () => {
    const t = await createTeamTestApp()
    const viewer = await t.as('viewer')
    const response = await viewer({ method: 'POST', url: '/api/v1/draft-listings/search', payload: {} })
    expect(expectShape(response, 400, 4).message).toMatch(/pharmacyNpi is required/)
  })
})

describe('other requests under /api/v1', () => {
  test('an unknown path is refused for a signed-in user (audited) and not found for anyone else', async () => {
    const t = await createTeamTestApp()
    const viewer = await t.as('viewer')
    const refused = await viewer({ method: 'GET', url: '/api/v1/orders' })
    expect(expectShape(refused, 403, 4).message).toBe(
      "This server passes on only the marketplace API's own operations; GET /api/v1/orders is not one.",
    )
    expectShape(await t.browser(null, { method: 'GET', url: '/api/v1/orders' }), 404, 4)
    const { data } = await t.team.audit.actions({ operation: 'unknownOperation' }, { start: 0, take: 5 })
    expect(data).toHaveLength(1)
  })

  test('not signed in: 401, nothing sent', async () => {
    const t = await createTeamTestApp()
    const response = await t.browser(null, CASES.updateMarketplaceListing.request(t))
    expectShape(response, 401, 4)
  })

  test("another team's client with its own key still reaches the sandbox as before", async () => {
    const t = await createTeamTestApp()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/draft-listings/search',
      headers: { 'x-service-auth': F.KEY_TWO },
      payload: { pharmacyNpi: F.NPI_OTHER_GROUP },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-marketplace-proxy']).toBeUndefined()
  })
})
