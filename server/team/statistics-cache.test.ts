// The NDC statistics shared through the team store (statistics-cache.ts, decision 0031), on SQLite: real
// servers on the loopback (test-statistics-cache.ts). The PostgreSQL file runs two instances.
import { afterEach, describe, expect, test } from 'vitest'
import { sqliteMemoryTeamEngine } from '../store/sqlite/team-store'
import * as F from '../test-fixture'
import { addSeller, countingService, fiftyAndTen, instance } from './test-statistics-cache'

const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!()
})

async function setUp(statisticsCacheSeconds?: number) {
  const service = await countingService(closers)
  const store = await sqliteMemoryTeamEngine()
  closers.push(() => store.close())
  await addSeller(store)
  const server = await instance(closers, store, service.url, statisticsCacheSeconds)
  return { service, store, server }
}

describe('NDC statistics shared for a short time, SQLite', () => {
  test('fifty rows of one NDC and ten of another cost two statistics calls through the meter', async () => {
    const { service, store, server } = await setUp()
    await fiftyAndTen([server], service, store)
    // Read again within the period: from the store, nothing sent, with the answer's age in seconds.
    const again = await server.statistics(F.NDC_TRADED)
    expect(again.status).toBe(200)
    expect(again.age).toMatch(/^\d+$/)
    expect(service.statisticsCalls()).toBe(2)
  })

  test('once the period has passed, the next read asks the service again', async () => {
    const { service, server } = await setUp(1)
    await server.statistics(F.NDC_TRADED)
    await server.statistics(F.NDC_TRADED)
    expect(service.statisticsCalls()).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await server.statistics(F.NDC_TRADED)
    expect(service.statisticsCalls()).toBe(2)
  })

  test('a refusal is not kept: an NDC the service refuses is asked again', async () => {
    const { service, server } = await setUp()
    expect((await server.statistics('not-an-ndc')).status).toBe(400)
    expect((await server.statistics('not-an-ndc')).status).toBe(400)
    expect(service.statisticsCalls()).toBe(2)
  })
})
