import type { Scenario } from './scenario'
import { createRandom } from './demo-random'
import { DEMO_DRUGS, NO_DATA_NDC } from './demo-drugs'
import { DEMO_GROUPS, buildGroups, buildInvitations, buildPharmacies } from './demo-pharmacies'
import { buildDrafts, buildListings } from './demo-inventory'
import { buildCashOffers, buildTransactions } from './demo-offers'
import { DEMO_USERS } from './demo-users'

// The demo scenario as data. Same seed, same file: generate-demo.ts writes it, demo.test.ts checks that
// the committed demo.json is exactly what this produces.

export const DEMO_SEED = 0x5eed2024
export const DEMO_ACTING_NPI = 1234567893

export function buildDemoScenario(): Scenario {
  const rng = createRandom(DEMO_SEED)
  const tradingDrugs = DEMO_DRUGS.filter((d) => d.ndc !== NO_DATA_NDC)
  return {
    $schema: './scenario.schema.json',
    demoConnection: { apiKey: DEMO_GROUPS.riverside.apiKey, pharmacyNpi: DEMO_ACTING_NPI },
    groups: buildGroups(),
    pharmacies: buildPharmacies(),
    invitations: buildInvitations(),
    drugs: DEMO_DRUGS,
    drafts: buildDrafts(rng, DEMO_DRUGS),
    listings: buildListings(rng, tradingDrugs),
    cashOffers: buildCashOffers(rng, tradingDrugs),
    transactions: buildTransactions(rng, tradingDrugs),
    users: DEMO_USERS,
  }
}

/** How the scenario files are written: two-space JSON with a final newline. */
export const toFileText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`
