import { MarketplaceListingSchema, type MarketplaceListing } from '../contract/listings'
import { drugPackageFixture } from './drug-package-fixture'

// A listing as the sandbox's read extension returns it (Zyprexa, 12 of a 30-count bottle), for tests.
// Parsed with the contract's schema, so a fixture that drifts from the contract fails loudly.
export function listingFixture(overrides: Partial<MarketplaceListing> = {}): MarketplaceListing {
  const drugPackage = drugPackageFixture()
  // The listing repeats its package's names and codes at the top level.
  const {
    packageDescription: _description,
    packageSize: _size,
    requireScan: _scan,
    nadacPrice: _nadac,
    ...drug
  } = drugPackage
  return MarketplaceListingSchema.parse({
    ...drug,
    id: '9979ac03-1763-44d3-8c5e-65d6d20e0e8d',
    status: 0,
    lotNumber: '10UCU526',
    expirationDate: '2099-04-23T23:54:18.627Z',
    price: 321.6,
    quantity: 12,
    fullPackage: false,
    sealedPackage: false,
    originalPackage: true,
    tornPackageLabel: false,
    sellerPharmacyId: '9d514730-4939-4b3a-a6d3-598f3d86e7c3',
    stateGroupId: null,
    serialNumber: '3416SW55617466',
    additionalPackageNotes: null,
    pricePerQuantity: 26.8,
    listingDate: '2026-10-21T23:54:18.627Z',
    sellerPharmacyName: 'Riverside Community Pharmacy, Inc.',
    sellerPharmacyDBA: 'Riverside Pharmacy',
    sellerPharmacyNationalProviderIdentifier: 1234567893,
    sellerPharmacyPhone: 6145550142,
    sellerPharmacyAddress: null,
    drugPackage,
    ...overrides,
  })
}
