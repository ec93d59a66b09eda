// The sandbox's storage, as the routes see it: one repository per resource, every method returning a
// promise, so a networked database (PostgreSQL, docs/scaling.md) can implement them as well as SQLite
// (store/sqlite/). Routes never see a database handle.
import type { CashOffersRepository } from './cash-offers-repository'
import type { DraftsRepository } from './drafts-repository'
import type { DrugsRepository } from './drugs-repository'
import type { GroupsRepository } from './groups-repository'
import type { ListingsRepository } from './listings-repository'
import type { NdcStatisticsRepository } from './ndc-statistics-repository'
import type { PharmaciesRepository } from './pharmacies-repository'

export interface Repositories {
  groups: GroupsRepository
  pharmacies: PharmaciesRepository
  drugs: DrugsRepository
  drafts: DraftsRepository
  listings: ListingsRepository
  cashOffers: CashOffersRepository
  ndcStatistics: NdcStatisticsRepository
  /** True when the store answers (GET /healthz). */
  health(): Promise<boolean>
}
