import { CashOfferSchema, type CashOffer } from '../contract/cash-offers'
import { drugPackageFixture } from './drug-package-fixture'

// A cash offer as the sandbox's read extension returns it (Zyprexa, 5 of a 30-count bottle, Medium
// shipping), for tests. Parsed with the contract's schema, so a drifting fixture fails loudly.
export function cashOfferFixture(overrides: Partial<CashOffer> = {}): CashOffer {
  return CashOfferSchema.parse({
    id: '884b0fc1-9c2b-4637-bd72-5d6e9546144a',
    status: 0,
    price: 112.35,
    buyerPharmacyId: '9d514730-4939-4b3a-a6d3-598f3d86e7c3',
    createdByGroupId: 'f5cd1202-527f-4b0b-8a62-4f300a7285a7',
    stateGroupId: '3e483219-1fd5-5609-890c-d8b63cb6a1c8',
    nationalDrugCode: '00002-7597-01',
    nationalDrugCodeNormalized: '00002759701',
    packageName: 'Zyprexa (olanzapine)',
    quantityUnitQualifier: 'EA',
    quantity: 5,
    fullPackage: false,
    sealedPackage: true,
    originalPackage: false,
    tornPackageLabel: false,
    expirationDate: '2099-12-17T23:54:18.627Z',
    listingDate: '2026-09-30T23:54:18.627Z',
    shipByDate: null,
    buyerPharmacyNationalProviderIdentifier: 1234567893,
    buyingPharmacyName: 'Riverside Community Pharmacy, Inc.',
    buyersMessage: null,
    drugPackage: drugPackageFixture({ nadacPrice: 28.91 }),
    shippingRequestMethod: 'Medium',
    maxShippingPrice: 30.74,
    ...overrides,
  })
}
