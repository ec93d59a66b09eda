// The marketplace listing response (spec: Resources > Marketplace listing): every field is written; what
// the sandbox does not model (payments, shipping, cancellation details) is null. showOnlyInState is never
// returned; it shows only through stateGroupId.
import type { MarketplaceListing } from '../../src/contract/listings'
import type { ListingStatus } from '../../src/contract/enums'
import type { DrugRow } from '../store/drugs-repository'
import type { ListingRow } from '../store/listings-repository'
import type { PharmacyRow } from '../store/pharmacies-repository'
import { addressOf, drugPackageOf, pricePerQuantity, stateGroupIdOf } from './views'

export type ListingParts = { drug: DrugRow; seller: PharmacyRow | undefined; buyer: PharmacyRow | undefined }

export function listingView(
  row: ListingRow,
  parts: ListingParts,
  withDrugPackage: boolean,
): MarketplaceListing {
  const { drug, seller, buyer } = parts
  return {
    id: row.id,
    sellerPharmacyId: seller?.id ?? null,
    referralGroupId: null,
    stateGroupId: stateGroupIdOf(seller, row.showOnlyInState),
    resultingMarketplaceListingRequestId: null,
    buyerPharmacyName: buyer?.name ?? null,
    buyersMessage: null,
    buyingPharmacyName: buyer?.name ?? null,
    buyingPharmacyDBA: buyer?.dba ?? null,
    cancellationDescription: null,
    drugPackageForm: drug.form,
    drugPackageStrength: drug.strength,
    labelerName: drug.labeler,
    lotNumber: row.lotNumber,
    nationalDrugCode: drug.ndcFormatted,
    nationalDrugCodeNormalized: drug.ndc,
    additionalPackageNotes: row.additionalPackageNotes,
    packageName: drug.packageName,
    quantityUnitQualifier: drug.unit,
    sellerPharmacyName: seller?.name ?? null,
    sellerPharmacyDBA: seller?.dba ?? null,
    gtin: null,
    serialNumber: row.serialNumber,
    buyerPharmacyNationalProviderIdentifier: buyer?.npi ?? null,
    sellerPharmacyNationalProviderIdentifier: seller?.npi ?? null,
    buyingPharmacyPhone: buyer?.phone ?? null,
    sellerPharmacyPhone: seller?.phone ?? null,
    inventoryQuantity: row.quantity,
    price: row.price,
    pricePerQuantity: pricePerQuantity(row.price, row.quantity),
    quantity: row.quantity,
    fullPackage: row.fullPackage,
    originalPackage: row.originalPackage,
    sealedPackage: row.sealedPackage,
    tornPackageLabel: row.tornPackageLabel,
    branded: drug.branded,
    generic: drug.generic,
    cancelledDate: null,
    expirationDate: row.expirationDate,
    listingDate: row.listingDate,
    paymentConfirmedDate: null,
    shippingConfirmDate: null,
    shippingReceivedConfirmDate: null,
    soldDate: null,
    shipByDate: null,
    buyingPharmacyAddress: addressOf(buyer),
    sellerPharmacyAddress: addressOf(seller),
    cancellationReason: null,
    status: row.status as ListingStatus,
    deliveryStatus: null,
    ...(withDrugPackage ? { drugPackage: drugPackageOf(drug) } : {}),
  }
}
