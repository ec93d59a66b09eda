import { z } from 'zod/mini'
import { AddressSchema, DateTimeSchema, DecimalSchema, GuidSchema, NpiNumberSchema } from './common'
import { DrugPackageSchema } from './drug-package'
import { CancellationReasonSchema, DeliveryStatusSchema, ListingStatusSchema } from './enums'
import { addProblems, type FieldProblem } from './errors'
import {
  futureDateFieldProblems,
  npiFieldProblems,
  optionalTextProblems,
  positivePriceProblems,
  requiredTextProblems,
} from './field-rules'
import { ndcProblem } from './ndc'
import { quantityCheck } from './quantity'
import { LIMITS } from './strings'

// spec: Resources > Marketplace listing. Nullability is not shown beyond stateGroupId, so:
// - never null: id and status (they identify the object) and the values the update body requires and
//   has just validated (lotNumber, expirationDate, price, quantity and the three package flags);
// - required but nullable: the rest of what the sandbox always writes (drug, seller, stateGroupId…);
// - nullish (may be absent): buyer, payment, shipping and cancellation details, which exist only after a
//   sale and which the sandbox does not model. The object is not strict: unknown fields pass.
export const MarketplaceListingSchema = z.object({
  id: GuidSchema,
  status: ListingStatusSchema,
  lotNumber: z.string(),
  expirationDate: DateTimeSchema,
  price: z.number(),
  quantity: z.number(),
  fullPackage: z.boolean(),
  sealedPackage: z.boolean(),
  originalPackage: z.boolean(),
  tornPackageLabel: z.nullable(z.boolean()),
  sellerPharmacyId: z.nullable(GuidSchema),
  // GUID when saved with showOnlyInState = true, null when false (spec: Marketplace listing, note).
  stateGroupId: z.nullable(GuidSchema),
  nationalDrugCode: z.nullable(z.string()),
  nationalDrugCodeNormalized: z.nullable(z.string()),
  packageName: z.nullable(z.string()),
  drugPackageForm: z.nullable(z.string()),
  drugPackageStrength: z.nullable(z.string()),
  labelerName: z.nullable(z.string()),
  quantityUnitQualifier: z.nullable(z.string()),
  branded: z.nullable(z.boolean()),
  generic: z.nullable(z.boolean()),
  serialNumber: z.nullable(z.string()),
  additionalPackageNotes: z.nullable(z.string()),
  pricePerQuantity: z.nullable(z.number()),
  listingDate: z.nullable(DateTimeSchema),
  sellerPharmacyName: z.nullable(z.string()),
  sellerPharmacyDBA: z.nullable(z.string()),
  sellerPharmacyNationalProviderIdentifier: z.nullable(NpiNumberSchema),
  sellerPharmacyPhone: z.nullable(z.int()),
  sellerPharmacyAddress: z.nullable(AddressSchema),
  referralGroupId: z.nullish(GuidSchema),
  resultingMarketplaceListingRequestId: z.nullish(GuidSchema),
  buyerPharmacyName: z.nullish(z.string()),
  buyersMessage: z.nullish(z.string()),
  buyingPharmacyName: z.nullish(z.string()),
  buyingPharmacyDBA: z.nullish(z.string()),
  buyerPharmacyNationalProviderIdentifier: z.nullish(NpiNumberSchema),
  buyingPharmacyPhone: z.nullish(z.int()),
  buyingPharmacyAddress: z.nullish(AddressSchema),
  cancellationDescription: z.nullish(z.string()),
  cancellationReason: z.nullish(CancellationReasonSchema),
  gtin: z.nullish(z.string()),
  inventoryQuantity: z.nullish(z.number()),
  cancelledDate: z.nullish(DateTimeSchema),
  paymentConfirmedDate: z.nullish(DateTimeSchema),
  shippingConfirmDate: z.nullish(DateTimeSchema),
  shippingReceivedConfirmDate: z.nullish(DateTimeSchema),
  soldDate: z.nullish(DateTimeSchema),
  shipByDate: z.nullish(DateTimeSchema),
  deliveryStatus: z.nullish(DeliveryStatusSchema),
  // Sandbox extension (GET /marketplace-listings/{id}): the drug package, for the quantity upper bound.
  drugPackage: z.nullish(DrugPackageSchema),
})
export type MarketplaceListing = z.infer<typeof MarketplaceListingSchema>

