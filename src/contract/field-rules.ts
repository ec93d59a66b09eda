import { futureDateProblem } from './dates'
import type { FieldProblem } from './errors'
import { npiProblem } from './npi'
import { blankProblem, lengthProblem } from './strings'

// Field-level rules shared by the request bodies (spec: Endpoints > 1, 2, 4). Each returns the
// FieldProblems for one field with the validator name the service reports the rule under.

/** Required string: "non-empty" — whitespace-only counts as empty, then the length limit. */
export function requiredTextProblems(
  field: string,
  label: string,
  value: string,
  max: number,
): FieldProblem[] {
  if (value.trim() === '') return [{ field, code: 'NotEmptyValidator', message: `${label} is required.` }]
  const long = lengthProblem(value, max, label)
  return long ? [{ field, code: 'MaximumLengthValidator', message: long }] : []
}

/** Optional string: "if provided, non-empty and not whitespace only", then the length limit. */
export function optionalTextProblems(
  field: string,
  label: string,
  value: string | null | undefined,
  max: number,
): FieldProblem[] {
  const blank = blankProblem(value, label)
  if (blank) return [{ field, code: 'NotEmptyValidator', message: blank }]
  const long = lengthProblem(value, max, label)
  return long ? [{ field, code: 'MaximumLengthValidator', message: long }] : []
}

export function npiFieldProblems(field: string, value: number): FieldProblem[] {
  const reason = npiProblem(value)
  return reason ? [{ field, code: 'PredicateValidator', message: reason }] : []
}

export function futureDateFieldProblems(
  field: string,
  label: string,
  value: string,
  now: Date,
): FieldProblem[] {
  const reason = futureDateProblem(value, now, label)
  return reason ? [{ field, code: 'PredicateValidator', message: reason }] : []
}

export function positivePriceProblems(field: string, label: string, value: number): FieldProblem[] {
  return value > 0
    ? []
    : [{ field, code: 'GreaterThanValidator', message: `${label} must be greater than 0.` }]
}
