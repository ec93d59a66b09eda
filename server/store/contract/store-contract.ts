// The behaviour every storage engine must have, one describe block per interface: the seven repositories
// and the store as a whole (store/repositories.ts, store/store-engine.ts), the rate limit's counter
// (rate-limit-store.ts) and the fault rules (fault-rule-store.ts). An engine runs all of it with
// one line in its own folder, as store/sqlite/contract.test.ts does:
//
//   describeStoreContract('PostgreSQL', postgresEngine)
//
// Each test opens a store of its own from the engine (harness.ts), so tests share nothing and may write.
import { describe } from 'vitest'
import type { StoreEngine } from '../store-engine'
import { cashOffersRepositoryContract } from './cash-offers-repository.contract'
import { draftsRepositoryContract } from './drafts-repository.contract'
import { drugsRepositoryContract } from './drugs-repository.contract'
import { faultRuleStoreContract } from './fault-rule-store.contract'
import { groupsRepositoryContract } from './groups-repository.contract'
import { listingsRepositoryContract } from './listings-repository.contract'
import { ndcStatisticsRepositoryContract } from './ndc-statistics-repository.contract'
import { pharmaciesRepositoryContract } from './pharmacies-repository.contract'
import { rateLimitStoreContract } from './rate-limit-store.contract'
import { storeLifecycleContract } from './store-lifecycle.contract'

export function describeStoreContract(name: string, engine: StoreEngine): void {
  describe(`store contract: ${name}`, () => {
    groupsRepositoryContract(engine)
    pharmaciesRepositoryContract(engine)
    drugsRepositoryContract(engine)
    draftsRepositoryContract(engine)
    listingsRepositoryContract(engine)
    cashOffersRepositoryContract(engine)
    ndcStatisticsRepositoryContract(engine)
    storeLifecycleContract(engine)
    rateLimitStoreContract(engine)
    faultRuleStoreContract(engine)
  })
}
