// The list pages read their order from an index: no sort of the owner's rows for any sort name,
// direction or status filter (docs/sandbox.md, Sandbox extensions).
import { expect, test } from 'vitest'
import { LIST_SORT_NAMES } from '../../../src/contract/sandbox-extensions'
import { CASH_OFFERS_TABLE } from './cash-offers-repository'
import { openDatabase } from './database'
import { pageRowsSql } from './list-page-sql'
import { LISTINGS_TABLE } from './listings-repository'

test('every list page is read in index order, with no temporary sort', () => {
  const db = openDatabase(':memory:')
  for (const [table, index] of [
    [LISTINGS_TABLE, 'listings_page_'],
    [CASH_OFFERS_TABLE, 'cash_offers_page_'],
  ] as const) {
    for (const name of LIST_SORT_NAMES) {
      for (const descending of [false, true]) {
        for (const withStatus of [false, true]) {
          const sql = pageRowsSql(table, name, descending, withStatus)
          const plan = (
            db
              .prepare(`EXPLAIN QUERY PLAN ${sql}`)
              .all(...Array.from({ length: sql.split('?').length - 1 }, () => 1)) as { detail: string }[]
          )
            .map((row) => row.detail)
            .join(' | ')
          expect(plan, sql).not.toMatch(/TEMP B-TREE/)
          expect(plan, sql).toContain(`USING INDEX ${index}${withStatus ? 'status_' : ''}`)
        }
      }
    }
  }
})
