// The draft search over SQLite sees every change to the drafts table, including those made past the
// repositories by another writer (another connection, a person with sqlite3): the in-memory ordered view
// and its kept rows are checked against draft_versions, which the database's triggers move (decision 0002).
import type { InjectOptions } from 'fastify'
import { describe, expect, test } from 'vitest'
import { buildApp } from '../../app'
import { TEST_NOW } from '../../test-app'
import { searchAfterDelete } from '../../test-draft-search'
import * as F from '../../test-fixture'
import { parseScenario } from '../scenario-file'
import { openDatabase, loadScenario } from './database'
import { sqliteStore } from './engine'

/** The app over a database handle the test keeps, to write past the repositories. */
async function sqliteTestApp() {
  const scenario = parseScenario(F.testScenario())
  const db = await openDatabase(':memory:')
  await loadScenario(db, scenario, TEST_NOW)
  const app = buildApp({ repositories: sqliteStore(db, scenario).repositories, clock: () => TEST_NOW })
  const call = (request: InjectOptions) =>
    app.inject({ ...request, headers: { 'x-service-auth': F.KEY_ONE } })
  return { db, call }
}

describe('POST /api/v1/draft-listings/search over SQLite', () => {
  test('a search after a change shows the change: no page is answered from drafts read before it', async () => {
    const t = await sqliteTestApp()
    // Read (and kept) first, deleted through the API, then changed in every way a draft can change.
    const page = await searchAfterDelete(t.call)
    // Another writer changes a draft's own columns and flags in the database.
    t.db
      .prepare('UPDATE drafts SET lot_number = ?, price = ?, quantity = ?, flags = flags | 1 WHERE id = ?')
      .run('LOT4-B', 99.5, 3, F.DRAFT(4))
    let after = await page()
    expect(after.data[0]).toMatchObject({
      id: F.DRAFT(4),
      lotNumber: 'LOT4-B',
      price: 99.5,
      quantity: 3,
      tornPackageLabel: true,
    })
    // ... publishes one, and adds one.
    t.db.prepare('UPDATE drafts SET status = 1 WHERE id = ?').run(F.DRAFT(1))
    t.db
      .prepare(
        `INSERT INTO drafts (id, group_key, seller_key, drug_key, ndc, package_name, lot_number, expiration_date, price,
        quantity, flags, status) SELECT ?, group_key, seller_key, drug_key, ndc, package_name, 'LOT-NEW', '2020-01-01T00:00:00.000Z',
        price, quantity, flags, 0 FROM drafts WHERE id = ?`,
      )
      .run('30000000-0000-4000-8000-0000000000ff', F.DRAFT(3))
    after = await page()
    expect(after.recordsTotal).toBe(5)
    expect(after.data.map((d) => d.lotNumber)).toEqual(['LOT-NEW', 'LOT4-B', 'LOT3', 'LOT2', 'LOT5'])
  })
})
