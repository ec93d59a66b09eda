// spec: Resources > Draft listing search result item, plus the sandbox extension `id` (to delete by).
// The drug's columns come from the drugs table and the seller's DBA from the acting pharmacy the route
// already holds, so a page reads only the drafts' own columns.
import type { DraftSearchItem, PagedDraftSearch } from '../../src/contract/drafts'
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

// The search answers with text built from each item's JSON, kept per row: the repository keeps a page's rows
// with the view they were read for and drops them with it (drafts-repository.ts), so a kept text lives no
// longer than the row it was made from, and any change to a draft of the pair yields new rows.
const keptJson = new WeakMap<DraftSearchItemRow, { sellerDba: string; json: string }>()

/** JSON.stringify(draftItemView(row, sellerDba)), made once per row. */
export function draftItemJson(row: DraftSearchItemRow, sellerDba: string): string {
  const kept = keptJson.get(row)
  if (kept !== undefined && kept.sellerDba === sellerDba) return kept.json
  const json = JSON.stringify(draftItemView(row, sellerDba))
  keptJson.set(row, { sellerDba, json })
  return json
}

/**
 * The text JSON.stringify gives for a PagedDraftSearch whose data are the given items' JSON: the same keys
 * in the same order, the items written as they are rather than parsed and written again.
 */
export function pagedDraftSearchJson(
  itemsJson: readonly string[],
  page: Omit<PagedDraftSearch, 'data'>,
): string {
  return (
    `{"data":[${itemsJson.join(',')}]` +
    `,"recordsFiltered":${JSON.stringify(page.recordsFiltered)}` +
    `,"recordsTotal":${JSON.stringify(page.recordsTotal)}` +
    `,"writePagedSearch":${JSON.stringify(page.writePagedSearch)}}`
  )
}
