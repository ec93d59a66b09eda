import { formatDay } from './format-day'
import { formatMoney } from './money'
import { formatPackageQuantity } from './package-measure'
import { priceForQuantityText } from './price-text'
import type { Job, JobKind, JobRow, JobRowAbout } from '../../contract/jobs'

// A job's row as a person knows it (src/contract/job-answers.ts, JobRowAbout): the drug and its lot, its
// expiration, a price with the quantity it is for and that quantity's unit; and its outcome in words, with
// the service's own message when it refused. Shared by the job's page, the list of jobs and the bulk
// dialogs, all of them loaded after a first screen.

/** What a row's id names when nothing is known of it (a row another client started). */
const TARGET: Record<JobKind, string> = {
  listDrafts: 'Draft',
  deleteDrafts: 'Draft',
  repriceListings: 'Listing',
}

/** "Humalog 100 unit/mL": the drug's name and strength, else its NDC; null when neither is known. */
export function drugText(about: JobRowAbout | null): string | null {
  if (!about) return null
  if (about.drug) return [about.drug, about.strength].filter(Boolean).join(' ')
  return about.ndc ? `NDC ${about.ndc}` : null
}

/** "Humalog 100 unit/mL, lot LOT2"; a row known by nothing else is named by its draft's or listing's id. */
export function rowName(kind: JobKind, row: Pick<JobRow, 'about' | 'targetId'>): string {
  const drug = drugText(row.about)
  if (drug === null) return `${TARGET[kind]} ${row.targetId}`
  return row.about?.lot ? `${drug}, lot ${row.about.lot}` : drug
}

/** "30 EA", "1 package (60 EA)"; null without a quantity. */
export function quantityText(about: JobRowAbout | null): string | null {
  // What a row is about carries the quantity's facts (QuantityFacts) under their own names.
  return about && formatPackageQuantity(about)
}

/** The expiration day ("Mar 12, 2027"), or '' when not known. */
export const expiresText = (about: JobRowAbout | null): string => formatDay(about?.expirationDate)

/** "$80.00 for 5 EA": the draft's price (a delete) or the one asked (a listing); null without a price. */
export function priceText(about: JobRowAbout | null): string | null {
  return about && priceForQuantityText(about)
}

/** A reprice: "$2.50 to $2.25 for 30 EA"; what is known of it when the old or new price is not. */
export function repriceText(row: Pick<JobRow, 'about' | 'newPrice'>): string {
  const before = row.about?.price ?? null
  const quantity = quantityText(row.about)
  const prices =
    before === null
      ? row.newPrice === null
        ? ''
        : `to ${formatMoney(row.newPrice)}`
      : row.newPrice === null
        ? `from ${formatMoney(before)}`
        : `${formatMoney(before)} to ${formatMoney(row.newPrice)}`
  if (prices === '') return ''
  return quantity === null ? prices : `${prices} for ${quantity}`
}

/** A row's price in its job's terms: a reprice's old and new price, else the price for the quantity. */
export const rowPriceText = (kind: JobKind, row: JobRow): string =>
  kind === 'repriceListings' ? repriceText(row) : (priceText(row.about) ?? '')

/** What a row that went well did, by the job's kind. */
const DONE: Record<JobKind, string> = {
  listDrafts: 'Listed',
  deleteDrafts: 'Deleted',
  repriceListings: 'Price changed',
}

const STATE_WORDS: Record<Exclude<JobRow['state'], 'done'>, string> = {
  pending: 'Waiting',
  'in-flight': 'Being sent',
  refused: 'Refused',
  unknown: 'Not known: check it',
  cancelled: 'Not sent (job cancelled)',
}

/** The row's outcome in a word or two. */
export const outcomeText = (kind: JobKind, row: Pick<JobRow, 'state'>): string =>
  row.state === 'done' ? DONE[kind] : STATE_WORDS[row.state]

/** What a refusal's status says, when the service gave no words of its own. */
function statusWords(status: number): string {
  if (status === 404) return 'The service no longer has it.'
  if (status === 409) return 'It changed meanwhile, or was already done.'
  if (status === 403 || status === 401) return 'The service did not allow it.'
  if (status === 429) return 'The service asked to wait.'
  if (status >= 500) return 'The service failed to answer.'
  return 'The service refused it.'
}

/**
 * What the service (or this server, before sending) said of a row that did not go well: its own message,
 * else what its status means. null for a row that went well or has no answer yet.
 */
export function serviceSaid(row: Pick<JobRow, 'state' | 'answer'>): string | null {
  if (row.state === 'done' || row.answer === null) return null
  const message = row.answer.message?.trim()
  if (message) return message
  return row.answer.status === null ? null : statusWords(row.answer.status)
}

/** A job by its first rows: "Humalog 100 unit/mL, lot LOT2; Prednisone 20 mg, lot 81WPR480 and 3 more". */
export function jobRowsText(job: Pick<Job, 'kind' | 'firstRows' | 'progress'>): string {
  const names = job.firstRows.flatMap((about) => {
    const drug = drugText(about)
    return drug === null ? [] : [about.lot ? `${drug}, lot ${about.lot}` : drug]
  })
  const total = job.progress.total
  if (names.length === 0) return total === 1 ? '1 row' : `${total} rows`
  const more = total - names.length
  return more > 0 ? `${names.join('; ')} and ${more} more` : names.join('; ')
}
