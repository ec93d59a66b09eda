// A small scenario built in code for the server's tests, so they never depend on the demo file.
// Two groups; pharmacies in every membership situation; drugs with and without trade data; drafts,
// listings and cash offers in Pending and non-Pending states; a restricted pharmacy (business rule 500114).
import type { Scenario } from './scenarios/scenario'

export const KEY_ONE = 'test-key-one'
export const KEY_TWO = 'test-key-two'
export const GROUP_ONE = '10000000-0000-4000-8000-000000000001'
export const GROUP_TWO = '10000000-0000-4000-8000-000000000002'

/** Member of group one (TX). */
export const NPI_MEMBER = 1234567893
/** Member of group one with a restriction (CA). */
export const NPI_RESTRICTED = 1234567901
/** Member of group two only. */
export const NPI_OTHER_GROUP = 1234567919
/** Registered, in no group. */
export const NPI_UNGROUPED = 1234567927
/** Not registered; pending invitation of group one. */
export const NPI_INVITED = 1234567935
/** Valid, registered nowhere, invited nowhere. */
export const NPI_UNKNOWN = 1234567943
/** Fails the check digit. */
export const NPI_BAD_CHECK_DIGIT = 1234567890

export const PHARMACY_MEMBER = '20000000-0000-4000-8000-000000000001'
export const PHARMACY_RESTRICTED = '20000000-0000-4000-8000-000000000002'
export const PHARMACY_OTHER = '20000000-0000-4000-8000-000000000003'
export const PHARMACY_UNGROUPED = '20000000-0000-4000-8000-000000000004'

