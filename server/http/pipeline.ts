// Steps of the request pipeline that every route shares, in the order of the team's processing rules:
// missing pharmacy NPI (shape 4) -> request shape (shape 3) -> value rules (shape 2) -> auth -> ...
import {
  fieldValidationProblem,
  genericProblem,
  requestShapeProblem,
  valueAtPath,
  type FieldProblemLike,
} from './problems'
import { unboundValueProblem } from './request-shape'

/** spec: Errors > Shape 4: "a missing pharmacyNpi on a request that needs one" is a generic-shape 400. */
export function requireNpiField(source: Record<string, unknown>, field: string): void {
  if (source[field] === undefined || source[field] === null) {
    throw genericProblem(400, `${field} is required. Send the NPI of the pharmacy you act for.`)
  }
}

/** spec: Errors > Shape 2: every broken value rule at once. */
export function rejectProblems(problems: readonly FieldProblemLike[], body: unknown): void {
  if (problems.length > 0) throw fieldValidationProblem(problems, (field) => valueAtPath(body, field))
}

/** A single broken value rule found by the route itself (e.g. one that needs the database). */
export function failField(body: unknown, field: string, code: string, message: string): never {
  throw fieldValidationProblem([{ field, code, message }], (name) => valueAtPath(body, name))
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A path id that is not a GUID does not bind: a request-shape error, before authentication. */
export function requireGuid(value: string, name: string): string {
  if (!GUID.test(value)) throw unboundValueProblem(name, value)
  return value
}

/** A query value bound to long (NPI): digits only, else a request-shape error. */
export function bindLong(value: string, name: string): number {
  const n = Number(value)
  if (!/^\s*[+-]?\d+\s*$/.test(value) || !Number.isSafeInteger(n)) throw unboundValueProblem(name, value)
  return n
}

/** A query value by name, matched case-insensitively as the service's binder does; a repeated key gives its first value. */
export function firstQueryValue(query: unknown, name: string): string | undefined {
  if (query === null || typeof query !== 'object') return undefined
  const entries = Object.entries(query as Record<string, unknown>)
  const entry =
    entries.find(([key]) => key === name) ?? entries.find(([key]) => key.toLowerCase() === name.toLowerCase())
  const first: unknown = Array.isArray(entry?.[1]) ? (entry[1] as unknown[])[0] : entry?.[1]
  return typeof first === 'string' ? first : undefined
}

/** A required query value: absent or empty is the framework's "field is required" (shape 3). */
export function requireQueryValue(query: unknown, name: string): string {
  const value = firstQueryValue(query, name)
  if (value === undefined || value.trim() === '')
    throw requestShapeProblem({ [name]: [`The ${name} field is required.`] })
  return value
}
