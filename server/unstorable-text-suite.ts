// Text no store keeps alike (a NUL) or the audit log cannot write (half of a surrogate pair), sent as a
// body, a query and a path: refused in shape 3 naming the field, before anything is changed or written,
// in the same words on every engine (each engine's file runs this suite).
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, test } from 'vitest'
import { verifyEntries } from './store/audit-entries'
import type { StoreEngine } from './store/store-engine'
import type { TeamStoreEngine } from './store/team-store'
import { createTeamTestApp } from './team-test-app'
import { createTestApp, expectShape } from './test-app'
import { listingBody, OPERATIONS } from './test-bodies'
import * as F from './test-fixture'

/** The refusal's errors: shape 3 with one field, its traceId aside (it differs per request). */
function refusal(response: LightMyRequestResponse) {
  return expectShape(response, 400, 3).errors
}

const surrogateIn = (field: string) => ({
  [field]: [
    `The text at ${field} holds U+D800 (half of a surrogate pair, without its other half), which this service does not accept.`,
  ],
})
const nulIn = (field: string, what = 'text at') => ({
  [field]: [`The ${what} ${field} holds U+0000 (a NUL character), which this service does not accept.`],
})

export function describeUnstorableText(name: string, engine: StoreEngine, teamEngine: TeamStoreEngine) {
  describe(`text that cannot be stored or audited, on ${name}`, () => {
    test('an admin changing a user with half a surrogate pair: refused, the role unchanged, no entry half-written', async () => {
      const t = await createTeamTestApp({ sandboxEngine: engine, engine: teamEngine })
      try {
        const admin = await t.as('admin')
        const before = await t.team.audit.entries(0, 1000)
        const response = await admin({
          method: 'PATCH',
          url: `/team/users/${t.users.viewer.id}`,
          headers: { 'content-type': 'application/json' },
          payload: '{"role":"admin","name":"Vera \\ud800"}',
        })
        expect(refusal(response)).toEqual(surrogateIn('$.name'))
        expect((await t.team.users.findById(t.users.viewer.id))?.role).toBe('viewer')
        const after = await t.team.audit.entries(0, 1000)
        expect(after).toEqual(before)
        expect(verifyEntries(after, undefined, t.team.audit.seal)).toBeNull()
      } finally {
        await t.app.close()
      }
    })

    test('a refusal by role and a failed sign-in with such a value: shape 3, not a 500', async () => {
      const t = await createTeamTestApp({ sandboxEngine: engine, engine: teamEngine })
      try {
        const viewer = await t.as('viewer')
        const refused = await viewer({
          method: 'PUT',
          url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(listingBody()).replace('"lotNumber":"', '"lotNumber":"\\udfff'),
        })
        expect(refusal(refused)).toEqual({
          '$.lotNumber': [
            'The text at $.lotNumber holds U+DFFF (half of a surrogate pair, without its other half), which this service does not accept.',
          ],
        })
        const signIn = await t.browser(null, {
          method: 'POST',
          url: '/auth/sign-in',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":"nobody\\ud800@group-one.test","password":"x"}',
        })
        expect(refusal(signIn)).toEqual(surrogateIn('$.email'))
        const form = await t.browser(null, {
          method: 'POST',
          url: '/auth/sign-in',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'email=nobody%00%40group-one.test&password=x',
        })
        expect(refusal(form)).toEqual(nulIn('$.email'))
        const signedInCount = (await t.team.audit.entries(0, 1000)).length
        expect(signedInCount).toBe(1)
      } finally {
        await t.app.close()
      }
    })

    test('a NUL in a listing update: the same refusal on every engine, the listing unchanged', async () => {
      const t = createTestApp({ engine })
      try {
        const update = OPERATIONS['update listing']!
        const response = await t.call({ ...update, payload: listingBody({ lotNumber: 'LOT\u00001' }) })
        expect(refusal(response)).toEqual(nulIn('$.lotNumber'))
        const pharmacy = (await t.repositories.pharmacies.findByNpi(F.NPI_MEMBER))!
        const page = { sortName: 'listingDate', descending: true, start: 0, take: 50 } as const
        const listings = (await t.repositories.listings.pageBySeller(pharmacy.key, page)).rows
        expect(listings.map((listing) => listing.lotNumber)).not.toContain('LOT\u00001')
      } finally {
        await t.app.close()
      }
    })

    test('a NUL in a query or a path: refused naming the parameter', async () => {
      const t = await createTeamTestApp({ sandboxEngine: engine, engine: teamEngine })
      try {
        const admin = await t.as('admin')
        expect(refusal(await admin({ method: 'GET', url: '/team/audit?operation=sign%00In' }))).toEqual(
          nulIn('operation', 'value of'),
        )
        expect(
          refusal(await admin({ method: 'PATCH', url: '/team/users/%00', payload: { name: 'x' } })),
        ).toEqual(nulIn('id', 'value of'))
        const keyed = await t.call({
          method: 'GET',
          url: '/api/v1/cash-offers?buyingPharmacyNpi=1&status=%00',
        })
        expect(refusal(keyed)).toEqual(nulIn('status', 'value of'))
      } finally {
        await t.app.close()
      }
    })

    test('a member named __proto__ is recorded as sent, not taken for a prototype', async () => {
      const t = await createTeamTestApp({ sandboxEngine: engine, engine: teamEngine })
      try {
        const seller = await t.as('seller')
        const body = JSON.stringify(listingBody()).replace('{', '{"__proto__":{"pharmacyNPI":1234567919},')
        const response = await seller({
          method: 'PUT',
          url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
          headers: { 'content-type': 'application/json' },
          payload: body,
        })
        expect(response.statusCode).toBe(200)
        const { data } = await t.team.audit.actions(
          { operation: 'updateMarketplaceListing' },
          { start: 0, take: 1 },
        )
        const sent = data[0]!.entry.data.sent as { body: Record<string, unknown> }
        expect(Object.getOwnPropertyDescriptor(sent.body, '__proto__')?.value).toEqual({
          pharmacyNPI: 1234567919,
        })
        expect(Object.getPrototypeOf(sent.body)).toBe(Object.prototype)
        expect(verifyEntries(await t.team.audit.entries(0, 100), undefined, t.team.audit.seal)).toBeNull()
      } finally {
        await t.app.close()
      }
    })
  })
}
