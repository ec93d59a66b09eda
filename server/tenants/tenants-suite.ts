// The tenants through the real HTTP server, on any engine (tenants.test.ts on SQLite,
// tenants.postgres.test.ts on PostgreSQL): each tenant's data, fault rules and reset are its own, the
// scenario's keys reach the default tenant as before, the cap holds, and a tenant unused for the idle time
// is gone, its rules with it (the clock is the test's).
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { SandboxTenantSchema, type SandboxTenant } from '../../src/contract/sandbox-tenants'
import type { StoreEngine } from '../store/store-engine'
import { OPERATIONS } from '../test-bodies'
import { createTestApp, shapeOf, TEST_NOW, type TestApp } from '../test-app'
import * as F from '../test-fixture'

type Answer = { status: number; body: unknown }
type Call = { method?: string; url: string; payload?: unknown }

const MINUTE = 60_000
const FAULTS = '/api/v1/sandbox/faults'
const RULE_503 = { operation: 'searchPharmacies', times: 5, response: { kind: 'status', status: 503 } }

export function describeTenants(name: string, engine: StoreEngine): void {
  describe(`tenants (${name})`, () => {
    let t: TestApp
    let base = ''
    afterEach(() => t.app.close())

    async function start(settings = { idleMinutes: 30, limit: 3 }) {
      t = createTestApp({ engine, app: { tenantSettings: settings } })
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    }
    const send = async (key: string | null, call: Call): Promise<Answer> => {
      const response = await fetch(`${base}${call.url}`, {
        method: call.method ?? 'GET',
        headers: {
          ...(key === null ? {} : { 'x-service-auth': key }),
          ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(call.payload === undefined ? {} : { body: JSON.stringify(call.payload) }),
      })
      const text = await response.text()
      return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) }
    }
    const create = async (key = F.KEY_ONE): Promise<SandboxTenant> => {
      const answer = await send(key, { method: 'POST', url: '/api/v1/sandbox/tenants' })
      expect(answer.status).toBe(201)
      return SandboxTenantSchema.parse(answer.body)
    }
    /** The tenant's key of a scenario group. */
    const keyOf = (tenant: SandboxTenant, groupId = F.GROUP_ONE) =>
      tenant.groups.find((group) => group.groupId === groupId)!.apiKeys[0]!
    const draftsTotal = async (key: string) => {
      const answer = await send(key, OPERATIONS['search drafts']! as Call)
      expect(answer.status).toBe(200)
      return (answer.body as { recordsTotal: number }).recordsTotal
    }
    const rules = async (key: string) => {
      const answer = await send(key, { url: FAULTS })
      expect(answer.status).toBe(200)
      return (answer.body as { data: unknown[] }).data.length
    }
    const addRule = async (key: string) =>
      expect((await send(key, { method: 'POST', url: FAULTS, payload: RULE_503 })).status).toBe(201)
    const deleteDraft = (key: string) => send(key, OPERATIONS['delete draft']! as Call)

    test('creation answers new keys for every group of the scenario; the scenario keys stay the default tenant', async () => {
      await start()
      const tenant = await create()
      expect(tenant).toMatchObject({ createdAt: TEST_NOW.toISOString(), idleMinutes: 30 })
      expect(tenant.id).toMatch(/^[a-z0-9]{10}$/)
      expect(tenant.groups.map(({ groupId, groupName }) => [groupId, groupName])).toEqual([
        [F.GROUP_ONE, 'Riverside Test Group'],
        [F.GROUP_TWO, 'Lakeside Test Group'],
      ])
      for (const group of tenant.groups) {
        expect(group.apiKeys).toHaveLength(1)
        expect(group.apiKeys[0]).toMatch(new RegExp(`^tenant-${tenant.id}-[\\w-]{24}$`))
      }
      expect(tenant.demoConnection).toEqual({
        apiKey: keyOf(tenant),
        pharmacyNpi: F.NPI_MEMBER,
        groupName: 'Riverside Test Group',
      })
      // The copy answers as the scenario does, to its own keys; the scenario's keys as before.
      const pharmacies = OPERATIONS['pharmacies search']! as Call
      const own = await send(keyOf(tenant), pharmacies)
      const demo = await send(F.KEY_ONE, pharmacies)
      expect(own).toEqual({ status: 200, body: demo.body })
      expect((demo.body as { groupName: string }).groupName).toBe('Riverside Test Group')
      expect(await send(keyOf(tenant, F.GROUP_TWO), pharmacies)).toEqual(await send(F.KEY_TWO, pharmacies))
      // A tenant's key acts only for its own group, as the scenario's keys do.
      const otherGroup = await send(keyOf(tenant, F.GROUP_TWO), OPERATIONS['search drafts']! as Call)
      expect([otherGroup.status, shapeOf(otherGroup.body)]).toEqual([403, 4])
      // A key that is nobody's is still 401; so is creating a tenant without a key.
      for (const key of ['tenant-nobody', null]) {
        const refused = await send(key, { method: 'POST', url: '/api/v1/sandbox/tenants' })
        expect([refused.status, shapeOf(refused.body)]).toEqual([401, 4])
      }
    })

    test("two tenants' data: a change in one is seen by neither the other nor the default tenant", async () => {
      await start()
      const [a, b] = [await create(), await create()]
      const total = await draftsTotal(F.KEY_ONE)
      expect((await deleteDraft(keyOf(a))).status).toBe(204)
      expect(await draftsTotal(keyOf(a))).toBe(total - 1)
      expect(await draftsTotal(keyOf(b))).toBe(total)
      expect(await draftsTotal(F.KEY_ONE)).toBe(total)
      // The same draft is still there to delete in B and in the default tenant; gone in A.
      expect((await deleteDraft(keyOf(b))).status).toBe(204)
      expect((await deleteDraft(keyOf(a))).status).toBe(404)
      expect((await deleteDraft(F.KEY_ONE)).status).toBe(204)
      expect((await send(keyOf(a), OPERATIONS['update listing']! as Call)).status).toBe(200)
      const price = async (key: string) => {
        const answer = await send(key, OPERATIONS['get listing']! as Call)
        expect(answer.status).toBe(200)
        return (answer.body as { price: number }).price
      }
      const updated = (OPERATIONS['update listing']!.payload as { price: number }).price
      expect(await price(keyOf(a))).toBe(updated)
      expect(await price(keyOf(b))).toBe(await price(F.KEY_ONE))
      expect(await price(F.KEY_ONE)).not.toBe(updated)
    })

    test("fault rules: a tenant's rule answers its own calls only, and no other key lists it", async () => {
      await start()
      const [a, b] = [await create(), await create()]
      await addRule(keyOf(a))
      const pharmacies = OPERATIONS['pharmacies search']! as Call
      expect((await send(keyOf(b), pharmacies)).status).toBe(200)
      expect((await send(F.KEY_ONE, pharmacies)).status).toBe(200)
      expect([await rules(keyOf(b)), await rules(F.KEY_ONE), await rules(keyOf(a))]).toEqual([0, 0, 1])
      expect((await send(keyOf(a), pharmacies)).status).toBe(503)
      // The default tenant's rule is its own too.
      await addRule(F.KEY_ONE)
      expect((await send(keyOf(a, F.GROUP_TWO), pharmacies)).status).toBe(200)
      expect((await send(keyOf(b), pharmacies)).status).toBe(200)
      expect((await send(F.KEY_ONE, pharmacies)).status).toBe(503)
    })

    test("reset: a tenant's reset puts back its own data and clears its own rules, and nobody else's", async () => {
      await start()
      const [a, b] = [await create(), await create()]
      const total = await draftsTotal(F.KEY_ONE)
      for (const key of [keyOf(a), keyOf(b), F.KEY_ONE]) {
        expect((await deleteDraft(key)).status).toBe(204)
        await addRule(key)
      }
      await addRule(keyOf(a, F.GROUP_TWO))
      const reset = await send(keyOf(a), { method: 'POST', url: '/api/v1/sandbox/reset' })
      expect(reset).toEqual({
        status: 200,
        body: { resetAt: TEST_NOW.toISOString(), faultRulesCleared: 2 },
      })
      expect(await draftsTotal(keyOf(a))).toBe(total)
      expect([await draftsTotal(keyOf(b)), await draftsTotal(F.KEY_ONE)]).toEqual([total - 1, total - 1])
      expect([await rules(keyOf(b)), await rules(F.KEY_ONE), await rules(keyOf(a))]).toEqual([1, 1, 0])
      // The keys are the tenant's still, after its reset.
      expect((await deleteDraft(keyOf(a))).status).toBe(204)
      // The default tenant's reset leaves the tenants be.
      const resetDefault = await send(F.KEY_TWO, { method: 'POST', url: '/api/v1/sandbox/reset' })
      expect(resetDefault.body).toEqual({ resetAt: TEST_NOW.toISOString(), faultRulesCleared: 1 })
      expect(await draftsTotal(F.KEY_ONE)).toBe(total)
      expect([await draftsTotal(keyOf(a)), await draftsTotal(keyOf(b))]).toEqual([total - 1, total - 1])
      expect([await rules(keyOf(b)), await rules(F.KEY_ONE)]).toEqual([1, 0])
    })

    test('at the limit a creation is 409 in shape 4; a tenant unused for the idle time is gone, with its rules', async () => {
      await start({ idleMinutes: 30, limit: 2 })
      const [a, b] = [await create(), await create()]
      await addRule(keyOf(b))
      const full = await send(F.KEY_ONE, { method: 'POST', url: '/api/v1/sandbox/tenants' })
      expect(full).toEqual({
        status: 409,
        body: {
          error: 'Conflict',
          statusCode: 409,
          message:
            'The sandbox holds 2 tenants, as many as it may. A tenant unused for 30 minutes is removed; try again then, or use the demo keys.',
        },
      })
      // A is used 20 minutes in; 29 minutes after that it is still there, B (unused for 49) is not.
      t.clock.now = new Date(TEST_NOW.getTime() + 20 * MINUTE)
      expect(await draftsTotal(keyOf(a))).toBeGreaterThan(0)
      t.clock.now = new Date(TEST_NOW.getTime() + 49 * MINUTE)
      expect(await draftsTotal(keyOf(a))).toBeGreaterThan(0)
      const gone = await send(keyOf(b), OPERATIONS['pharmacies search']! as Call)
      expect([gone.status, shapeOf(gone.body)]).toEqual([401, 4])
      expect(t.store.faultRules.isEmpty()).toBe(false)
      // B no longer counts: a creation succeeds, and its sweep takes B's rules with it.
      const c = await create()
      expect(t.store.faultRules.isEmpty()).toBe(true)
      expect((await send(F.KEY_ONE, { method: 'POST', url: '/api/v1/sandbox/tenants' })).status).toBe(409)
      // An hour on, both are gone; the scenario's keys never are.
      t.clock.now = new Date(TEST_NOW.getTime() + 120 * MINUTE)
      for (const key of [keyOf(a), keyOf(c)])
        expect((await send(key, OPERATIONS['pharmacies search']! as Call)).status).toBe(401)
      expect((await send(F.KEY_ONE, OPERATIONS['pharmacies search']! as Call)).status).toBe(200)
      await create()
      await create()
    })
  })
}
