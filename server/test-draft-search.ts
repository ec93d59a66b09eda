// The draft search answers no page from drafts it read before a change (spec: Endpoints > 2 and 3): the
// first part of that check, the same through the repositories (routes/draft-listings.test.ts) and past
// them on SQLite (store/sqlite/draft-search-writers.test.ts).
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { PagedDraftSearchSchema } from '../src/contract/drafts'
import { searchBody } from './test-bodies'
import * as F from './test-fixture'

/** The lots of the drafts a search of the test scenario finds (searchBody), by expiry alone: the expired first. */
export const LOTS_BY_EXPIRY = ['LOT4', 'LOT6', 'LOT1', 'LOT3', 'LOT2', 'LOT5']

type Call = (request: InjectOptions) => Promise<LightMyRequestResponse>

/**
 * Reads the test scenario's drafts by expiry (the store keeps what it read), deletes draft 6 and checks
 * that the next page no longer has it. Answers the page read, for the test to change more and read again.
 */
export async function searchAfterDelete(call: Call) {
  const page = async () =>
    PagedDraftSearchSchema.parse(
      (
        await call({
          method: 'POST',
          url: '/api/v1/draft-listings/search',
          payload: searchBody({ sortName: 'expirationDate' }),
        })
      ).json(),
    )
  expect((await page()).data.map((d) => d.lotNumber)).toEqual(LOTS_BY_EXPIRY)
  expect((await call({ method: 'DELETE', url: `/api/v1/draft-listings/${F.DRAFT(6)}` })).statusCode).toBe(204)
  const after = await page()
  expect(after.recordsTotal).toBe(5)
  expect(after.data.map((d) => d.lotNumber)).toEqual(['LOT4', 'LOT1', 'LOT3', 'LOT2', 'LOT5'])
  return page
}
