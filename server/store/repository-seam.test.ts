// The routes see only the repository interfaces: the app built over SQLite with one repository swapped
// for a plain in-memory one answers from that one, through the same HTTP pipeline.
import { expect, test } from 'vitest'
import { buildApp } from '../app'
import { KEY_ONE, NDC_QUIET, NDC_TRADED, testScenario } from '../test-fixture'
import type { NdcFigures, NdcStatisticsRepository, PricePoint } from './ndc-statistics-repository'
import { parseScenario } from './scenario-file'
import { openDatabase, createSqliteRepositories, loadScenario } from './sqlite/database'

/** NDC figures kept in a Map by drug key: no SQL anywhere. */
function memoryNdcStatistics(figures: ReadonlyMap<number, NdcFigures>): NdcStatisticsRepository {
  const zero: PricePoint = { price: 0, quantity: 0 }
  const none = { high: zero, low: zero, average: zero, mostRecent: zero }
  return {
    forDrug: (drugKey) =>
      Promise.resolve(
        (drugKey === undefined ? undefined : figures.get(drugKey)) ?? {
          transacted: none,
          offered: none,
          listed: none,
        },
      ),
  }
}

test('an in-memory NDC statistics repository answers GET /ndc-transaction-statistic', async () => {
  const db = await openDatabase(':memory:')
  await loadScenario(db, parseScenario(testScenario()), new Date('2026-03-02T12:00:00Z'))
  const sqlite = createSqliteRepositories(db)
  const traded = (await sqlite.drugs.findByNdc(NDC_TRADED.replace(/-/g, '')))!
  const point = (price: number): PricePoint => ({ price, quantity: 7 })
  const source = { high: point(42.42), low: point(1.01), average: point(21.5), mostRecent: point(33.33) }
  const app = buildApp({
    repositories: {
      ...sqlite,
      ndcStatistics: memoryNdcStatistics(
        new Map([[traded.key, { transacted: source, offered: source, listed: source }]]),
      ),
    },
  })
  const get = (ndc: string) =>
    app.inject({
      url: `/api/v1/ndc-transaction-statistic?nationalDrugCode=${ndc}`,
      headers: { 'x-service-auth': KEY_ONE },
    })

  const response = await get(NDC_TRADED)
  expect(response.statusCode).toBe(200)
  expect(response.json()).toMatchObject({
    highTransacted: { price: 42.42, quantity: 7 },
    lowPriceOffered: { price: 1.01, quantity: 7 },
    mostRecentListed: { price: 33.33, quantity: 7 },
  })
  expect((await get(NDC_QUIET)).json()).toMatchObject({ highTransacted: { price: 0, quantity: 0 } })
  // Authentication still goes through the SQLite groups repository.
  expect(
    (await app.inject({ url: `/api/v1/ndc-transaction-statistic?nationalDrugCode=${NDC_TRADED}` }))
      .statusCode,
  ).toBe(401)
})
