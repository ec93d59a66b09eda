// Several instances on one database and schema (docs/scaling.md), each an open store of its own as each
// sandbox process has: the schema is prepared once when they start together, and what must be exact
// across instances is: rate-limit counts, fault rules (uses, watches, the no-rule fast path) and the
// draft search's views.
import { inject, onTestFinished, expect, test, vi } from 'vitest'
import type { FaultResponse } from '../../../src/contract/sandbox-faults'
import type { Scenario } from '../../scenarios/scenario'
import { TEST_NOW } from '../../test-app'
import * as F from '../../test-fixture'
import { keysOf } from '../contract/harness'
import { parseScenario } from '../scenario-file'
import { openPool } from './connection'
import { openPostgresStore, type PostgresStore } from './engine'
import { sandboxSchemaMigrations } from './schema'

const CONFLICT: FaultResponse = { kind: 'status', status: 409 }
let schemas = 0

/** `n` instances opening one new schema at the same moment. */
async function instances(n: number, scenario: Scenario = parseScenario(F.testScenario())) {
  const url = inject('postgresUrl')
  const schema = `shared_${++schemas}_${Math.random().toString(36).slice(2, 8)}`
  const stores = await Promise.all(
    Array.from({ length: n }, () => openPostgresStore({ url, schema, scenario, now: TEST_NOW, poolSize: 3 })),
  )
  onTestFinished(async () => {
    await Promise.all(stores.map((store) => store.close()))
    const pool = openPool(url, { max: 1 })
    await pool.query(`DROP SCHEMA "${schema}" CASCADE`).finally(() => pool.end())
  })
  return { stores, url, schema }
}

const WINDOW = 29_543_000

test('instances starting together migrate once and load the scenario once', async () => {
  const { stores, url, schema } = await instances(4)
  expect(stores.filter((store) => store.loaded)).toHaveLength(1)
  const pool = openPool(url, { max: 1 })
  try {
    const count = async (table: string) =>
      (await pool.query<[number]>({ text: `SELECT count(*) FROM "${schema}".${table}`, rowMode: 'array' }))
        .rows[0]![0]
    expect(await count('applied_migrations')).toBe(sandboxSchemaMigrations(schema).length)
    // The rate limit's counts skip the WAL (migrations.ts); the data stays logged.
    const { rows } = await pool.query<{ relname: string; relpersistence: string }>({
      text: `SELECT relname, relpersistence FROM pg_class WHERE relnamespace = $1::regnamespace
        AND relname IN ('rate_limit_counts', 'drafts', 'fault_rules') ORDER BY relname`,
      values: [`"${schema}"`],
    })
    expect(rows).toEqual([
      { relname: 'drafts', relpersistence: 'p' },
      { relname: 'fault_rules', relpersistence: 'p' },
      { relname: 'rate_limit_counts', relpersistence: 'u' },
    ])
    expect(await count('groups')).toBe(F.testScenario().groups.length)
    expect(await count('drafts')).toBe(F.testScenario().drafts.length)
  } finally {
    await pool.end()
  }
  // Every instance sees the same rows under the same keys.
  const keys = await Promise.all(stores.map((store) => keysOf(store.repositories)))
  for (const other of keys.slice(1)) expect(other).toEqual(keys[0])
})

test('the rate limit counts each caller once across instances: 300 hits spread over three answer 1 to 300', async () => {
  const { stores } = await instances(3)
  const answers = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      Promise.resolve(stores[i % 3]!.rateLimitStore.hit('198.51.100.7', WINDOW)),
    ),
  )
  expect([...answers].sort((a, b) => a - b)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1))
  expect(await stores[1]!.rateLimitStore.hit('198.51.100.7', WINDOW)).toBe(301)
  expect(await stores[2]!.rateLimitStore.hit('198.51.100.8', WINDOW)).toBe(1)
})

test('a fault rule made on one instance fires exactly `times` in total, whichever instances take the calls', async () => {
  const { stores } = await instances(3)
  await stores[0]!.faultRules.add(
    F.KEY_ONE,
    { operation: 'searchDraftListings', times: 7, response: CONFLICT },
    TEST_NOW,
  )
  const taken = await Promise.all(
    Array.from({ length: 30 }, (_, i) => stores[i % 3]!.faultRules.take(F.KEY_ONE, 'searchDraftListings')),
  )
  expect(taken.filter((response) => response !== undefined)).toHaveLength(7)
  for (const store of stores) expect((await store.faultRules.list(F.KEY_ONE)).rules).toEqual([])
})

