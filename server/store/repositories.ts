// All repositories over one database, built once per app.
import type { Db } from './database'
import { cashOffersRepository } from './cash-offers-repository'
import { draftsRepository } from './drafts-repository'
import { drugsRepository } from './drugs-repository'
import { groupsRepository } from './groups-repository'
import { listingsRepository } from './listings-repository'
import { ndcStatisticsRepository } from './ndc-statistics-repository'
import { pharmaciesRepository } from './pharmacies-repository'

export function createRepositories(db: Db) {
  return {
    groups: groupsRepository(db),
    pharmacies: pharmaciesRepository(db),
    drugs: drugsRepository(db),
    drafts: draftsRepository(db),
    listings: listingsRepository(db),
    cashOffers: cashOffersRepository(db),
    ndcStatistics: ndcStatisticsRepository(db),
  }
}
export type Repositories = ReturnType<typeof createRepositories>
