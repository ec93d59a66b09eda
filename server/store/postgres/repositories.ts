// The PostgreSQL repositories of one schema over a pool: the store's own (engine.ts) and each tenant's
// (tenant-directory.ts), which share the store's pool. Their named (prepared) statements carry the schema
// in their names: a connection prepares a name once, and one connection serves every schema of the pool.
import type pg from 'pg'
import type { Repositories } from '../repositories'
import { cashOffersRepository } from './cash-offers-repository'
import { draftsRepository } from './drafts-repository'
import { drugsRepository } from './drugs-repository'
import { groupsRepository } from './groups-repository'
import { listingsRepository } from './listings-repository'
import { ndcStatisticsRepository } from './ndc-statistics-repository'
import { pharmaciesRepository } from './pharmacies-repository'

/** `s`: the schema, quoted (connection.ts, quotedSchema). */
export function postgresRepositories(pool: pg.Pool, s: string): Repositories {
  return {
    groups: groupsRepository(pool, s),
    pharmacies: pharmaciesRepository(pool, s),
    drugs: drugsRepository(pool, s),
    drafts: draftsRepository(pool, s),
    listings: listingsRepository(pool, s),
    cashOffers: cashOffersRepository(pool, s),
    ndcStatistics: ndcStatisticsRepository(pool, s),
    health: async () => (await pool.query('SELECT 1')).rowCount === 1,
  }
}
