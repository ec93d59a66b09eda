import type { DraftSearchItem } from './drafts'
import type { DrugPackage } from './drug-package'
import type { JobRowAbout } from './job-answers'
import type { JobRowAboutInput, ListDraftRow } from './jobs'
import type { MarketplaceListing } from './listings'

// What a job's row is about (job-answers.ts, JobRowAboutSchema), made from what the dashboard shows and
// what the server reads: a draft of the search, a listing, or a row to list with the names the person saw.
// Types only from the schemas' modules, so the dashboard's dialogs carry none of their checks.

const NOTHING: JobRowAbout = {
  drug: null,
  strength: null,
  ndc: null,
  lot: null,
  expirationDate: null,
  price: null,
  quantity: null,
  unit: null,
  fullPackage: null,
  packageSize: null,
}

/** The unit a quantity counts in: the drug package's, else the record's own. */
const unitOf = (record: { quantityUnitQualifier: string | null; drugPackage?: DrugPackage | null }) =>
  record.drugPackage?.quantityUnitQualifier ?? record.quantityUnitQualifier

/** A draft as the search (or the draft read extension) gives it. */
export function aboutOfDraft(item: DraftSearchItem & { drugPackage?: DrugPackage | null }): JobRowAbout {
  return {
    drug: item.packageName,
    strength: item.drugPackageStrength,
    ndc: item.nationalDrugCode,
    lot: item.lotNumber,
    expirationDate: item.expirationDate,
    price: item.price,
    quantity: item.quantity,
    unit: unitOf(item),
    fullPackage: item.fullPackage,
    packageSize: item.drugPackage?.packageSize ?? null,
  }
}

/** What the person saw of each of these drafts, by its id (a job body's `about`). */
export function aboutOfDrafts(drafts: readonly DraftSearchItem[]): Record<string, JobRowAbout> {
  return Object.fromEntries(drafts.flatMap((item) => (item.id ? [[item.id, aboutOfDraft(item)]] : [])))
}

/** A listing as the list or the read extension gives it: its price is the one before a change. */
export function aboutOfListing(listing: MarketplaceListing): JobRowAbout {
  return {
    drug: listing.packageName,
    strength: listing.drugPackageStrength,
    ndc: listing.nationalDrugCode,
    lot: listing.lotNumber,
    expirationDate: listing.expirationDate,
    price: listing.price,
    quantity: listing.quantity,
    unit: unitOf(listing),
    fullPackage: listing.fullPackage,
    packageSize: listing.drugPackage?.packageSize ?? null,
  }
}

/** What the person said of a row, each value left out read as not said; null when they said nothing. */
export function aboutGiven(given: JobRowAboutInput | undefined): JobRowAbout | null {
  if (given === undefined) return null
  const about = { ...NOTHING }
  for (const key of Object.keys(NOTHING) as (keyof JobRowAbout)[])
    if (given[key] !== undefined) (about as Record<string, unknown>)[key] = given[key]
  return about
}

/**
 * A row to list: what is sent (NDC, lot, expiration, price, quantity, whether a full package) is the
 * row's own; the drug's names, unit and package size are what the person saw of the draft.
 */
export function aboutOfListRow(row: ListDraftRow, given: JobRowAboutInput | undefined): JobRowAbout {
  const seen = aboutGiven(given) ?? NOTHING
  return {
    ...seen,
    ndc: row.nationalDrugCode,
    lot: row.lotNumber,
    expirationDate: row.expirationDate,
    price: row.price,
    quantity: row.quantity,
    fullPackage: row.fullPackage,
  }
}

/** A job body's `about` looked up by a row's id, whatever the case of its hex digits. */
export function aboutLookup(
  about: Record<string, JobRowAboutInput> | undefined,
): (id: string) => JobRowAboutInput | undefined {
  const byId = new Map(Object.entries(about ?? {}).map(([id, given]) => [id.toLowerCase(), given]))
  return (id) => byId.get(id.toLowerCase())
}
