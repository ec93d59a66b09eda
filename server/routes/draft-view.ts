// spec: Resources > Draft listing search result item, plus the sandbox extension `id` (to delete by).
import type { DraftSearchItem } from '../../src/contract/drafts'
import { flagsToPackage } from '../store/draft-flags'
import type { DraftItemRow } from '../store/drafts-repository'

export function draftItemView(row: DraftItemRow): DraftSearchItem {
  return {
    id: row.id,
    nationalDrugCodeNormalized: row.ndc,
    nationalDrugCode: row.ndcFormatted,
    drugPackageForm: row.form,
    drugPackageStrength: row.strength,
    labelerName: row.labeler,
    packageDescription: row.packageDescription,
    packageName: row.packageName,
    sellerPharmacyDBA: row.sellerDba,
    quantityUnitQualifier: row.unit,
    lotNumber: row.lotNumber,
    price: row.price,
    quantity: row.quantity,
    expirationDate: row.expirationDate,
    ...flagsToPackage(row.flags),
  }
}
