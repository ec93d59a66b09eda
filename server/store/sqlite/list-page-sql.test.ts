// The list pages read their order from an index: no sort of the owner's rows for any sort name,
// direction or status filter (docs/sandbox.md, Sandbox extensions). The statements are the ones the
// repositories run (../sql/list-pages.ts), caught as they are sent and explained.
import { CamelCasePlugin, Kysely, SqliteDialect, type CompiledQuery } from 'kysely'
import { expect, test } from 'vitest'
import { LIST_SORT_NAMES } from '../../../src/contract/sandbox-extensions'
import type { SandboxTables } from '../sql/tables'
import { cashOffersRepository, listingsRepository } from '../sql/trade'
import { openDatabase } from './database'
import { SQLITE } from './sqlite-dialect'

test('every list page is read in index order, with no temporary sort', async () => {
  const db = await openDatabase(':memory:')
  const sent: CompiledQuery[] = []
  const logged = new Kysely<SandboxTables>({
    dialect: new SqliteDialect({ database: db }),
    plugins: [new CamelCasePlugin()],
    log: (event) => void sent.push(event.query),
  })
  const store = { db: logged, traits: SQLITE }
  const pages = {
    listings_page_: (q: Parameters<ReturnType<typeof listingsRepository>['pageBySeller']>[1]) =>
      listingsRepository(store).pageBySeller(1, q),
    cash_offers_page_: (q: Parameters<ReturnType<typeof cashOffersRepository>['pageByBuyer']>[2]) =>
      cashOffersRepository(store).pageByBuyer(1, 1, q),
  }
  for (const [index, page] of Object.entries(pages))
    for (const sortName of LIST_SORT_NAMES)
      for (const descending of [false, true])
        for (const status of [undefined, 0]) {
          sent.length = 0
          await page({ sortName, descending, status, start: 0, take: 10 })
          // The page's statement (a page past the end reads its counts in a second one).
          const { sql, parameters } = sent[0]!
          const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[])
            .map((row) => row.detail)
            .join(' | ')
          expect(plan, sql).not.toMatch(/TEMP B-TREE/)
          expect(plan, sql).toContain(`USING INDEX ${index}${status === undefined ? '' : 'status_'}`)
        }
  db.close()
})
