import { z } from 'zod'
import { DateTimeSchema, GuidSchema, nullishKeys } from './common'

// spec: Resources > Cash offer > Object fields — the nested objects other than drugPackage
// (drug-package.ts) and the addresses (common.ts). They describe users, shipping, returns and images,
// which the sandbox does not model, so every member is nullish: present-or-null from the real
// service, absent from the sandbox, and never a reason to reject a whole response.

export const BoughtByUserSchema = z.object({
  ...nullishKeys(['id', 'savedByUserId', 'pharmacyNetworkId'], GuidSchema),
  ...nullishKeys(
    ['cityAndState', 'displayName', 'firstName', 'lastName', 'phone', 'ipAddress', 'userName'],
    z.string(),
  ),
  // Integer codes whose value sets are not shown: any integer.
  ...nullishKeys(['storeCount', 'userOnboardingStatus', 'userSystemRole', 'pharmacyNetworkRole'], z.number().int()),
  ...nullishKeys(['acceptedTermsAndConditionsDate', 'dateCreated', 'dateModified'], DateTimeSchema),
})
export type BoughtByUser = z.infer<typeof BoughtByUserSchema>

export const ShipmentInfoSchema = z.object({
  dateShippingLabelCreated: DateTimeSchema.nullish(),
  ...nullishKeys(['shipmentHasBeenPurchased', 'usingUserDefinedShippingInfo'], z.boolean()),
  ...nullishKeys(['shippingCarrier', 'trackingCode', 'trackingLink', 'service', 'shippingLabelUrl'], z.string()),
  deliveryDays: z.number().int().nullish(),
  shipmentPrice: z.number().nullish(),
})
export type ShipmentInfo = z.infer<typeof ShipmentInfoSchema>

export const ShipmentDetailsFromBuyerSchema = z.object({
  expirationDate: DateTimeSchema.nullish(),
  ...nullishKeys(['lotNumber', 'gtin', 'serialNumber', 'nationalDrugCode'], z.string()),
})
export type ShipmentDetailsFromBuyer = z.infer<typeof ShipmentDetailsFromBuyerSchema>

export const CashOfferImageSchema = z.object({
  ...nullishKeys(['id', 'savedByUserId'], GuidSchema),
  path: z.string().nullish(),
})
export type CashOfferImage = z.infer<typeof CashOfferImageSchema>

export const ActiveReturnSchema = z.object({
  returnId: GuidSchema.nullish(),
  // "status integer": the return's value set is not assigned in the spec, so any integer.
  status: z.number().int().nullish(),
  shippedDate: DateTimeSchema.nullish(),
  ...nullishKeys(['trackingCode', 'shippingCarrier'], z.string()),
})
export type ActiveReturn = z.infer<typeof ActiveReturnSchema>
