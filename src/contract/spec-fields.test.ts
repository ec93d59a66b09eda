import { describe, expect, it } from 'vitest'
import {
  ActiveReturnSchema,
  BoughtByUserSchema,
  CashOfferImageSchema,
  ShipmentDetailsFromBuyerSchema,
  ShipmentInfoSchema,
} from './cash-offer-parts'
import { CashOfferSchema } from './cash-offers'
import { DraftSearchItemSchema } from './drafts'
import { DrugPackageSchema } from './drug-package'
import { MarketplaceListingSchema } from './listings'

// The field lists of spec "Resources and their fields", copied as written, so a field cannot go missing
// from (or be invented in) a resource schema without this failing.
const words = (s: string) => s.split(/[\s,]+/).filter(Boolean)

const LISTING = words(`id sellerPharmacyId referralGroupId stateGroupId resultingMarketplaceListingRequestId
  buyerPharmacyName buyersMessage buyingPharmacyName buyingPharmacyDBA cancellationDescription drugPackageForm
  drugPackageStrength labelerName lotNumber nationalDrugCode nationalDrugCodeNormalized additionalPackageNotes
  packageName quantityUnitQualifier sellerPharmacyName sellerPharmacyDBA gtin serialNumber
  buyerPharmacyNationalProviderIdentifier sellerPharmacyNationalProviderIdentifier buyingPharmacyPhone sellerPharmacyPhone
  inventoryQuantity price pricePerQuantity quantity fullPackage originalPackage sealedPackage tornPackageLabel branded generic
  cancelledDate expirationDate listingDate paymentConfirmedDate shippingConfirmDate shippingReceivedConfirmDate soldDate
  shipByDate buyingPharmacyAddress sellerPharmacyAddress cancellationReason status deliveryStatus`)

const CASH_OFFER = words(`id, buyerPharmacyId, pharmacyPaymentAccountPaymentEventAttemptId, sellerPharmacyId,
  sellerPharmacyNetworkId, bundleId, stateGroupId, resultingMarketplaceListingRequestId, evergreenCashOfferPreferencesId,
  createdByGroupId, buyerPharmacyName, buyerPharmacyGln, buyersMessage, buyingPharmacyCityState, buyingPharmacyName,
  buyingPharmacyDBA, buyingPharmacyUser, cancellationDescription, drugPackageForm, drugPackageStrength, labelerName,
  lotNumber, nationalDrugCode, nationalDrugCodeNormalized, drugPackageDescription, packageDescription, packageName,
  quantityUnitQualifier, sellerPharmacyCityState, sellerPharmacyName, sellerPharmacyGln, sellerPharmacyDBA,
  sellerPharmacyStateLicenseFileName, gtin, serialNumber, shippedPicturePath, receivedPicturePath, listingCode,
  shippingType, receivedBy, certificationFileName, certificationFilePath, buyerPharmacyNationalProviderIdentifier,
  sellerPharmacyNationalProviderIdentifier, buyingPharmacyPhone, sellerPharmacyPhone, sellerPharmacySeqId,
  inventoryQuantity, price, pricePerQuantity, quantity, nadacPrice, nadacPercentage, savingPrice, calculatedSavings,
  wholesalePercentage, wholesaleSavingPrice, ndcQuantity, pickupPrice, rating, buyingPharmacyIsFavorite, fullPackage,
  originalPackage, sealedPackage, tornPackageLabel, isExpired, sellerPaysShipping, sellerPharmacyIsFavorite,
  requiresBuyersConfirmation, isRequestableItem, shipmentDetailsFromBuyerMatch, branded, generic, isGreatDeal, isPrimary,
  isSellerPharmacyColdChainCertified, pickupWasPurchased, isCertified, hasCertifiedListings,
  hasListingFromFavoritePharmacy, isColdChain, isAssociatedByCurrentAdmin, hasPendingCashOffer, hasReturn,
  isSellerLicensedInState, serializationVerified, populatedByTwoDScan, cancelledDate, expirationDate, listingDate,
  paymentConfirmedDate, saleConfirmedBySellerDate, shippingConfirmDate, shippingReceivedConfirmDate, soldDate,
  buyingPharmacyAcceptedPriceDate, nadacLastUpdated, shipByDate, chainExclusiveUntil, cancellationReason,
  sellerBulkSaleType, status, paymentStatus, shipmentConfirmationType, deliveryStatus, returnStatus,
  buyingPharmacyAddress, sellerPharmacyAddress, boughtByUser, shipmentInfo, drugPackage, shipmentDetailsFromBuyer,
  images, activeReturn`)