test('another instance is never "empty" for a request that starts after a rule was added, even before the notification', async () => {
  const { stores } = await instances(2)
  const [a, b] = stores as [PostgresStore, PostgresStore]
  expect(b.faultRules.isEmpty()).toBe(true)
  await a.faultRules.add(
    F.KEY_ONE,
    { operation: 'searchDraftListings', times: 1, response: CONFLICT },
    TEST_NOW,
  )
  // A request reaching b counts itself first; its upsert reads the rules' generation, so b knows at once
  // that it is behind, whether or not the notification has arrived yet.
  await b.rateLimitStore.hit('198.51.100.9', WINDOW)
  expect(b.faultRules.isEmpty()).toBe(false)
  expect(await b.faultRules.take(F.KEY_ONE, 'searchDraftListings')).toEqual(CONFLICT)
  // Used up on b: a is told (notification) and is empty again without a request of its own.
  await vi.waitFor(() => expect(a.faultRules.isEmpty()).toBe(true), { timeout: 2000, interval: 5 })
  expect(b.faultRules.isEmpty()).toBe(true)
})

test('a change on one instance wakes the watchers of that key on every instance, once', async () => {
  const { stores } = await instances(3)
  const heard = [0, 0, 0]
  stores.forEach((store, i) => store.faultRules.watch(F.KEY_ONE, () => heard[i]!++))
  const other = vi.fn()
  stores[2]!.faultRules.watch(F.KEY_TWO, other)
  const rule = await stores[0]!.faultRules.add(
    F.KEY_ONE,
    { operation: 'searchDraftListings', times: 2, response: CONFLICT },
    TEST_NOW,
  )
  await vi.waitFor(() => expect(heard).toEqual([1, 1, 1]), { timeout: 2000, interval: 5 })
  await stores[1]!.faultRules.take(F.KEY_ONE, 'searchDraftListings')
  await vi.waitFor(() => expect(heard).toEqual([2, 2, 2]), { timeout: 2000, interval: 5 })
  await stores[2]!.faultRules.remove(F.KEY_ONE, rule.id)
  await vi.waitFor(() => expect(heard).toEqual([3, 3, 3]), { timeout: 2000, interval: 5 })
  // A reset on one instance wakes every key's watchers everywhere.
  await stores[0]!.faultRules.clear()
  await vi.waitFor(() => expect(heard).toEqual([4, 4, 4]), { timeout: 2000, interval: 5 })
  expect(other).toHaveBeenCalledTimes(1)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(heard).toEqual([4, 4, 4])
})

test('while the listening connection is lost an instance is never "empty"; listening again, it reads afresh and wakes every watcher', async () => {
  const { stores, url, schema } = await instances(2)
  const [a, b] = stores as [PostgresStore, PostgresStore]
  let heard = 0
  a.faultRules.watch(F.KEY_ONE, () => heard++)
  expect(a.faultRules.isEmpty()).toBe(true)
  const pool = openPool(url, { max: 1 })
  onTestFinished(() => pool.end())
  // This process's one listening connection for the URL, which both instances share.
  await pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1', [
    `LISTEN "${schema}.fault_rules"`,
  ])
  await vi.waitFor(() => expect(a.faultRules.isEmpty()).toBe(false), { timeout: 2000, interval: 5 })
  // Made while nobody listens: the notification is lost, and only the reading afresh tells of it.
  await b.faultRules.add(
    F.KEY_ONE,
    { operation: 'searchDraftListings', times: 1, response: CONFLICT },
    TEST_NOW,
  )
  await vi.waitFor(() => expect(heard).toBeGreaterThan(0), { timeout: 5000, interval: 10 })
  expect(a.faultRules.isEmpty()).toBe(false)
  // Listening again: b's use of the rule is heard by a, which is empty again without a request of its own.
  expect(await b.faultRules.take(F.KEY_ONE, 'searchDraftListings')).toEqual(CONFLICT)
  await vi.waitFor(() => expect(a.faultRules.isEmpty()).toBe(true), { timeout: 2000, interval: 5 })
})

test('a draft deleted through one instance leaves the search of every other at once', async () => {
  const { stores } = await instances(2)
  const [a, b] = stores as [PostgresStore, PostgresStore]
  const keys = await keysOf(a.repositories)
  const query = {
    groupKey: keys.groupOne,
    sellerKey: keys.member,
    drugKeys: null,
    flags: null,
    sortName: 'price' as const,
    sellableFirstAt: null,
    descending: false,
    start: 0,
    take: 100,
  }
  const ids = async (store: PostgresStore, q = query) =>
    (await store.repositories.drafts.search(q)).items.map((item) => item.draft.id)
  const before = await ids(b)
  expect(before).toHaveLength(6)
  expect(await ids(a)).toEqual(before)
  expect(await a.repositories.drafts.deletePending((await a.repositories.drafts.findById(F.DRAFT(4)))!)).toBe(
    true,
  )
  expect(await ids(b)).toEqual(before.filter((id) => id !== F.DRAFT(4)))
  expect(await ids(a)).toEqual(before.filter((id) => id !== F.DRAFT(4)))
  // And a reset through b puts it back for a (under keys of its own: a reset numbers on).
  await b.reset(TEST_NOW)
  const after = await keysOf(a.repositories)
  expect(await ids(a, { ...query, groupKey: after.groupOne, sellerKey: after.member })).toEqual(before)
})
