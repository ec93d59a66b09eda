// Every refusal the sandbox sends is an ApiProblem: a status plus one of the four body shapes.
// Route code throws them in the order of the request pipeline; the error handler serialises them.
// spec: Errors > Shape 1 .. Shape 4, and "Telling the shapes apart".
import { randomBytes } from 'node:crypto'
import { STATUS_CODES } from 'node:http'

export type FieldProblemLike = { field: string; code: string; message: string }

export class ApiProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${statusCode}`)
    this.name = 'ApiProblem'
  }
}

// spec: Errors > Shape 4 (authentication, permission, state problems, and a missing pharmacy NPI). `error`
// is the status's reason phrase as HTTP names it ("Unauthorized", "URI Too Long"), for every status.
export function genericBody(statusCode: number, message: string) {
  return { error: STATUS_CODES[statusCode] ?? `HTTP ${statusCode}`, statusCode, message }
}

export function genericProblem(statusCode: number, message: string): ApiProblem {
  return new ApiProblem(statusCode, genericBody(statusCode, message))
}

// spec: Errors > Shape 3: the framework's own response, produced before the endpoint runs.
export function requestShapeProblem(errors: Record<string, string[]>): ApiProblem {
  return new ApiProblem(400, {
    type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
    title: 'One or more validation errors occurred.',
    status: 400,
    errors,
    traceId: `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-00`,
  })
}

// spec: Errors > Shape 2: reference-handled list ($id / $values) of field problems.
// errorCode is a string; propertyName is the PascalCase name the service's validator reports.
export function fieldValidationProblem(
  problems: readonly FieldProblemLike[],
  attempted: (field: string) => unknown,
): ApiProblem {
  return new ApiProblem(400, {
    isValid: false,
    errors: {
      $id: '1',
      $values: problems.map((problem, index) => ({
        $id: String(index + 2),
        propertyName: pascalCase(problem.field),
        errorCode: problem.code,
        errorMessage: problem.message,
        attemptedValue: attempted(problem.field) ?? null,
      })),
    },
  })
}

// spec: Errors > Shape 1: a business rule refused a well-formed request.
export function businessRuleProblem(errorCode: number, message: string): ApiProblem {
  return new ApiProblem(400, { message, errorCode, projectType: 'Pharmacy' })
}

/** `pharmacyNPI` -> `PharmacyNPI`, `items[2].npi` -> `Items[2].Npi`, as the service's validators name properties. */
export function pascalCase(field: string): string {
  return field
    .split('.')
    .map((part) => (part.length > 0 ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('.')
}

/** Reads a (possibly dotted / indexed) field path out of a parsed body, for attemptedValue. */
export function valueAtPath(root: unknown, field: string): unknown {
  let current: unknown = root
  for (const part of field.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== '')) {
    if (current === null || typeof current !== 'object') return undefined
    current = Object.prototype.hasOwnProperty.call(current, part)
      ? (current as Record<string, unknown>)[part]
      : undefined
  }
  return current
}
