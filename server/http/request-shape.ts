// Request-shape checks (spec: Errors > Shape 3): a missing field or a value of the wrong JSON type is reported
// the way the service's framework reports it, before the endpoint runs and before authentication.
// Missing fields are keyed by their PascalCase name ("The LotNumber field is required."), wrong types by their
// JSON path ("The JSON value could not be converted to System.Decimal. Path: $.price").
import { z } from 'zod/mini'
import { UNSUPPORTED_BODY, UNSUPPORTED_MESSAGE } from './content-types'
import { genericProblem, pascalCase, requestShapeProblem } from './problems'

type Issue = z.core.$ZodIssue

/** The .NET type the service binds a field to, for the conversion message. */
function netTypeOf(field: string, issue: Issue): string {
  const leaf =
    field
      .replace(/\[\d+\]$/, '')
      .split('.')
      .pop() ?? field
  const kind =
    issue.code === 'invalid_type' ? issue.expected : 'origin' in issue ? String(issue.origin) : 'unknown'
  if (/npi$/i.test(leaf) || /^\$\[\d+\]$/.test(field)) return 'System.Int64'
  if (leaf === 'start' || leaf === 'take') return 'System.Int32'
  switch (kind) {
    case 'number':
    case 'int':
    case 'bigint':
      return 'System.Decimal'
    case 'boolean':
      return 'System.Boolean'
    case 'string':
      return 'System.String'
    case 'array':
      return 'System.Collections.Generic.List`1[System.Int64]'
    default:
      return 'System.Object'
  }
}

function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : `${acc}.${String(part)}`),
    '$',
  )
}

function isPresent(root: unknown, path: readonly PropertyKey[]): boolean {
  let current: unknown = root
  for (const part of path) {
    if (
      current === null ||
      typeof current !== 'object' ||
      !Object.prototype.hasOwnProperty.call(current, part)
    )
      return false
    current = (current as Record<PropertyKey, unknown>)[part]
  }
  return current !== undefined
}

/** Converts zod issues of a request-shape schema into the framework's errors object. */
export function shapeErrors(issues: readonly Issue[], body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const add = (key: string, message: string) => {
    const list = (errors[key] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  for (const issue of issues) {
    const path = issue.path
    if (path.length > 0 && !isPresent(body, path)) {
      const name = pascalCase(path.map(String).join('.'))
      add(name, `The ${name} field is required.`)
    } else {
      const where = jsonPath(path)
      add(where, `The JSON value could not be converted to ${netTypeOf(where, issue)}. Path: ${where}`)
    }
  }
  return errors
}

/**
 * The body step of the pipeline: a body of another content type is 415 (shape 4); a body that is absent
 * or JSON null is the framework's "non-empty request body" refusal (shape 3).
 */
export function requireBody(body: unknown): void {
  if (body === UNSUPPORTED_BODY) {
    throw genericProblem(415, UNSUPPORTED_MESSAGE)
  }
  if (body === undefined || body === null) {
    throw requestShapeProblem({ '': ['A non-empty request body is required.'] })
  }
}

// Routes pass the same key list on every request: its lower-case lookup is built once per list.
const lowerCaseKeyMaps = new WeakMap<readonly string[], ReadonlyMap<string, string>>()
function lowerCaseKeys(knownKeys: readonly string[]): ReadonlyMap<string, string> {
  let byLower = lowerCaseKeyMaps.get(knownKeys)
  if (!byLower)
    lowerCaseKeyMaps.set(knownKeys, (byLower = new Map(knownKeys.map((key) => [key.toLowerCase(), key]))))
  return byLower
}

/**
 * Requires a JSON object body and returns a copy whose keys are matched to the schema's keys
 * case-insensitively, as the service's JSON binder does (an exact match wins). Unknown keys are dropped:
 * unknown fields are ignored.
 */
export function requireObjectBody(
  body: unknown,
  knownKeys: readonly string[],
  typeName: string,
): Record<string, unknown> {
  requireBody(body)
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw requestShapeProblem({ $: [`The JSON value could not be converted to ${typeName}. Path: $`] })
  }
  const byLower = lowerCaseKeys(knownKeys)
  const out: Record<string, unknown> = {}
  const source = body as Record<string, unknown>
  for (const [key, value] of Object.entries(source)) {
    const canonical = byLower.get(key.toLowerCase())
    if (canonical === undefined) continue
    if (key === canonical || !Object.prototype.hasOwnProperty.call(source, canonical)) out[canonical] = value
  }
  return out
}

/** Parses with a shape schema; any failure is a shape-3 refusal. */
export function parseShape<S extends z.core.$ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = z.safeParse(schema, body)
  if (result.success) return result.data
  throw requestShapeProblem(shapeErrors(result.error.issues, body))
}

/** A path or query value that does not bind (e.g. an id that is not a GUID). */
export function unboundValueProblem(name: string, value: string) {
  return requestShapeProblem({ [name]: [`The value '${value}' is not valid.`] })
}