// spec: Endpoints > 1 — request body, layer 1 ("shape"): required keys and JSON types only. A body that
// fails this is a request-shape error (shape 3); value rules are in listingBodyProblems (shape 2).
// Optional strings accept null ("if provided" means present and non-null). populatedByTwoDScan's
// declared type is not shown and only null is sent; a flag is what its name says, so null or boolean.
export const UpdateListingBodySchema = z.object({
  pharmacyNPI: NpiNumberSchema,
  expirationDate: z.string(),
  lotNumber: z.string(),
  price: DecimalSchema,
  fullPackage: z.boolean(),
  quantity: DecimalSchema,
  sealedPackage: z.boolean(),
  originalPackage: z.boolean(),
  tornPackageLabel: z.optional(z.boolean()),
  serialNumber: z.nullish(z.string()),
  additionalPackageNotes: z.nullish(z.string()),
  showOnlyInState: z.optional(z.boolean()),
  populatedByTwoDScan: z.nullish(z.boolean()),
})
export type UpdateListingBody = z.infer<typeof UpdateListingBodySchema>

// Sandbox choice (spec: Referenced operations — "request and response shape: not shown"): creating a
// listing takes the update body plus the drug's NDC, and answers 201 with the listing.
export const CreateListingBodySchema = z.extend(UpdateListingBodySchema, { nationalDrugCode: z.string() })
export type CreateListingBody = z.infer<typeof CreateListingBodySchema>

// spec: Endpoints > 1 — the value rules of the body (layer 2). Each broken rule is one FieldProblem,
// reported by the sandbox as a shape-2 item and by forms at the field. packageSize is known only where
// the drug is known; without it the quantity's upper bound is left to the server.
export type ListingRulesContext = { now: Date; packageSize?: number | null }

export function listingBodyProblems(body: UpdateListingBody, ctx: ListingRulesContext): FieldProblem[] {
  const limits = LIMITS.listing
  const quantity = quantityCheck(body.fullPackage, body.quantity, ctx.packageSize)
  return [
    ...npiFieldProblems('pharmacyNPI', body.pharmacyNPI),
    ...futureDateFieldProblems('expirationDate', 'Expiration date', body.expirationDate, ctx.now),
    ...requiredTextProblems('lotNumber', 'Lot number', body.lotNumber, limits.lotNumber),
    ...positivePriceProblems('price', 'Price', body.price),
    ...(quantity ? [{ field: 'quantity', ...quantity }] : []),
    ...optionalTextProblems('serialNumber', 'Serial number', body.serialNumber, limits.serialNumber),
    ...optionalTextProblems(
      'additionalPackageNotes',
      'Additional package notes',
      body.additionalPackageNotes,
      limits.additionalPackageNotes,
    ),
  ]
}

/** Layer 3: shape + value rules at their fields (what a form's zodResolver uses). */
export function updateListingBodySchema(ctx: ListingRulesContext) {
  return UpdateListingBodySchema.check(
    z.superRefine((body, c) => addProblems(listingBodyProblems(body, ctx), c)),
  )
}

/** Create = update rules + the NDC must be valid (sandbox choice, see CreateListingBodySchema). */
export function createListingBodyProblems(body: CreateListingBody, ctx: ListingRulesContext): FieldProblem[] {
  const reason = ndcProblem(body.nationalDrugCode)
  const ndc = reason ? [{ field: 'nationalDrugCode', code: 'PredicateValidator', message: reason }] : []
  return [...ndc, ...listingBodyProblems(body, ctx)]
}

export function createListingBodySchema(ctx: ListingRulesContext) {
  return CreateListingBodySchema.check(
    z.superRefine((body, c) => addProblems(createListingBodyProblems(body, ctx), c)),
  )
}
