// The scenario format (the team's scenario format: groups, pharmacies, invitations, drugs, drafts,
// listings, cash offers, transactions), as the loader checks it. Objects are strict so a misspelt key
// in a hand-written scenario stops start-up with its JSON path instead of being silently dropped.
import { z } from 'zod'
import { isValidNpi } from '../../src/contract/npi'
import { parseNdc } from '../../src/contract/ndc'

/** "+400d" / "-30d": days from load time, so the demo never goes stale. */
export const RELATIVE_DATE = /^([+-])(\d{1,5})d$/

const Guid = z.guid()
const Npi = z.number().int().refine(isValidNpi, 'not a valid NPI (10 digits, first 1 or 2, check digit)')
const Ndc = z.string().refine((s) => parseNdc(s).ok, 'not a valid NDC (for example 00002-7597-01)')
const ScenarioDate = z
  .string()
  .refine((s) => RELATIVE_DATE.test(s) || !Number.isNaN(Date.parse(s)), 'expected an ISO 8601 date-time or a relative date like "+400d"')
const Positive = z.number().positive()
const TradeStatus = z.literal([0, 1, 2, 5, 6, 7, 10])

const Address = z.strictObject({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  stateAcronym: z.string().min(2).max(3),
  postalCode: z.string(),
})

const Package = {
  fullPackage: z.boolean(),
  sealedPackage: z.boolean(),
  originalPackage: z.boolean(),
  tornPackageLabel: z.boolean(),
}

export const StoreScenarioSchema = z.strictObject({
  $schema: z.string().optional(),
  demoConnection: z.strictObject({ apiKey: z.string().min(1), pharmacyNpi: Npi }).nullable().optional(),
  groups: z.array(z.strictObject({ id: Guid, name: z.string().min(1), apiKeys: z.array(z.string().min(1)) })),
  pharmacies: z.array(
    z.strictObject({
      id: Guid,
      npi: Npi,
      name: z.string().min(1),
      dba: z.string(),
      phone: z.number().int().nonnegative(),
      gln: z.string(),
      address: Address,
      groupIds: z.array(Guid),
      restriction: z.strictObject({ errorCode: z.number().int(), message: z.string().min(1) }).nullable(),
    }),
  ),
  invitations: z.array(z.strictObject({ groupId: Guid, npi: Npi, invitedDate: ScenarioDate })),
  drugs: z.array(
    z.strictObject({
      ndc: Ndc,
      packageName: z.string().min(1),
      form: z.string(),
      strength: z.string(),
      labeler: z.string(),
      packageDescription: z.string(),
      packageSize: Positive,
      unit: z.string(),
      branded: z.boolean(),
      generic: z.boolean(),
      requireScan: z.boolean(),
      nadacPrice: z.number().nonnegative(),
    }),
  ),
  drafts: z.array(
    z.strictObject({
      id: Guid,
      groupId: Guid,
      sellerPharmacyId: Guid,
      ndc: Ndc,
      lotNumber: z.string(),
      expirationDate: ScenarioDate,
      price: Positive,
      quantity: Positive,
      ...Package,
      status: z.literal([0, 1]),
    }),
  ),
  listings: z.array(
    z.strictObject({
      id: Guid,
      sellerPharmacyId: Guid,
      ndc: Ndc,
      lotNumber: z.string(),
      expirationDate: ScenarioDate,
      price: Positive,
      quantity: Positive,
      ...Package,
      serialNumber: z.string().nullable(),
      additionalPackageNotes: z.string().nullable(),
      showOnlyInState: z.boolean(),
      status: TradeStatus,
      listingDate: ScenarioDate,
      buyerPharmacyId: Guid.nullable(),
    }),
  ),
  cashOffers: z.array(
    z.strictObject({
      id: Guid,
      buyerPharmacyId: Guid,
      createdByGroupId: Guid,
      ndc: Ndc,
      minimalExpirationDate: ScenarioDate,
      price: Positive,
      requestedQuantity: Positive,
      requireFullPackage: z.boolean(),
      requireSealedPackage: z.boolean(),
      requireOriginalPackage: z.boolean(),
      requireIntactPackageLabel: z.boolean(),
      shippingRequestMethod: z.enum(['Standard', 'Medium']),
      maxShippingPrice: z.number().nonnegative().nullable(),
      shipByDate: ScenarioDate.nullable(),
      buyingPharmacyMessage: z.string().nullable(),
      showOnlyInState: z.boolean(),
      status: TradeStatus,
      listingDate: ScenarioDate,
    }),
  ),
  transactions: z.array(
    z.strictObject({
      id: Guid,
      ndc: Ndc,
      price: Positive,
      quantity: Positive,
      date: ScenarioDate,
      sellerPharmacyId: Guid,
      buyerPharmacyId: Guid,
    }),
  ),
})

export type StoreScenario = z.infer<typeof StoreScenarioSchema>

/** Resolves a scenario date (ISO or relative days) against the load time, as an ISO UTC string. */
export function resolveScenarioDate(value: string, now: Date): string {
  const relative = RELATIVE_DATE.exec(value)
  if (!relative) return new Date(value).toISOString()
  const days = Number(relative[2]) * (relative[1] === '-' ? -1 : 1)
  return new Date(now.getTime() + days * 86_400_000).toISOString()
}
