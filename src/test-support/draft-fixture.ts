import { DraftSearchItemSchema, type DraftSearchItem } from '../contract/drafts'
import { drugPackageFixture } from './drug-package-fixture'

// A draft as the search answers it: Riverside Pharmacy's full 30-count bottle of Zyprexa 10 mg (the drug
// of drugPackageFixture, its names and codes at the top level), for tests. Parsed with the contract's
// schema, which keeps only a search item's keys, so a fixture that drifts from the contract fails loudly.
export function draftFixture(overrides: Partial<DraftSearchItem> = {}): DraftSearchItem {
  return DraftSearchItemSchema.parse({
    ...drugPackageFixture(),
    sellerPharmacyDBA: 'Riverside Pharmacy',
    lotNumber: 'LOT1',
    price: 12.5,
    quantity: 1,
    expirationDate: '2099-01-01T00:00:00.000Z',
    sealedPackage: true,
    originalPackage: true,
    tornPackageLabel: false,
    fullPackage: true,
    ...overrides,
  })
}
