// Listing steps shared by update and create: turning a valid body into stored fields, the drug-dependent
// and business rules, and the response.
import { parseIsoDateTime } from '../../src/contract/dates'
import type { UpdateListingBody } from '../../src/contract/listings'
import { businessRuleProblem } from '../http/problems'
import type { ListingFields, ListingRow } from '../store/listings-repository'
import type { PharmacyRow } from '../store/pharmacies-repository'
import type { RouteContext } from './context'
import { listingView } from './listing-view'

export function listingFields(body: UpdateListingBody): ListingFields {
  return {
    // Already checked as a future ISO 8601 date by the value rules; stored as UTC.
    expirationDate: parseIsoDateTime(body.expirationDate)!.toISOString(),
    lotNumber: body.lotNumber,
    price: body.price,
    quantity: body.quantity,
    fullPackage: body.fullPackage,
    sealedPackage: body.sealedPackage,
    originalPackage: body.originalPackage,
    // PUT replaces the listing's editable values: an optional field left out is saved as not set.
    tornPackageLabel: body.tornPackageLabel ?? false,
    serialNumber: body.serialNumber ?? null,
    additionalPackageNotes: body.additionalPackageNotes ?? null,
    showOnlyInState: body.showOnlyInState ?? false,
  }
}

/** spec: Errors > Shape 1: a restricted pharmacy (e.g. 500114, message configured per state) is refused. */
export function rejectRestrictedPharmacy(pharmacy: PharmacyRow): void {
  if (pharmacy.restrictionCode !== null) {
    throw businessRuleProblem(
      pharmacy.restrictionCode,
      pharmacy.restrictionMessage ?? 'This pharmacy may not change listings.',
    )
  }
}

export async function presentListing(ctx: RouteContext, row: ListingRow, withDrugPackage: boolean) {
  const { repos } = ctx
  const [drug, seller, buyer] = await Promise.all([
    repos.drugs.findByKey(row.drugKey),
    repos.pharmacies.findByKey(row.sellerKey),
    row.buyerKey === null ? undefined : repos.pharmacies.findByKey(row.buyerKey),
  ])
  return listingView(row, { drug: drug!, seller, buyer }, withDrugPackage)
}