const DRAFT_ITEM =
  words(`nationalDrugCodeNormalized nationalDrugCode drugPackageForm drugPackageStrength labelerName
  packageDescription packageName sellerPharmacyDBA quantityUnitQualifier lotNumber price quantity expirationDate
  sealedPackage originalPackage tornPackageLabel fullPackage`)

const keys = (shape: object) => Object.keys(shape).sort()

describe('every spec field is in its resource schema, plus only the named sandbox extensions', () => {
  it('marketplace listing (+ drugPackage)', () => {
    expect(keys(MarketplaceListingSchema.shape)).toEqual([...LISTING, 'drugPackage'].sort())
  })

  it('cash offer (+ shippingRequestMethod, maxShippingPrice)', () => {
    expect(CASH_OFFER).toHaveLength(114)
    expect(keys(CashOfferSchema.shape)).toEqual(
      [...CASH_OFFER, 'shippingRequestMethod', 'maxShippingPrice'].sort(),
    )
  })

  it('draft search item (+ id)', () => {
    expect(keys(DraftSearchItemSchema.shape)).toEqual([...DRAFT_ITEM, 'id'].sort())
  })
})

// spec: Resources > Cash offer > Object fields, as written (types removed).
const NESTED = {
  boughtByUser: [
    BoughtByUserSchema,
    `id savedByUserId cityAndState displayName firstName lastName phone storeCount
    acceptedTermsAndConditionsDate ipAddress userName userOnboardingStatus userSystemRole dateCreated dateModified
    pharmacyNetworkRole pharmacyNetworkId`,
  ],
  shipmentInfo: [
    ShipmentInfoSchema,
    `dateShippingLabelCreated shipmentHasBeenPurchased shippingCarrier trackingCode
    trackingLink usingUserDefinedShippingInfo deliveryDays service shipmentPrice shippingLabelUrl`,
  ],
  drugPackage: [
    DrugPackageSchema,
    `canBeSoldOnTheMarketplace drugBankConceptId drugBankConceptTitle drugNameDesc
    drugPackageForm drugPackageStrength genericMedID genericMedIDDesc imgUrlLarge imgUrlMedium imgUrlThumb imgUrlTiny
    labelerName minimumDispenseQuantity nationalDrugCode nationalDrugCodeNormalized packageDescription packageName
    packageQuantity packageSize packageSizeUnitsCodeDesc quantityUnitQualifier schedule nadacPrice branded generic isRems
    prescribableName isPrescription drugStorageConditionType updatedAt requireFullTrackingInfo noPartialsAllowed
    requiresCertification requireScan`,
  ],
  shipmentDetailsFromBuyer: [
    ShipmentDetailsFromBuyerSchema,
    'expirationDate lotNumber gtin serialNumber nationalDrugCode',
  ],
  images: [CashOfferImageSchema, 'id savedByUserId path'],
  activeReturn: [ActiveReturnSchema, 'returnId status shippedDate trackingCode shippingCarrier'],
} as const

describe('every field of the cash offer nested objects', () => {
  for (const [name, [schema, fields]] of Object.entries(NESTED)) {
    it(name, () => {
      expect(keys(schema.shape)).toEqual(words(fields).sort())
    })
  }
})
