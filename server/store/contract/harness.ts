// What every contract test starts from: a store of its own, opened by the engine under test over the test
// scenario (server/test-fixture.ts) at TEST_NOW and closed when the test ends, with the keys of the
// scenario's groups, pharmacies and drugs looked up through the repositories. Keys are the engine's own
// numbers: a test never assumes their values, only that the finders agree with each other.
import { expect, onTestFinished } from 'vitest'
import { parseNdc } from '../../../src/contract/ndc'
import type { Scenario } from '../../scenarios/scenario'
import { TEST_NOW } from '../../test-app'
import * as F from '../../test-fixture'
import type { ListPageQuery } from '../list-page'
import type { Repositories } from '../repositories'
import { parseScenario } from '../scenario-file'
import type { OpenStore, StoreEngine } from '../store-engine'

/** An instant `days` days from TEST_NOW (the scenario's "+30d"), as the store answers dates. */
export const day = (days: number, from: Date = TEST_NOW) =>
  new Date(from.getTime() + days * 86_400_000).toISOString()

/** An hour after TEST_NOW: the time of a change a test makes. */
export const LATER = new Date(TEST_NOW.getTime() + 3_600_000)

/** A page of a list (listings, cash offers): newest first, all of it, unless `q` says otherwise. */
export const listPage = (q: Partial<ListPageQuery> = {}): ListPageQuery => ({
  sortName: 'listingDate',
  descending: true,
  start: 0,
  take: null,
  ...q,
})

/** The 11-digit form of a scenario NDC, as the drugs repository is asked. */
export function normalized(ndc: string): string {
  const parsed = parseNdc(ndc)
  if (!parsed.ok) throw new Error(`not an NDC: ${ndc}`)
  return parsed.normalized
}

export type StoreKeys = {
  groupOne: number
  groupTwo: number
  member: number
  restricted: number
  other: number
  ungrouped: number
  traded: number
  generic: number
  scan: number
  quiet: number
}

export type ContractStore = { store: OpenStore; repos: Repositories; keys: StoreKeys }

export async function keysOf(repos: Repositories): Promise<StoreKeys> {
  const group = async (apiKey: string) => (await repos.groups.findByApiKey(apiKey))?.key
  const pharmacy = async (npi: number) => (await repos.pharmacies.findByNpi(npi))?.key
  const drug = async (ndc: string) => (await repos.drugs.findByNdc(normalized(ndc)))?.key
  const keys = {
    groupOne: await group(F.KEY_ONE),
    groupTwo: await group(F.KEY_TWO),
    member: await pharmacy(F.NPI_MEMBER),
    restricted: await pharmacy(F.NPI_RESTRICTED),
    other: await pharmacy(F.NPI_OTHER_GROUP),
    ungrouped: await pharmacy(F.NPI_UNGROUPED),
    traded: await drug(F.NDC_TRADED),
    generic: await drug(F.NDC_GENERIC),
    scan: await drug(F.NDC_SCAN),
    quiet: await drug(F.NDC_QUIET),
  }
  for (const [name, key] of Object.entries(keys)) expect(key, name).toEqual(expect.any(Number))
  return keys as StoreKeys
}

/**
 * Opens a store for one test (closed when it ends). `change` edits the test scenario first, for the few
 * cases it does not hold (no demo connection, an invited pharmacy that is registered, ...).
 */
export async function openContractStore(
  engine: StoreEngine,
  options: { change?: (scenario: Scenario) => Scenario; now?: Date } = {},
): Promise<ContractStore> {
  const scenario = parseScenario((options.change ?? ((s) => s))(F.testScenario()))
  const store = await engine(scenario, options.now ?? TEST_NOW)
  onTestFinished(() => store.close())
  return { store, repos: store.repositories, keys: await keysOf(store.repositories) }
}

/** A row without the engine's keys (key, sellerKey, ...), to compare rows across a reset. */
export function withoutKeys<T extends object>(row: T | undefined): Partial<T> | undefined {
  if (!row) return row
  return Object.fromEntries(
    Object.entries(row).filter(([name]) => name !== 'key' && !name.endsWith('Key')),
  ) as Partial<T>
}

/** A version 4 UUID, lower case, as ids are created. */
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
