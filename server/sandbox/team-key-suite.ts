// The key the server makes for its signed-in team when the operator names none (team-key.ts, decision
// 0024), on one store engine: the team works on the demo group with it; the group's public key, which
// the demo connection used to hand out to anyone, reaches nothing (no read, no write, no fault rule, no
// reset, no tenant) and is no longer handed out; other groups' keys work as ever. Run by team-key.test.ts
// (SQLite) and team-key.postgres.test.ts.
import { describe, expect, test } from 'vitest'
import type { StoreEngine } from '../store/store-engine'
import type { TeamStoreEngine } from '../store/team-store'
import { expectShape } from '../test-app'
import * as F from '../test-fixture'
import { createTeamTestApp } from '../team-test-app'
import { sandboxUpstream } from '../proxy/upstream'
import { heldDemoMessage } from '../routes/sandbox'
import { TEAM_HOLDS_RESET } from '../routes/sandbox-controls'
import { newTeamKey } from './team-key'

const BAD_KEY = 'The API key in X-SERVICE-AUTH is not valid.'

async function teamKeyApp(engine: StoreEngine, teamEngine: TeamStoreEngine) {
  const teamKey = newTeamKey(F.KEY_ONE)
  const t = await createTeamTestApp({
    engine: teamEngine,
    sandboxEngine: engine,
    app: { teamKey },
    team: {
      upstream: (self) => sandboxUpstream({ app: () => self, apiKey: teamKey.key, timeoutMs: 5_000 }),
    },
  })
  const keyed = (key: string | null, url: string, method = 'GET', payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: key === null ? {} : { 'x-service-auth': key },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  return { t, teamKey, keyed }
}

const OFFERS = `/api/v1/cash-offers?buyingPharmacyNpi=${F.NPI_MEMBER}`

export function describeTeamKey(name: string, engine: StoreEngine, teamEngine: TeamStoreEngine): void {
  describe(`the team's own key (${name})`, () => {
    test("signed-in users reach the demo group's data; its public key reaches nothing", async () => {
      const { t, keyed } = await teamKeyApp(engine, teamEngine)
      const viewer = await t.as('viewer')
      const read = await viewer({ method: 'GET', url: OFFERS })
      expect(read.statusCode).toBe(200)
      expect(read.json<{ recordsTotal: number }>().recordsTotal).toBeGreaterThan(0)
      // The public key: refused where any unknown key is, after the request's own checks.
      expect(expectShape(await keyed(F.KEY_ONE, OFFERS), 401, 4).message).toBe(BAD_KEY)
      const malformed = await keyed(F.KEY_ONE, `/api/v1/cash-offers?buyingPharmacyNpi=abc`)
      expectShape(malformed, 400, 3)
      for (const [method, url, payload] of [
        [
          'POST',
          '/api/v1/sandbox/faults',
          { operation: 'listCashOffers', response: { kind: 'status', status: 503 } },
        ],
        ['POST', '/api/v1/sandbox/reset', undefined],
        ['POST', '/api/v1/sandbox/tenants', undefined],
        ['POST', '/api/v1/groups/npi-update', [F.NPI_UNGROUPED]],
      ] as const)
        expect(expectShape(await keyed(F.KEY_ONE, url, method, payload), 401, 4).message).toBe(BAD_KEY)
      const group = await t.repositories.groups.findByApiKey(F.KEY_ONE)
      expect((await t.repositories.groups.invitations(group!.key)).map((i) => i.npi)).toEqual([F.NPI_INVITED])
      // Another group's public key works as ever.
      const other = await keyed(F.KEY_TWO, `/api/v1/cash-offers?buyingPharmacyNpi=${F.NPI_OTHER_GROUP}`)
      expect(other.statusCode).toBe(200)
    })

    test('the demo connection is not handed out, with any key or none', async () => {
      const { t, teamKey, keyed } = await teamKeyApp(engine, teamEngine)
      for (const key of [null, 'x', F.KEY_ONE, F.KEY_TWO]) {
        const response = await keyed(key, '/api/v1/sandbox/demo-connection')
        expect(expectShape(response, 404, 4).message).toBe(heldDemoMessage('Riverside Test Group'))
        expect(response.body).not.toContain(F.KEY_ONE)
        expect(response.body).not.toContain(teamKey.key)
      }
      // Nor to the signed-in admin: no role may ask for it.
      const admin = await t.as('admin')
      expectShape(await admin({ method: 'GET', url: '/api/v1/sandbox/demo-connection' }), 403, 4)
    })

    test("an admin's fault rule is the group's, for signed-in calls only", async () => {
      const { t, teamKey, keyed } = await teamKeyApp(engine, teamEngine)
      const admin = await t.as('admin')
      const rule = await admin({
        method: 'POST',
        url: '/api/v1/sandbox/faults',
        payload: { operation: 'listCashOffers', times: 2, response: { kind: 'status', status: 503 } },
      })
      expect(rule.statusCode).toBe(201)
      // Kept under the group's key, as every instance of the server sees it, never under the team's.
      expect((await t.store.faultRules.list(F.KEY_ONE)).rules).toHaveLength(1)
      expect((await t.store.faultRules.list(teamKey.key)).rules).toEqual([])
      // The public key is nobody's: the rule does not answer it, and it is not counted down.
      expectShape(await keyed(F.KEY_ONE, OFFERS), 401, 4)
      expect((await t.store.faultRules.list(F.KEY_ONE)).rules[0]?.remaining).toBe(2)
      expect((await admin({ method: 'GET', url: OFFERS })).statusCode).toBe(503)
    })

    test("another group's key may not reset the team's data; the team's admin may, in the audit log", async () => {
      const { t, keyed } = await teamKeyApp(engine, teamEngine)
      const admin = await t.as('admin')
      const before = await t.repositories.listings.findById(F.LISTING_PENDING)
      const refused = await keyed(F.KEY_TWO, '/api/v1/sandbox/reset', 'POST')
      expect(expectShape(refused, 403, 4).message).toBe(TEAM_HOLDS_RESET)
      // A tenant of another group's own is still theirs to reset.
      expect((await keyed(F.KEY_TWO, '/api/v1/sandbox/tenants', 'POST')).statusCode).toBe(201)
      expect(await t.repositories.listings.findById(F.LISTING_PENDING)).toEqual(before)
      const { total } = await t.team.audit.actions({}, { start: 0, take: 1 })
      expect((await admin({ method: 'POST', url: '/api/v1/sandbox/reset' })).statusCode).toBe(200)
      expect((await t.team.audit.actions({}, { start: 0, take: 1 })).total).toBe(total + 1)
    })
  })
}
