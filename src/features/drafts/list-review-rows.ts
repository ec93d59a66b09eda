import { z } from 'zod/mini'
import type { DraftSearchItem } from '../../contract/drafts'
import { listDraftRowOfItem, listDraftRowProblems } from '../../contract/job-rows'
import type { ListDraftRow } from '../../contract/jobs'

// The review before listing drafts (list-review-dialog.tsx), apart from React: each row's typed price and
// quantity as the row to send, checked by the create's rules (src/contract/job-rows.ts), and what no
// typing can mend.

export type RowValues = { price: string; quantity: string }

export const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** The quantity's field names what it counts: packages (a full package), else the draft's unit. */
export const quantityLabel = (item: DraftSearchItem) =>
  item.fullPackage === true
    ? 'Quantity (packages)'
    : item.quantityUnitQualifier
      ? `Quantity (${item.quantityUnitQualifier})`
      : 'Quantity'

/** A typed amount as the contract's number: '' and words are not numbers (NaN fails every rule). */
const amount = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()))

/** The rows' rules: each row as it will be sent, by the create's rules at its price and quantity. */
export function reviewSchema(
  items: readonly DraftSearchItem[],
  out: ReadonlySet<number>,
  npi: number,
  now: Date,
) {
  return z.object({ rows: z.array(z.object({ price: z.string(), quantity: z.string() })) }).check(
    z.superRefine((values, ctx) => {
      values.rows.forEach((typed, i) => {
        if (out.has(i)) return
        const row = rowOf(items[i]!, typed)
        for (const problem of row ? listDraftRowProblems(row, npi, now) : []) {
          if (problem.field !== 'price' && problem.field !== 'quantity') continue
          ctx.issues.push({
            code: 'custom',
            path: ['rows', i, problem.field],
            message: problem.message,
            input: typed[problem.field],
          })
        }
      })
    }),
  )
}

/** The row to send: the draft as seen with the price and quantity typed; null if the draft lacks a field. */
export function rowOf(item: DraftSearchItem, typed: RowValues): ListDraftRow | null {
  const made = listDraftRowOfItem({ ...item, price: 0, quantity: 0 })
  if (made.row === null) return null
  return { ...made.row, price: amount(typed.price), quantity: amount(typed.quantity) }
}

/** What no typing here can mend (a missing lot, a past expiration): the row must be left out. */
export function fixedProblems(item: DraftSearchItem, npi: number, now: Date): string[] {
  const made = listDraftRowOfItem({ ...item, price: 1, quantity: 1 })
  if (made.row === null) return made.problems.map((p) => p.message)
  return listDraftRowProblems(made.row, npi, now)
    .filter((p) => p.field !== 'price' && p.field !== 'quantity')
    .map((p) => p.message)
}
