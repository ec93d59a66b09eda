// spec: Resources > Draft listing search result item, plus the sandbox extension `id` (to delete by).
// The drug's columns come from the drugs table and the seller's DBA from the acting pharmacy the route
// already holds, so a page reads only the drafts' own columns.
import type { DraftSearchItem } from '../../src/contract/drafts'
import { FLAG } from '../store/draft-flags'
import type { DraftSearchItemRow } from '../store/drafts-repository'

export function draftItemView({ draft, drug }: DraftSearchItemRow, sellerDba: string): DraftSearchItem {
  return {
    id: draft.id,
    nationalDrugCodeNormalized: drug.ndc,
    nationalDrugCode: drug.ndcFormatted,
    drugPackageForm: drug.form,
    drugPackageStrength: drug.strength,
    labelerName: drug.labeler,
    packageDescription: drug.packageDescription,
    packageName: drug.packageName,
    sellerPharmacyDBA: sellerDba,
    quantityUnitQualifier: drug.unit,
    lotNumber: draft.lotNumber,
    price: draft.price,
    quantity: draft.quantity,
    expirationDate: draft.expirationDate,
    sealedPackage: (draft.flags & FLAG.sealed) !== 0,
    originalPackage: (draft.flags & FLAG.original) !== 0,
    tornPackageLabel: (draft.flags & FLAG.torn) !== 0,
    fullPackage: (draft.flags & FLAG.full) !== 0,
  }
}
