import type { DraftSearchItem } from './drafts'
import type { FieldProblem } from './errors'
import type { ListDraftRow, RepriceRow } from './jobs'
import {
  createListingBodyProblems,
  listingBodyProblems,
  type CreateListingBody,
  type MarketplaceListing,
  type UpdateListingBody,
} from './listings'

// The rules of a job's rows (./jobs.ts): each row is checked by the listing's own rules (listings.ts:
// quantity rule, price positive, expiration in the future, lot number, NDC) before the job starts, and a
// price change by a percentage is rounded to the cent here, so the dashboard shows the price the server
// will send.

/** The create a draft row makes (spec: Referenced operations, the sandbox's create body). */
export function createBodyOfRow(
  row: ListDraftRow,
  pharmacyNpi: number,
  showOnlyInState = false,
): CreateListingBody {
  return {
    pharmacyNPI: pharmacyNpi,
    nationalDrugCode: row.nationalDrugCode,
    expirationDate: row.expirationDate,
    lotNumber: row.lotNumber,
    price: row.price,
    fullPackage: row.fullPackage,
    quantity: row.quantity,
    sealedPackage: row.sealedPackage,
    originalPackage: row.originalPackage,
    tornPackageLabel: row.tornPackageLabel ?? false,
    showOnlyInState,
    populatedByTwoDScan: null,
  }
}

/** Why a draft row cannot be listed as it is: the create's rules, at the row's fields. */
export function listDraftRowProblems(row: ListDraftRow, pharmacyNpi: number, now: Date): FieldProblem[] {
  return createListingBodyProblems(createBodyOfRow(row, pharmacyNpi), { now })
}

const DRAFT_LABELS = {
  id: 'Id',
  lotNumber: 'Lot number',
  expirationDate: 'Expiration date',
  price: 'Price',
  quantity: 'Quantity',
  fullPackage: 'Full package',
  sealedPackage: 'Sealed package',
  originalPackage: 'Original package',
} as const

/**
 * A draft found by a search, as a row to list at the draft's own price and quantity; or the fields the
 * draft lacks (a draft may be incomplete: spec: Resources > Draft listing search result item).
 */
export function listDraftRowOfItem(
  item: DraftSearchItem,
): { row: ListDraftRow; problems: [] } | { row: null; problems: FieldProblem[] } {
  const missing = (Object.keys(DRAFT_LABELS) as (keyof typeof DRAFT_LABELS)[])
    .filter((field) => item[field] === null || item[field] === undefined)
    .map((field) => ({
      field,
      code: 'NotNullValidator',
      message: `${DRAFT_LABELS[field]} is missing on the draft: complete the draft before listing it.`,
    }))
  if (missing.length > 0) return { row: null, problems: missing }
  return {
    row: {
      draftId: item.id!,
      nationalDrugCode: item.nationalDrugCode,
      lotNumber: item.lotNumber!,
      expirationDate: item.expirationDate!,
      fullPackage: item.fullPackage!,
      sealedPackage: item.sealedPackage!,
      originalPackage: item.originalPackage!,
      tornPackageLabel: item.tornPackageLabel ?? false,
      price: item.price!,
      quantity: item.quantity!,
    },
    problems: [],
  }
}

export const PERCENT_MIN = -99.99
export const PERCENT_MAX = 1000

const hundredths = (n: number) => Math.round(n * 100)
const hasTwoDecimalsAtMost = (n: number) => Math.abs(n * 100 - hundredths(n)) < 1e-6

/**
 * `price` changed by `percent` (10 is +10 %, -12.5 is -12.5 %), rounded to the cent, halves away from
 * zero. Worked in whole cents and hundredths of a percent, so 19.99 - 10 % is 17.99 (17.991) and
 * 0.05 + 10 % is 0.06 (0.055), never a binary fraction's neighbour.
 */
export function repricedPrice(price: number, percent: number): number {
  const cents = hundredths(price)
  const scaled = cents * (10_000 + hundredths(percent))
  const sign = scaled < 0 ? -1 : 1
  return (sign * Math.floor((Math.abs(scaled) + 5_000) / 10_000)) / 100
}

/** Why a reprice row cannot run as given (before the job starts): its own fields only. */
export function repriceRowProblems(row: RepriceRow): FieldProblem[] {
  const given = [row.price, row.percent].filter((value) => value !== undefined).length
  if (given !== 1)
    return [
      { field: 'price', code: 'PredicateValidator', message: 'Give either a new price or a percentage.' },
    ]
  if (row.price !== undefined)
    return row.price > 0
      ? []
      : [{ field: 'price', code: 'GreaterThanValidator', message: 'Price must be greater than 0.' }]
  const percent = row.percent!
  if (!Number.isFinite(percent) || percent < PERCENT_MIN || percent > PERCENT_MAX)
    return [
      {
        field: 'percent',
        code: 'InclusiveBetweenValidator',
        message: `Percentage must be between ${PERCENT_MIN} and ${PERCENT_MAX}.`,
      },
    ]
  if (!hasTwoDecimalsAtMost(percent))
    return [
      {
        field: 'percent',
        code: 'PredicateValidator',
        message: 'Percentage can have at most 2 decimal places.',
      },
    ]
  return []
}

/**
 * The PUT a reprice row sends: the listing as it is now (read just before), with the new price. Its
 * showOnlyInState is read back from stateGroupId (spec: Resources > Marketplace listing, note).
 */
export function repriceBody(
  listing: MarketplaceListing,
  pharmacyNpi: number,
  row: RepriceRow,
): UpdateListingBody {
  return {
    pharmacyNPI: pharmacyNpi,
    expirationDate: listing.expirationDate,
    lotNumber: listing.lotNumber,
    price: row.price ?? repricedPrice(listing.price, row.percent ?? 0),
    fullPackage: listing.fullPackage,
    quantity: listing.quantity,
    sealedPackage: listing.sealedPackage,
    originalPackage: listing.originalPackage,
    tornPackageLabel: listing.tornPackageLabel ?? false,
    serialNumber: listing.serialNumber,
    additionalPackageNotes: listing.additionalPackageNotes,
    showOnlyInState: listing.stateGroupId !== null,
    populatedByTwoDScan: null,
  }
}

/** Why the PUT cannot go as computed: the update's rules (the quantity rule with the drug's package size). */
export function repriceBodyProblems(
  body: UpdateListingBody,
  listing: MarketplaceListing,
  now: Date,
): FieldProblem[] {
  return listingBodyProblems(body, { now, packageSize: listing.drugPackage?.packageSize })
}
