import { z } from 'zod/mini'
import {
  ActiveReturnSchema,
  BoughtByUserSchema,
  CashOfferImageSchema,
  ShipmentDetailsFromBuyerSchema,
  ShipmentInfoSchema,
  cashOfferDetailShape,
} from './cash-offer-parts'
import { AddressSchema, DateTimeSchema, DecimalSchema, GuidSchema, NpiNumberSchema } from './common'
import { DrugPackageSchema } from './drug-package'
import { CashOfferStatusSchema, ShippingRequestMethodSchema, type ShippingRequestMethod } from './enums'
import { addProblems, type FieldProblem } from './errors'
import {
  futureDateFieldProblems,
  npiFieldProblems,
  optionalTextProblems,
  positivePriceProblems,
} from './field-rules'
import { quantityCheck } from './quantity'
import { LIMITS } from './strings'

export { DrugPackageSchema, type DrugPackage } from './drug-package'

// spec: Resources > Cash offer. Nullability is not shown beyond stateGroupId, so:
// - never null: id, status and price (they identify the offer; price is required by the update body);
// - required but nullable: what the sandbox always writes — the parties, the drug, the package
//   conditions and the dates of the offer;
// - nullish (may be absent): the long tail (payment, shipping, ratings, savings, certification…),
//   which the sandbox does not model. The object is not strict: unknown fields pass.
export const CashOfferSchema = z.object({
  id: GuidSchema,
  status: CashOfferStatusSchema,
  price: z.number(),
  buyerPharmacyId: z.nullable(GuidSchema),
  createdByGroupId: z.nullable(GuidSchema),
  // GUID when saved with showOnlyInState = true, null when false (spec: Cash offer, note).
  stateGroupId: z.nullable(GuidSchema),
  nationalDrugCode: z.nullable(z.string()),
  nationalDrugCodeNormalized: z.nullable(z.string()),
  packageName: z.nullable(z.string()),
  quantity: z.nullable(z.number()),
  fullPackage: z.nullable(z.boolean()),
  sealedPackage: z.nullable(z.boolean()),
  originalPackage: z.nullable(z.boolean()),
  tornPackageLabel: z.nullable(z.boolean()),
  expirationDate: z.nullable(DateTimeSchema),
  listingDate: z.nullable(DateTimeSchema),
  shipByDate: z.nullable(DateTimeSchema),
  buyerPharmacyNationalProviderIdentifier: z.nullable(NpiNumberSchema),
  buyingPharmacyName: z.nullable(z.string()),
  ...cashOfferDetailShape,
  // spec: Object fields.
  buyingPharmacyAddress: z.nullish(AddressSchema),
  sellerPharmacyAddress: z.nullish(AddressSchema),
  boughtByUser: z.nullish(BoughtByUserSchema),
  shipmentInfo: z.nullish(ShipmentInfoSchema),
  drugPackage: z.nullish(DrugPackageSchema),
  shipmentDetailsFromBuyer: z.nullish(ShipmentDetailsFromBuyerSchema),
  images: z.nullish(z.array(CashOfferImageSchema)),
  activeReturn: z.nullish(ActiveReturnSchema),
  // Sandbox extensions: the offer's ShippingRequestMethod, named by spec Endpoints > 4 but not returned
  // there, and its maxShippingPrice, so the edit form can apply the conditional rule before sending.
  shippingRequestMethod: z.optional(ShippingRequestMethodSchema),
  maxShippingPrice: z.optional(z.nullable(z.number())),
})
export type CashOffer = z.infer<typeof CashOfferSchema>

