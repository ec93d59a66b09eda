import { z } from 'zod/mini'
import { DateTimeSchema, GuidSchema, NpiNumberSchema, nullishKeys } from './common'
import { CancellationReasonSchema, CashOfferMinorEnumSchema, DeliveryStatusSchema } from './enums'

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
  ...nullishKeys(['storeCount', 'userOnboardingStatus', 'userSystemRole', 'pharmacyNetworkRole'], z.int()),
  ...nullishKeys(['acceptedTermsAndConditionsDate', 'dateCreated', 'dateModified'], DateTimeSchema),
})
export type BoughtByUser = z.infer<typeof BoughtByUserSchema>

export const ShipmentInfoSchema = z.object({
  dateShippingLabelCreated: z.nullish(DateTimeSchema),
  ...nullishKeys(['shipmentHasBeenPurchased', 'usingUserDefinedShippingInfo'], z.boolean()),
  ...nullishKeys(
    ['shippingCarrier', 'trackingCode', 'trackingLink', 'service', 'shippingLabelUrl'],
    z.string(),
  ),
  deliveryDays: z.nullish(z.int()),
  shipmentPrice: z.nullish(z.number()),
})
export type ShipmentInfo = z.infer<typeof ShipmentInfoSchema>

export const ShipmentDetailsFromBuyerSchema = z.object({
  expirationDate: z.nullish(DateTimeSchema),
  ...nullishKeys(['lotNumber', 'gtin', 'serialNumber', 'nationalDrugCode'], z.string()),
})
export type ShipmentDetailsFromBuyer = z.infer<typeof ShipmentDetailsFromBuyerSchema>

export const CashOfferImageSchema = z.object({
  ...nullishKeys(['id', 'savedByUserId'], GuidSchema),
  path: z.nullish(z.string()),
})
export type CashOfferImage = z.infer<typeof CashOfferImageSchema>

export const ActiveReturnSchema = z.object({
  returnId: z.nullish(GuidSchema),
  // "status integer": the return's value set is not assigned in the spec, so any integer.
  status: z.nullish(z.int()),
  shippedDate: z.nullish(DateTimeSchema),
  ...nullishKeys(['trackingCode', 'shippingCarrier'], z.string()),
})
export type ActiveReturn = z.infer<typeof ActiveReturnSchema>

// spec: Resources > Cash offer — the long tail of scalar fields, listed by type as the spec lists them
// (less the core fields in CashOfferSchema). The sandbox does not model payments, shipping, ratings,
// savings or certification, so all of these are nullish.
export const cashOfferDetailShape = {
  ...nullishKeys(
    [
      'pharmacyPaymentAccountPaymentEventAttemptId',
      'sellerPharmacyId',
      'sellerPharmacyNetworkId',
      'bundleId',
      'resultingMarketplaceListingRequestId',
      'evergreenCashOfferPreferencesId',
    ],
    GuidSchema,
  ),
  // spec: String fields (less the ones above).
  ...nullishKeys(
    [
      'buyerPharmacyName',
      'buyerPharmacyGln',
      'buyersMessage',
      'buyingPharmacyCityState',
      'buyingPharmacyDBA',
      'buyingPharmacyUser',
      'cancellationDescription',
      'drugPackageForm',
      'drugPackageStrength',
      'labelerName',
      'lotNumber',
      'drugPackageDescription',
      'packageDescription',
      'quantityUnitQualifier',
      'sellerPharmacyCityState',
      'sellerPharmacyName',
      'sellerPharmacyGln',
      'sellerPharmacyDBA',
      'sellerPharmacyStateLicenseFileName',
      'gtin',
      'serialNumber',
      'shippedPicturePath',
      'receivedPicturePath',
      'listingCode',
      'shippingType',
      'receivedBy',
      'certificationFileName',
      'certificationFilePath',
    ],
    z.string(),
  ),
  // spec: Integer fields. Phones are sent as integers; seqId is an ordinal.
  sellerPharmacyNationalProviderIdentifier: z.nullish(NpiNumberSchema),
  ...nullishKeys(['buyingPharmacyPhone', 'sellerPharmacyPhone', 'sellerPharmacySeqId'], z.int()),
  // spec: Number fields (less price and quantity).
  ...nullishKeys(
    [
      'inventoryQuantity',
      'pricePerQuantity',
      'nadacPrice',
      'nadacPercentage',
      'savingPrice',
      'calculatedSavings',
      'wholesalePercentage',
      'wholesaleSavingPrice',
      'ndcQuantity',
      'pickupPrice',
      'rating',
    ],
    z.number(),
  ),
  // spec: Boolean fields (less the four package flags).
  ...nullishKeys(
    [
      'buyingPharmacyIsFavorite',
      'isExpired',
      'sellerPaysShipping',
      'sellerPharmacyIsFavorite',
      'requiresBuyersConfirmation',
      'isRequestableItem',
      'shipmentDetailsFromBuyerMatch',
      'branded',
      'generic',
      'isGreatDeal',
      'isPrimary',
      'isSellerPharmacyColdChainCertified',
      'pickupWasPurchased',
      'isCertified',
      'hasCertifiedListings',
      'hasListingFromFavoritePharmacy',
      'isColdChain',
      'isAssociatedByCurrentAdmin',
      'hasPendingCashOffer',
      'hasReturn',
      'isSellerLicensedInState',
      'serializationVerified',
      'populatedByTwoDScan',
    ],
    z.boolean(),
  ),
  // spec: date-time fields (less the three above).
  ...nullishKeys(
    [
      'cancelledDate',
      'paymentConfirmedDate',
      'saleConfirmedBySellerDate',
      'shippingConfirmDate',
      'shippingReceivedConfirmDate',
      'soldDate',
      'buyingPharmacyAcceptedPriceDate',
      'nadacLastUpdated',
      'chainExclusiveUntil',
    ],
    DateTimeSchema,
  ),
  // spec: Integer enumeration fields. cancellationReason is assigned {1-6}; deliveryStatus takes the
  // listing's {0-9}; the other four take any value of the unassigned sets (see enums.ts).
  cancellationReason: z.nullish(CancellationReasonSchema),
  deliveryStatus: z.nullish(DeliveryStatusSchema),
  ...nullishKeys(
    ['sellerBulkSaleType', 'paymentStatus', 'shipmentConfirmationType', 'returnStatus'],
    CashOfferMinorEnumSchema,
  ),
}