export const NDC_TRADED = '00002-7597-01' // package size 30, branded, has all twelve figures
export const NDC_GENERIC = '00093-0058-01' // package size 100, generic
export const NDC_SCAN = '00169-4132-12' // requires a medication scan to list
export const NDC_QUIET = '00378-0208-01' // no trades at all

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`
export const DRAFT = (n: number) => id('30000000', n)
export const LISTING = (n: number) => id('40000000', n)
export const OFFER = (n: number) => id('50000000', n)

/** Drafts 1..6 Pending (group one, member pharmacy), 7 Published, 8 in group two, 9 group one but restricted seller. */
export const LISTING_PENDING = LISTING(1)
export const LISTING_ACCEPTED = LISTING(2)
export const LISTING_RESTRICTED = LISTING(3)
export const LISTING_OTHER_GROUP = LISTING(4)
export const LISTING_CANCELLED = LISTING(5)
export const OFFER_STANDARD = OFFER(1)
export const OFFER_MEDIUM = OFFER(2)
export const OFFER_PURCHASED = OFFER(3)
export const OFFER_OTHER_GROUP = OFFER(4)
export const OFFER_RESTRICTED = OFFER(5)

const address = (city: string, state: string) => ({
  line1: '1 Main St',
  line2: null,
  city,
  stateAcronym: state,
  postalCode: '75001',
})
const pharmacy = (pid: string, npi: number, name: string, state: string, groupIds: string[]) => ({
  id: pid,
  npi,
  name,
  dba: `${name} DBA`,
  phone: 2145550100,
  gln: '0614141000012',
  address: address(`${name} City`, state),
  groupIds,
  restriction: null as null | { errorCode: number; message: string },
})
const drug = (
  ndc: string,
  packageName: string,
  form: string,
  strength: string,
  packageSize: number,
  generic: boolean,
  requireScan = false,
) => ({
  ndc,
  packageName,
  form,
  strength,
  labeler: 'Test Labs',
  packageDescription: `${packageSize} ${form} in 1 bottle`,
  packageSize,
  unit: 'EA' as const,
  branded: !generic,
  generic,
  requireScan,
  nadacPrice: 1.25,
})
const pkg = (full: boolean, sealed: boolean, original: boolean, torn: boolean) => ({
  fullPackage: full,
  sealedPackage: sealed,
  originalPackage: original,
  tornPackageLabel: torn,
})

export function testScenario(): Scenario {
  const restricted = pharmacy(PHARMACY_RESTRICTED, NPI_RESTRICTED, 'Coastal Pharmacy', 'CA', [GROUP_ONE])
  restricted.restriction = {
    errorCode: 500114,
    message: 'Pharmacies in California cannot change listings during the state review.',
  }
  const draft = (
    n: number,
    ndc: string,
    price: number,
    expires: string,
    p: ReturnType<typeof pkg>,
    extra: Partial<Scenario['drafts'][number]> = {},
  ) => ({
    id: DRAFT(n),
    groupId: GROUP_ONE,
    sellerPharmacyId: PHARMACY_MEMBER,
    ndc,
    lotNumber: `LOT${n}`,
    expirationDate: expires,
    price,
    quantity: p.fullPackage ? 1 : 5,
    ...p,
    status: 0 as 0 | 1,
    ...extra,
  })
  const listing = (n: number, seller: string, ndc: string, price: number, status: 0 | 1 | 10) => ({
    id: LISTING(n),
    sellerPharmacyId: seller,
    ndc,
    lotNumber: `L${n}`,
    expirationDate: '+300d',
    price,
    quantity: 1,
    ...pkg(true, true, true, false),
    serialNumber: null,
    additionalPackageNotes: null,
    showOnlyInState: n === 1,
    status,
    listingDate: `-${10 - n}d`,
    buyerPharmacyId: status === 1 ? PHARMACY_OTHER : null,
  })
  const offer = (
    n: number,
    buyer: string,
    group: string,
    method: 'Standard' | 'Medium',
    status: 0 | 2,
    price: number,
  ) => ({
    id: OFFER(n),
    buyerPharmacyId: buyer,
    createdByGroupId: group,
    ndc: NDC_TRADED,
    minimalExpirationDate: '+200d',
    price,
    requestedQuantity: 10,
    requireFullPackage: false,
    requireSealedPackage: true,
    requireOriginalPackage: false,
    requireIntactPackageLabel: true,
    shippingRequestMethod: method,
    maxShippingPrice: method === 'Medium' ? 25 : null,
    shipByDate: null,
    buyingPharmacyMessage: null,
    showOnlyInState: false,
    status,
    listingDate: `-${n}d`,
  })
  return {
    demoConnection: { apiKey: KEY_ONE, pharmacyNpi: NPI_MEMBER },
    groups: [
      { id: GROUP_ONE, name: 'Riverside Test Group', apiKeys: [KEY_ONE] },
      { id: GROUP_TWO, name: 'Lakeside Test Group', apiKeys: [KEY_TWO] },
    ],
    pharmacies: [
      pharmacy(PHARMACY_MEMBER, NPI_MEMBER, 'Main Street Pharmacy', 'TX', [GROUP_ONE]),
      restricted,
      pharmacy(PHARMACY_OTHER, NPI_OTHER_GROUP, 'Lakeside Drugs', 'TX', [GROUP_TWO]),
      pharmacy(PHARMACY_UNGROUPED, NPI_UNGROUPED, 'Lone Pharmacy', 'NM', []),
    ],
    invitations: [{ groupId: GROUP_ONE, npi: NPI_INVITED, invitedDate: '-3d' }],
    drugs: [
      drug(NDC_TRADED, 'Humalog', 'Injection', '100 unit/mL', 30, false),
      drug(NDC_GENERIC, 'Amoxicillin', 'Capsule', '500 mg', 100, true),
      drug(NDC_SCAN, 'Ozempic', 'Pen Injector', '2 mg/3 mL', 1, false, true),
      drug(NDC_QUIET, 'Metformin', 'Tablet', '850 MG', 60, true),
    ],
    drafts: [
      draft(1, NDC_TRADED, 120.5, '+30d', pkg(true, true, true, false)),
      draft(2, NDC_TRADED, 80, '+200d', pkg(false, false, true, false)),
      draft(3, NDC_GENERIC, 15.25, '+90d', pkg(true, true, false, true)),
      draft(4, NDC_GENERIC, 15.25, '-5d', pkg(false, true, true, false)),
      draft(5, NDC_QUIET, 42, '+400d', pkg(true, false, false, false)),
      draft(6, NDC_SCAN, 300, '+10d', pkg(true, true, true, true)),
      draft(7, NDC_TRADED, 99, '+100d', pkg(true, true, true, false), { status: 1 }),
      draft(8, NDC_TRADED, 70, '+100d', pkg(true, true, true, false), {
        groupId: GROUP_TWO,
        sellerPharmacyId: PHARMACY_OTHER,
      }),
      draft(9, NDC_GENERIC, 10, '+100d', pkg(true, true, true, false), {
        sellerPharmacyId: PHARMACY_RESTRICTED,
      }),
    ],
    listings: [
      listing(1, PHARMACY_MEMBER, NDC_TRADED, 100, 0),
      listing(2, PHARMACY_MEMBER, NDC_TRADED, 90, 1),
      listing(3, PHARMACY_RESTRICTED, NDC_TRADED, 110, 0),
      listing(4, PHARMACY_OTHER, NDC_GENERIC, 20, 0),
      listing(5, PHARMACY_MEMBER, NDC_TRADED, 5000, 10),
    ],
    cashOffers: [
      offer(1, PHARMACY_MEMBER, GROUP_ONE, 'Standard', 0, 60),
      offer(2, PHARMACY_MEMBER, GROUP_ONE, 'Medium', 0, 70),
      offer(3, PHARMACY_MEMBER, GROUP_ONE, 'Standard', 2, 65),
      offer(4, PHARMACY_OTHER, GROUP_TWO, 'Standard', 0, 55),
      offer(5, PHARMACY_RESTRICTED, GROUP_ONE, 'Standard', 0, 58),
    ],
    transactions: [
      {
        id: id('60000000', 1),
        ndc: NDC_TRADED,
        price: 95,
        quantity: 1,
        date: '-20d',
        sellerPharmacyId: PHARMACY_OTHER,
        buyerPharmacyId: PHARMACY_MEMBER,
      },
      {
        id: id('60000000', 2),
        ndc: NDC_TRADED,
        price: 85,
        quantity: 2,
        date: '-2d',
        sellerPharmacyId: PHARMACY_MEMBER,
        buyerPharmacyId: PHARMACY_OTHER,
      },
      {
        id: id('60000000', 3),
        ndc: NDC_TRADED,
        price: 105,
        quantity: 1,
        date: '-9d',
        sellerPharmacyId: PHARMACY_OTHER,
        buyerPharmacyId: PHARMACY_RESTRICTED,
      },
    ],
  }
}

/** Draft 4 as the draft search (and the read of one draft, without its drug package) answers it. */
export const DRAFT_4_ITEM = {
  id: DRAFT(4),
  nationalDrugCode: NDC_GENERIC,
  nationalDrugCodeNormalized: '00093005801',
  drugPackageForm: 'Capsule',
  drugPackageStrength: '500 mg',
  labelerName: 'Test Labs',
  packageDescription: '100 Capsule in 1 bottle',
  packageName: 'Amoxicillin',
  sellerPharmacyDBA: 'Main Street Pharmacy DBA',
  quantityUnitQualifier: 'EA',
  lotNumber: 'LOT4',
  price: 15.25,
  quantity: 5,
  expirationDate: '2026-02-25T12:00:00.000Z',
  sealedPackage: true,
  originalPackage: true,
  tornPackageLabel: false,
  fullPackage: false,
}
