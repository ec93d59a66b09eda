// Synthetic Pending drafts for load tests and benchmarks, whatever the engine: values from a seeded
// generator, so runs are repeatable and both engines hold the same drafts for the same seed. The engines'
// own bulk inserts are sqlite/synthetic-drafts.ts and postgres/synthetic-drafts.ts.
import { randomUUID } from 'node:crypto'
import { draftFlags } from './draft-flags'

export type SyntheticDraftsOptions = {
  count: number
  groupId: string
  sellerPharmacyId: string
  /** Seed of the value generator (same seed, same prices/dates/flags). */
  seed?: number
  /** Expiration dates are spread from this instant over two years. */
  now?: Date
}

/** A drug of the store, as the generator needs it. */
export type SeedDrug = {
  key: number
  ndc: string
  packageName: string
  packageSize: number
  generic: boolean
  branded: boolean
}

/** One draft's values: drug, package flags, lot, expiry, price and quantity. */
export type SyntheticDraft = {
  id: string
  drug: SeedDrug
  lotNumber: string
  expirationDate: string
  price: number
  quantity: number
  flags: number
}

/** Mulberry32: a small, fast, seeded generator; good enough for spreading test values. */
function generator(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` drafts over the given drugs (at least one). */
export function* syntheticDrafts(
  drugs: readonly SeedDrug[],
  options: Pick<SyntheticDraftsOptions, 'count' | 'seed' | 'now'>,
): Generator<SyntheticDraft> {
  if (drugs.length === 0)
    throw new Error('seedSyntheticDrafts: the store has no drugs; load a scenario first')
  const random = generator(options.seed ?? 1)
  const now = (options.now ?? new Date()).getTime()
  for (let i = 0; i < options.count; i++) {
    const drug = drugs[Math.floor(random() * drugs.length)]!
    const full = random() < 0.5
    const pkg = {
      fullPackage: full,
      sealedPackage: random() < 0.5,
      originalPackage: random() < 0.7,
      tornPackageLabel: random() < 0.1,
    }
    const quantity = full ? 1 : Math.max(0.01, Math.round(random() * drug.packageSize * 100) / 100)
    const expirationDate = new Date(now + Math.floor((random() * 760 - 30) * 86_400_000)).toISOString()
    const price = Math.round((5 + random() * 995) * 100) / 100
    const lotNumber = `SYN${Math.floor(random() * 1e6)
      .toString()
      .padStart(6, '0')}`
    yield { id: randomUUID(), drug, lotNumber, expirationDate, price, quantity, flags: draftFlags(pkg, drug) }
  }
}
