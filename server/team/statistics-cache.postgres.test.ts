// The NDC statistics shared through the team store (statistics-cache.ts, decision 0031), on PostgreSQL
// with two instances of this server over one database, each with its own pool and its own cache in
// memory: real servers on the loopback (test-statistics-cache.ts), the rows split between the two.
import { afterEach, describe, expect, inject, test } from 'vitest'
import { AuditSeal } from '../store/audit-seal'
import { openPool } from '../store/postgres/connection'
import { openPostgresTeamStore } from '../store/postgres/team-store'
import * as F from '../test-fixture'
import { addSeller, countingService, fiftyAndTen, instance } from './test-statistics-cache'

const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!()
})

async function twoInstances() {
  const url = inject('postgresUrl')
  const schema = `team_statistics_${Math.random().toString(36).slice(2, 8)}`
  const audit = { seal: AuditSeal.random(), anchorExisting: false }
  const stores = await Promise.all(
    [0, 1].map(() => openPostgresTeamStore({ url, schema, poolSize: 3, audit })),
  )
  closers.push(async () => {
    const pool = openPool(url, { max: 1 })
    await pool.query(`DROP SCHEMA "${schema}" CASCADE`).finally(() => pool.end())
  })
  for (const store of stores) closers.push(() => store.close())
  await addSeller(stores[0]!)
  const service = await countingService(closers)
  const servers = await Promise.all(stores.map((store) => instance(closers, store, service.url)))
  return { service, stores, servers }
}

describe('NDC statistics shared for a short time, PostgreSQL, two instances', () => {
  test('fifty rows of one NDC and ten of another cost two statistics calls through the meter', async () => {
    const { service, stores, servers } = await twoInstances()
    await fiftyAndTen(servers, service, stores[0]!)
    // Each instance again, within the period: from the store, nothing sent.
    for (const server of servers) expect((await server.statistics(F.NDC_GENERIC)).status).toBe(200)
    expect(service.statisticsCalls()).toBe(2)
  })
})
