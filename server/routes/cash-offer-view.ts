// The cash offer response (spec: Resources > Cash offer). Every field is written; what the sandbox does not
// model is null. The offer's conditions map onto the package fields: expirationDate = minimalExpirationDate,
// quantity = requestedQuantity, fullPackage/sealedPackage/originalPackage = the require* flags, and
// tornPackageLabel = !requireIntactPackageLabel (a torn label is acceptable). showOnlyInState is never
// returned; it shows only through stateGroupId. shippingRequestMethod and maxShippingPrice are extensions.
import type { CashOffer } from '../../src/contract/cash-offers'
import type { CashOfferStatus } from '../../src/contract/enums'
import type { CashOfferRow } from '../store/cash-offers-repository'
import type { DrugRow } from '../store/drugs-repository'
import type { PharmacyRow } from '../store/pharmacies-repository'
import { addressOf, drugPackageOf, pricePerQuantity, stateGroupIdOf } from './views'

const UNMODELLED = [
  'pharmacyPaymentAccountPaymentEventAttemptId', 'sellerPharmacyId', 'sellerPharmacyNetworkId', 'bundleId',
  'resultingMarketplaceListingRequestId', 'evergreenCashOfferPreferencesId', 'buyingPharmacyUser', 'cancellationDescription',
  'lotNumber', 'sellerPharmacyCityState', 'sellerPharmacyName', 'sellerPharmacyGln', 'sellerPharmacyDBA',
  'sellerPharmacyStateLicenseFileName', 'gtin', 'serialNumber', 'shippedPicturePath', 'receivedPicturePath', 'listingCode',
  'shippingType', 'receivedBy', 'certificationFileName', 'certificationFilePath', 'sellerPharmacyNationalProviderIdentifier',
  'sellerPharmacyPhone', 'sellerPharmacySeqId', 'nadacPercentage', 'savingPrice', 'calculatedSavings', 'wholesalePercentage',
  'wholesaleSavingPrice', 'pickupPrice', 'rating', 'buyingPharmacyIsFavorite', 'sellerPaysShipping', 'sellerPharmacyIsFavorite',
  'requiresBuyersConfirmation', 'isRequestableItem', 'shipmentDetailsFromBuyerMatch', 'isGreatDeal', 'isPrimary',
  'isSellerPharmacyColdChainCertified', 'pickupWasPurchased', 'isCertified', 'hasCertifiedListings',
  'hasListingFromFavoritePharmacy', 'isColdChain', 'isAssociatedByCurrentAdmin', 'hasReturn', 'isSellerLicensedInState',
  'serializationVerified', 'populatedByTwoDScan', 'cancelledDate', 'paymentConfirmedDate', 'saleConfirmedBySellerDate',
  'shippingConfirmDate', 'shippingReceivedConfirmDate', 'soldDate', 'buyingPharmacyAcceptedPriceDate', 'chainExclusiveUntil',
  'cancellationReason', 'sellerBulkSaleType', 'paymentStatus', 'shipmentConfirmationType', 'deliveryStatus', 'returnStatus',
  'sellerPharmacyAddress', 'boughtByUser', 'shipmentInfo', 'shipmentDetailsFromBuyer', 'activeReturn',
] as const

export type CashOfferParts = { drug: DrugRow; buyer: PharmacyRow | undefined; now: Date }

export function cashOfferView(row: CashOfferRow, parts: CashOfferParts): CashOffer {
  const { drug, buyer, now } = parts
  const unmodelled = Object.fromEntries(UNMODELLED.map((key) => [key, null]))
  const cityState = buyer && buyer.city && buyer.stateAcronym ? `${buyer.city}, ${buyer.stateAcronym}` : null
  return {
    ...unmodelled,
    id: row.id,
    status: row.status as CashOfferStatus,
    price: row.price,
    buyerPharmacyId: buyer?.id ?? null,
    createdByGroupId: row.createdByGroupId,
    stateGroupId: stateGroupIdOf(buyer, row.showOnlyInState),
    nationalDrugCode: drug.ndcFormatted,
    nationalDrugCodeNormalized: drug.ndc,
    packageName: drug.packageName,
    drugPackageForm: drug.form,
    drugPackageStrength: drug.strength,
    labelerName: drug.labeler,
    drugPackageDescription: drug.packageDescription,
    packageDescription: drug.packageDescription,
    quantityUnitQualifier: drug.unit,
    branded: drug.branded,
    generic: drug.generic,
    nadacPrice: drug.nadacPrice,
    nadacLastUpdated: null,
    quantity: row.requestedQuantity,
    ndcQuantity: row.requestedQuantity,
    inventoryQuantity: null,
    pricePerQuantity: pricePerQuantity(row.price, row.requestedQuantity),
    fullPackage: row.requireFullPackage,
    sealedPackage: row.requireSealedPackage,
    originalPackage: row.requireOriginalPackage,
    tornPackageLabel: !row.requireIntactPackageLabel,
    expirationDate: row.minimalExpirationDate,
    isExpired: Date.parse(row.minimalExpirationDate) <= now.getTime(),
    listingDate: row.listingDate,
    shipByDate: row.shipByDate,
    buyersMessage: row.buyingPharmacyMessage,
    buyerPharmacyNationalProviderIdentifier: buyer?.npi ?? null,
    buyerPharmacyName: buyer?.name ?? null,
    buyerPharmacyGln: buyer?.gln ?? null,
    buyingPharmacyName: buyer?.name ?? null,
    buyingPharmacyDBA: buyer?.dba ?? null,
    buyingPharmacyCityState: cityState,
    buyingPharmacyPhone: buyer?.phone ?? null,
    buyingPharmacyAddress: addressOf(buyer),
    hasPendingCashOffer: row.status === 0,
    drugPackage: drugPackageOf(drug),
    images: [],
    shippingRequestMethod: row.shippingRequestMethod,
    maxShippingPrice: row.maxShippingPrice,
  }
}
