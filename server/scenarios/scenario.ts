import { z } from 'zod'
import { ROLES } from '../../src/contract/access'
import { DraftStatusSchema, ListingStatusSchema, ShippingRequestMethodSchema } from '../../src/contract/enums'
import { Guid, Money, Ndc, Npi, Quantity, ScenarioAddressSchema, ScenarioDateSchema } from './scenario-fields'

// The scenario format the sandbox loads into an empty database (README.md in this folder): the one
// definition. The loader (server/store/scenario-file.ts) parses with it, the demo generator types its
// output with it, and scenario.schema.json is generated from it by generate-demo.ts, so none can drift.

const TradeStatus = ListingStatusSchema.check(
  z.describe('0 Pending, 1 Accepted, 2 Purchased, 5 Shipped, 6 Delivered, 7 Completed, 10 Cancelled.'),
)

const GroupSchema = z
  .object({
    id: Guid,
    name: z.string().min(1),
    apiKeys: z.array(z.string().min(1)).min(1).describe('Values accepted in X-SERVICE-AUTH for this group.'),
  })
  .strict()

const PharmacySchema = z
  .object({
    id: Guid,
    npi: Npi,
    name: z.string().min(1).describe('Legal name.'),
    dba: z.string().min(1).describe('Doing-business-as name shown to other pharmacies.'),
    phone: z.number().int().min(2_000_000_000).max(9_999_999_999).describe('10-digit US phone number.'),
    gln: z
      .string()
      .regex(/^\d{13}$/)
      .describe('GS1 Global Location Number, 13 digits.'),
    address: ScenarioAddressSchema,
    groupIds: z.array(Guid).describe('Groups this registered pharmacy is a member of; may be empty.'),
    restriction: z
      .object({ errorCode: z.number().int(), message: z.string().min(1) })
      .strict()
      .nullable()
      .describe('When set, listing changes by this pharmacy are refused with this business-rule error.'),
  })
  .strict()

const InvitationSchema = z
  .object({ groupId: Guid, npi: Npi, invitedDate: ScenarioDateSchema })
  .strict()
  .describe('Pending invitation: an NPI added to a group that is not (yet) a member of it.')

const DrugSchema = z
  .object({
    ndc: Ndc,
    packageName: z.string().min(1).describe('Drug name as searched by the draft search.'),
    form: z.string().min(1),
    strength: z.string().min(1),
    labeler: z.string().min(1),
    packageDescription: z.string().min(1),
    packageSize: z
      .number()
      .positive()
      .describe('Units in one full package; upper bound of a partial quantity.'),
    unit: z.enum(['EA', 'ML', 'GM']).describe('Quantity unit qualifier.'),
    branded: z.boolean(),
    generic: z.boolean(),
    requireScan: z.boolean().describe('Listing creation requires a medication scan.'),
    nadacPrice: z.number().positive().describe('NADAC price per unit.'),
  })
  .strict()

/** What a draft and a listing both say of the package for sale, in the same order. */
const packageOnSale = {
  ndc: Ndc,
  lotNumber: z.string().min(1).max(50),
  expirationDate: ScenarioDateSchema,
  price: Money,
  quantity: Quantity,
  fullPackage: z.boolean(),
  sealedPackage: z.boolean(),
  originalPackage: z.boolean(),
  tornPackageLabel: z.boolean(),
}

const DraftSchema = z
  .object({
    id: Guid,
    groupId: Guid.describe('Owning group; the seller pharmacy is a member of it.'),
    sellerPharmacyId: Guid,
    ...packageOnSale,
    status: DraftStatusSchema.check(z.describe('0 Pending, 1 Published.')),
  })
  .strict()

const ListingSchema = z
  .object({
    id: Guid,
    sellerPharmacyId: Guid,
    ...packageOnSale,
    serialNumber: z.string().min(1).max(500).nullable(),
    additionalPackageNotes: z.string().min(1).max(2000).nullable(),
    showOnlyInState: z.boolean(),
    status: TradeStatus,
    listingDate: ScenarioDateSchema,
    buyerPharmacyId: Guid.nullable().describe('Set once a buyer is attached (Accepted and later).'),
  })
  .strict()

const CashOfferSchema = z
  .object({
    id: Guid,
    buyerPharmacyId: Guid,
    createdByGroupId: Guid,
    ndc: Ndc,
    minimalExpirationDate: ScenarioDateSchema,
    price: Money,
    requestedQuantity: Quantity,
    requireFullPackage: z.boolean(),
    requireSealedPackage: z.boolean(),
    requireOriginalPackage: z.boolean(),
    requireIntactPackageLabel: z.boolean(),
    shippingRequestMethod: ShippingRequestMethodSchema.check(
      z.describe('Fixed when the offer is created; decides maxShippingPrice.'),
    ),
    maxShippingPrice: Money.nullable().describe('Positive for Medium shipping, null for Standard.'),
    shipByDate: ScenarioDateSchema.nullable(),
    buyingPharmacyMessage: z.string().min(1).max(2000).nullable(),
    showOnlyInState: z.boolean(),
    status: TradeStatus,
    listingDate: ScenarioDateSchema,
  })
  .strict()

const TransactionSchema = z
  .object({
    id: Guid,
    ndc: Ndc,
    price: Money,
    quantity: Quantity,
    date: ScenarioDateSchema,
    sellerPharmacyId: Guid,
    buyerPharmacyId: Guid,
  })
  .strict()

const UserSchema = z
  .object({
    email: z.email().describe('Signs in with this address (compared without regard to case).'),
    name: z.string().min(1),
    role: z.enum(ROLES).describe('admin, seller, buyer or viewer (docs/team-server.md).'),
    npis: z
      .union([z.literal('all'), z.array(Npi).min(1)])
      .describe("'all': every pharmacy of the demo group; else the member NPIs the user acts for."),
    demoPassword: z
      .string()
      .min(12)
      .max(128)
      .describe('Published on the sign-in page (GET /auth/config): for demo data only.'),
  })
  .strict()
  .describe("A user of the demo connection's group, created when the team store has no users.")

export const ScenarioSchema = z
  .object({
    $schema: z.string().optional().describe('Path or URL of this JSON Schema, for editors.'),
    demoConnection: z
      .object({ apiKey: z.string().min(1), pharmacyNpi: Npi })
      .strict()
      .nullable()
      .optional()
      .describe('Connection the dashboard offers in one click; absent or null when the scenario has none.'),
    groups: z.array(GroupSchema),
    pharmacies: z.array(PharmacySchema).describe('Registered pharmacies.'),
    invitations: z.array(InvitationSchema),
    drugs: z.array(DrugSchema),
    drafts: z.array(DraftSchema),
    listings: z.array(ListingSchema),
    cashOffers: z.array(CashOfferSchema),
    transactions: z.array(TransactionSchema),
    users: z
      .array(UserSchema)
      .optional()
      .describe("Sign-in users of the demo connection's group (needs demoConnection); absent: none."),
  })
  .strict()
  .meta({
    title: 'Marketplace sandbox scenario',
    description: 'Data loaded into an empty sandbox database at start-up (server/scenarios/README.md).',
  })

export type Scenario = z.infer<typeof ScenarioSchema>
export type ScenarioDrug = Scenario['drugs'][number]
export type ScenarioPharmacy = Scenario['pharmacies'][number]
export type ScenarioUser = NonNullable<Scenario['users']>[number]

/** The JSON Schema (draft 2020-12) written to scenario.schema.json, derived from ScenarioSchema. */
export function scenarioJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ScenarioSchema, { target: 'draft-2020-12' })
}
