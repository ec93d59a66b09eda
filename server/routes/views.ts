// Pieces shared by the response builders: addresses, the drug package and the state group id.
import { createHash } from 'node:crypto'
import type { Address } from '../../src/contract/common'
import type { DrugPackage } from '../../src/contract/drug-package'
import type { DrugRow } from '../store/drugs-repository'
import type { PharmacyRow } from '../store/pharmacies-repository'

export function addressOf(pharmacy: PharmacyRow | undefined): Address | null {
  if (!pharmacy) return null
  return {
    city: pharmacy.city,
    line1: pharmacy.line1,
    line2: pharmacy.line2,
    postalCode: pharmacy.postalCode,
    stateAcronym: pharmacy.stateAcronym,
  }
}

/**
 * spec: Resources > Marketplace listing / Cash offer: stateGroupId is a GUID when the object was saved with
 * showOnlyInState = true and null when false. The sandbox has one state group per US state; its id is
 * derived from the state code (name-based, SHA-1) so it is stable across restarts and databases.
 */
export function stateGroupIdOf(pharmacy: PharmacyRow | undefined, showOnlyInState: boolean): string | null {
  if (!showOnlyInState) return null
  const state = (pharmacy?.stateAcronym ?? 'unknown').toUpperCase()
  const hex = createHash('sha1').update(`pharmacy-marketplace/state-group/${state}`).digest('hex')
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`
}

/** Every member of the spec's drugPackage; what the sandbox does not model (images, DrugBank, schedule) is null. */
export function drugPackageOf(drug: DrugRow): DrugPackage {
  return {
    canBeSoldOnTheMarketplace: true,
    drugBankConceptId: null,
    drugBankConceptTitle: null,
    drugNameDesc: `${drug.packageName} ${drug.strength} ${drug.form}`,
    drugPackageForm: drug.form,
    drugPackageStrength: drug.strength,
    genericMedID: null,
    genericMedIDDesc: null,
    imgUrlLarge: null,
    imgUrlMedium: null,
    imgUrlThumb: null,
    imgUrlTiny: null,
    labelerName: drug.labeler,
    minimumDispenseQuantity: null,
    nationalDrugCode: drug.ndcFormatted,
    nationalDrugCodeNormalized: drug.ndc,
    packageDescription: drug.packageDescription,
    packageName: drug.packageName,
    packageQuantity: drug.packageSize,
    packageSize: drug.packageSize,
    packageSizeUnitsCodeDesc: null,
    quantityUnitQualifier: drug.unit,
    schedule: null,
    nadacPrice: drug.nadacPrice,
    branded: drug.branded,
    generic: drug.generic,
    isRems: null,
    prescribableName: null,
    isPrescription: null,
    drugStorageConditionType: null,
    updatedAt: null,
    requireFullTrackingInfo: null,
    noPartialsAllowed: false,
    requiresCertification: false,
    requireScan: drug.requireScan,
  }
}

/** Price per unit of quantity, rounded to cents (null for a zero quantity, which the rules never store). */
export function pricePerQuantity(price: number, quantity: number): number | null {
  return quantity > 0 ? Math.round((price / quantity) * 100) / 100 : null
}
