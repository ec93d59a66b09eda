import { aboutOfListing } from '../../contract/job-about'
import { repriceBody, repriceBodyProblems, repriceRowProblems } from '../../contract/job-rows'
import type { JobBody, RepriceRow } from '../../contract/jobs'
import type { MarketplaceListing } from '../../contract/listings'

// The reprice dialog's arithmetic and checks, apart from React: the change typed (a new price for all, or
// a percentage), each chosen listing's new price as the server will compute it (the contract's
// repricedPrice: to the cent, halves away from zero), and why a row cannot go (the update's rules:
// price above 0, the quantity rule with the drug's package size, a future expiration). A row that
// breaks a rule is left out of the job, its reason shown.

export type RepriceHow = 'price' | 'percent'

/**
 * A typed amount as a number: "-5", "-5 %", "+10", "−5" (a typographic minus), "12.50", "$12.50".
 * Anything else (an empty field, words, "1,5") is NaN, which every rule refuses.
 */
export function typedAmount(typed: string): number {
  const text = typed
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s*%$/, '')
    .replace(/^[\u2212\u2012\u2013]/, '-')
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN
}

/** The job's row for a listing: its new price, or the percentage (applied by the server to its price now). */
export function repriceRowOf(listingId: string, how: RepriceHow, amount: number): RepriceRow {
  return how === 'price' ? { listingId, price: amount } : { listingId, percent: amount }
}

/** What is wrong with the change itself, whichever the row (a percentage out of range, a price of 0). */
export function changeProblems(how: RepriceHow, typed: string): string[] {
  const amount = typedAmount(typed)
  if (Number.isNaN(amount))
    return [how === 'price' ? 'Type the new price, e.g. 12.50.' : 'Type a percentage, e.g. -5 or 10.']
  return repriceRowProblems(repriceRowOf('', how, amount)).map((problem) => problem.message)
}

export interface RepricePreviewRow {
  listing: MarketplaceListing
  /** The new price as the server will send it (rounded to the cent); null while the change is wrong. */
  price: number | null
  /** Why the row is left out, in the contract's words; empty when it goes. */
  problems: string[]
}

/** Each listing with its new price and what breaks a rule; nothing is computed for a wrong change. */
export function repricePreview(
  listings: readonly MarketplaceListing[],
  how: RepriceHow,
  typed: string,
  npi: number,
  now: Date,
): RepricePreviewRow[] {
  const wrong = changeProblems(how, typed).length > 0
  const amount = typedAmount(typed)
  return listings.map((listing) => {
    if (wrong) return { listing, price: null, problems: [] }
    const body = repriceBody(listing, npi, repriceRowOf(listing.id, how, amount))
    const problems = repriceBodyProblems(body, listing, now).map((problem) => problem.message)
    return { listing, price: body.price, problems: [...new Set(problems)] }
  })
}

/** The rows that go: those without a problem. */
export const rowsToSend = (preview: readonly RepricePreviewRow[]) =>
  preview.filter((row) => row.price !== null && row.problems.length === 0)

/**
 * Why nothing can start yet, or null. More rows than a job takes is the server's to refuse (shape 3),
 * shown in the dialog: the job's limit is not part of the listings page's code.
 */
export function startProblem(sent: number): string | null {
  return sent === 0 ? 'No listing can be repriced this way: each row says why.' : null
}

/** POST /team/jobs: one row per listing that goes, the change as typed, and what each listing is. */
export function repriceJobBody(
  preview: readonly RepricePreviewRow[],
  how: RepriceHow,
  typed: string,
  npi: number,
): JobBody {
  const amount = typedAmount(typed)
  const sent = rowsToSend(preview)
  return {
    kind: 'repriceListings',
    pharmacyNpi: npi,
    rows: sent.map((row) => repriceRowOf(row.listing.id, how, amount)),
    // Each listing as the person saw it: the job's page names it so until the server reads it again.
    about: Object.fromEntries(sent.map((row) => [row.listing.id, aboutOfListing(row.listing)])),
  }
}