// spec: Endpoints > 4 — request body, layer 1 ("shape"): required keys and JSON types only (a failure
// is a request-shape error, shape 3). maxShippingPrice is "conditional", so optional and nullable here;
// requireCertificationFile's type is not shown and only null is sent: null or a flag.
export const UpdateCashOfferBodySchema = z.object({
  buyingPharmacyNpi: NpiNumberSchema,
  minimalExpirationDate: z.string(),
  price: DecimalSchema,
  requireFullPackage: z.boolean(),
  requestedQuantity: DecimalSchema,
  requireSealedPackage: z.boolean(),
  requireOriginalPackage: z.boolean(),
  requireIntactPackageLabel: z.boolean(),
  maxShippingPrice: z.nullish(DecimalSchema),
  shipByDate: z.nullish(z.string()),
  buyingPharmacyMessage: z.nullish(z.string()),
  showOnlyInState: z.optional(z.boolean()),
  requireCertificationFile: z.nullish(z.boolean()),
})
export type UpdateCashOfferBody = z.infer<typeof UpdateCashOfferBodySchema>

// packageSize and shippingRequestMethod come from the existing offer and its drug. When the method is
// undefined (not known yet, e.g. the form against a service without the GET extension) the
// method-dependent maxShippingPrice rule is skipped; null means the offer has no method, i.e. not Medium.
export type CashOfferRulesContext = {
  now: Date
  packageSize?: number | null
  shippingRequestMethod?: ShippingRequestMethod | null
}

/** spec: Endpoints > 4 — "required and positive when … Medium; null or 0 otherwise". */
export function maxShippingPriceProblems(
  value: number | null | undefined,
  method: ShippingRequestMethod | null | undefined,
): FieldProblem[] {
  const field = 'maxShippingPrice'
  const provided = value !== null && value !== undefined
  if (method === 'Medium') {
    if (!provided) {
      return [
        { field, code: 'NotEmptyValidator', message: 'Max shipping price is required for Medium shipping.' },
      ]
    }
    return value > 0
      ? []
      : [
          {
            field,
            code: 'GreaterThanValidator',
            message: 'Max shipping price must be greater than 0 for Medium shipping.',
          },
        ]
  }
  if (method === undefined) {
    // Method unknown: only what holds under either method — never negative.
    return provided && value < 0
      ? [{ field, code: 'GreaterThanOrEqualValidator', message: 'Max shipping price cannot be negative.' }]
      : []
  }
  return !provided || value === 0
    ? []
    : [
        {
          field,
          code: 'PredicateValidator',
          message: 'Max shipping price applies only to Medium shipping. Leave it empty.',
        },
      ]
}

export function cashOfferBodyProblems(body: UpdateCashOfferBody, ctx: CashOfferRulesContext): FieldProblem[] {
  const quantity = quantityCheck(
    body.requireFullPackage,
    body.requestedQuantity,
    ctx.packageSize,
    'Requested quantity',
  )
  const shipBy =
    body.shipByDate === null || body.shipByDate === undefined
      ? []
      : futureDateFieldProblems('shipByDate', 'Ship-by date', body.shipByDate, ctx.now)
  return [
    ...npiFieldProblems('buyingPharmacyNpi', body.buyingPharmacyNpi),
    ...futureDateFieldProblems(
      'minimalExpirationDate',
      'Earliest expiration date',
      body.minimalExpirationDate,
      ctx.now,
    ),
    ...positivePriceProblems('price', 'Price', body.price),
    ...(quantity ? [{ field: 'requestedQuantity', ...quantity }] : []),
    ...maxShippingPriceProblems(body.maxShippingPrice, ctx.shippingRequestMethod),
    ...shipBy,
    ...optionalTextProblems(
      'buyingPharmacyMessage',
      'Message to the seller',
      body.buyingPharmacyMessage,
      LIMITS.cashOffer.buyingPharmacyMessage,
    ),
  ]
}

/** Layer 3: shape + value rules at their fields (what a form's zodResolver uses). */
export function updateCashOfferBodySchema(ctx: CashOfferRulesContext) {
  return UpdateCashOfferBodySchema.check(
    z.superRefine((body, c) => addProblems(cashOfferBodyProblems(body, ctx), c)),
  )
}
