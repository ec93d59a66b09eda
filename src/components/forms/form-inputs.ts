import { parseIsoDateTime } from '../../contract/dates'
import type { FieldProblem } from '../../contract/errors'

// How the edit forms' inputs (date pickers, text boxes for money and quantities) read and write the
// API's values. Dates are calendar days: the picker shows the UTC day of the stored date-time and sends
// midnight UTC of the chosen day, which is how the contract reads a date without a time (dates.ts).
// Only input syntax is checked here ("is it a number at all"); every value rule is the contract's.

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/
const DECIMAL_INPUT = /^[+-]?(\d+\.?\d*|\.\d+)$/

/** '2027-05-31T14:00:00Z' -> '2027-05-31' (the value of an <input type="date">); '' for null. */
export function isoToDateInput(iso: string | null | undefined): string {
  const date = iso ? parseIsoDateTime(iso) : null
  return date ? date.toISOString().slice(0, 10) : ''
}

/** '2027-05-31' -> '2027-05-31T00:00:00Z'. Anything else is passed on for the contract to judge. */
export function dateInputToIso(value: string): string {
  return DATE_INPUT.test(value) ? `${value}T00:00:00Z` : value
}

/** 12.5 -> '12.50' when it is whole cents, else as the service sent it (never rounded away). */
export function moneyToInput(value: number | null | undefined): string {
  if (value === null || value === undefined) return ''
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? value.toFixed(2) : String(value)
}

export function numberToInput(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value)
}

/** '' (or spaces) -> null: an optional text left empty is not sent. Spaces around text are kept. */
export function optionalText(value: string): string | null {
  return value === '' ? null : value
}

export type ParsedInput<T> = { value: T; problem: FieldProblem | null }

/** A decimal typed as text. An empty or unreadable entry is a problem at the field, with NaN as value. */
export function parseDecimalInput(
  field: string,
  label: string,
  text: string,
  example: string,
): ParsedInput<number> {
  const trimmed = text.trim()
  if (trimmed === '')
    return { value: NaN, problem: { field, code: 'NotEmptyValidator', message: `${label} is required.` } }
  if (!DECIMAL_INPUT.test(trimmed)) {
    return {
      value: NaN,
      problem: {
        field,
        code: 'PredicateValidator',
        message: `${label} must be a number, for example ${example}.`,
      },
    }
  }
  return { value: Number(trimmed), problem: null }
}

/** Like parseDecimalInput, but empty means "not sent" (null). */
export function parseOptionalDecimalInput(
  field: string,
  label: string,
  text: string,
  example: string,
): ParsedInput<number | null> {
  return text.trim() === '' ? { value: null, problem: null } : parseDecimalInput(field, label, text, example)
}

/** A required date picker left empty: said as such, rather than as "not a valid ISO 8601 date". */
export function requiredDateProblem(field: string, label: string, value: string): FieldProblem | null {
  return value === '' ? { field, code: 'NotEmptyValidator', message: `${label} is required.` } : null
}

/**
 * The problems to show: input problems first, then the contract's, except the contract's for a field
 * whose input could not even be read (its message would be about NaN, not about what was typed).
 */
export function mergeProblems(
  input: readonly (FieldProblem | null)[],
  rules: readonly FieldProblem[],
): FieldProblem[] {
  const unreadable = input.filter((p): p is FieldProblem => p !== null)
  const fields = new Set(unreadable.map((p) => p.field))
  return [...unreadable, ...rules.filter((p) => !fields.has(p.field))]
}
