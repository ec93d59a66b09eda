// The sandbox's repositories (../repositories.ts) on the query layer, the same for both engines; the
// engine gives its store's handle and its read of the draft views (the one measured, hand-written part).
import { sql } from 'kysely'
import type { Repositories } from '../repositories'
import { draftsRepository, type DraftViewReader } from './drafts'
import { groupsRepository, pharmaciesRepository } from './groups'
import { ndcStatisticsRepository } from './ndc-statistics'
import type { Sql } from './query-layer'
import type { SandboxTables } from './tables'
import { cashOffersRepository, drugsRepository, listingsRepository } from './trade'

export function sqlRepositories(store: Sql<SandboxTables>, readView: DraftViewReader): Repositories {
  return {
    groups: groupsRepository(store),
    pharmacies: pharmaciesRepository(store),
    drugs: drugsRepository(store),
    drafts: draftsRepository(store, readView),
    listings: listingsRepository(store),
    cashOffers: cashOffersRepository(store),
    ndcStatistics: ndcStatisticsRepository(store),
    health: async () => (await sql<{ one: number }>`SELECT 1 AS one`.execute(store.db)).rows.length === 1,
  }
}
