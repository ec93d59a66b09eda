// The SQLite implementation of the repositories (../repositories.ts). better-sqlite3 answers at once, so
// each repository is written synchronously and offered through the promise-returning interface; a
// failure becomes a rejected promise, as it would from a networked database.
import type { Repositories } from '../repositories'
import { cashOffersRepository } from './cash-offers-repository'
import type { Db } from './database'
import { draftsRepository } from './drafts-repository'
import { drugsRepository } from './drugs-repository'
import { groupsRepository } from './groups-repository'
import { listingsRepository } from './listings-repository'
import { ndcStatisticsRepository } from './ndc-statistics-repository'
import { pharmaciesRepository } from './pharmacies-repository'

type Promised<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never
}

/** The same methods, each answering with a promise (settled at once). */
export function promised<T extends object>(sync: T): Promised<T> {
  const out: Record<string, unknown> = {}
  for (const [name, method] of Object.entries(sync)) {
    out[name] = (...args: unknown[]) => {
      try {
        return Promise.resolve((method as (...a: unknown[]) => unknown)(...args))
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
  }
  return out as Promised<T>
}

export function createSqliteRepositories(db: Db): Repositories {
  const ping = db.prepare('SELECT 1')
  const store = promised({ health: () => ping.get() !== undefined })
  return {
    groups: promised(groupsRepository(db)),
    pharmacies: promised(pharmaciesRepository(db)),
    drugs: promised(drugsRepository(db)),
    drafts: promised(draftsRepository(db)),
    listings: promised(listingsRepository(db)),
    cashOffers: promised(cashOffersRepository(db)),
    ndcStatistics: promised(ndcStatisticsRepository(db)),
    health: store.health,
  }
}
