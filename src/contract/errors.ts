import { z } from 'zod/mini'

// spec: Errors — a 400 can carry any of four body shapes; clients branch on the body, never the status.

// spec: Errors > Shape 1: business rule. projectType is "not typed in the interface", so any JSON value
// is accepted (the sandbox sends 'Pharmacy'). errorCode is the only thing to branch on (e.g. 500114).
export const BusinessRuleErrorSchema = z.object({
  message: z.string(),
  errorCode: z.int(),
  projectType: z.optional(z.unknown()),
})
export type BusinessRuleError = z.infer<typeof BusinessRuleErrorSchema>

// spec: Errors > Shape 2: field validation. errorCode is a string: either a stable code
// (STABLE_FIELD_CODES) or an internal validator name that must not be branched on. `$id` and
// attemptedValue are produced by the service's reference handling/validator and are optional here.
export const FieldValidationItemSchema = z.object({
  $id: z.optional(z.string()),
  propertyName: z.optional(z.string()),
  errorCode: z.string(),
  errorMessage: z.string(),
  attemptedValue: z.optional(z.unknown()),
})
export type FieldValidationItem = z.infer<typeof FieldValidationItemSchema>

export const FieldValidationErrorSchema = z.object({
  isValid: z.boolean(),
  errors: z.object({
    $id: z.string(),
    $values: z.array(FieldValidationItemSchema),
  }),
})
export type FieldValidationError = z.infer<typeof FieldValidationErrorSchema>

// spec: Errors > Shape 3: request shape (framework response). The only shape with title and status;
// errors is keyed by field name ('$.price' for a wrong type, 'LotNumber' for a missing field).
export const RequestShapeErrorSchema = z.object({
  type: z.optional(z.string()),
  title: z.string(),
  status: z.int(),
  errors: z.record(z.string(), z.array(z.string())),
  traceId: z.optional(z.string()),
})
export type RequestShapeError = z.infer<typeof RequestShapeErrorSchema>

// spec: Errors > Shape 4: everything else (401, 403, 404, 409, 415 and some 400s).
export const GenericErrorSchema = z.object({
  error: z.string(),
  statusCode: z.int(),
  message: z.string(),
})
export type GenericError = z.infer<typeof GenericErrorSchema>

// spec: Errors > Shape 2 — codes that are stable and may be branched on. Everything else is a
// validator name that is display-only.
export const STABLE_FIELD_CODES = ['medicationScanRequired', 'ndcSellLimitReached'] as const
export type StableFieldCode = (typeof STABLE_FIELD_CODES)[number]

export function isStableFieldCode(code: string): code is StableFieldCode {
  return (STABLE_FIELD_CODES as readonly string[]).includes(code)
}

/**
 * Internal validator names used for ordinary rules. The sandbox sends them as errorCode in shape 2,
 * as the real service does; clients display errorMessage and never branch on these.
 */
export const VALIDATOR_CODES = [
  'NotEmptyValidator',
  'GreaterThanValidator',
  'GreaterThanOrEqualValidator',
  'InclusiveBetweenValidator',
  'MaximumLengthValidator',
  'PredicateValidator',
  'EqualValidator',
] as const
export type ValidatorCode = (typeof VALIDATOR_CODES)[number]

/**
 * One broken value rule of a request. `field` is the camelCase body key (or `[i]` for an item of an
 * array body); `message` is written for pharmacists and can be shown as it is.
 */
export type FieldProblem = { field: string; code: string; message: string }

/** camelCase body key -> the PascalCase propertyName the service writes in shape 2 ('quantity' -> 'Quantity'). */
export function propertyNameOf(field: string): string {
  return field.charAt(0).toUpperCase() + field.slice(1)
}

/** Shape-2 propertyName -> camelCase body key, so a form can put the message at its field. */
export function fieldOfPropertyName(propertyName: string): string {
  return propertyName.charAt(0).toLowerCase() + propertyName.slice(1)
}

/**
 * Adds problems at their fields to what a zod check or transform is parsing (used by the form schemas).
 * The issues go on the payload itself: zod/mini's transforms have no addIssue, and a superRefine's
 * addIssue does the same (code 'custom', the value parsed as input, parsing goes on to the next rule).
 */
export function addProblems(problems: readonly FieldProblem[], ctx: z.core.ParsePayload): void {
  for (const p of problems) {
    const index = /^\[(\d+)\]$/.exec(p.field)
    ctx.issues.push({
      code: 'custom',
      path: [index?.[1] !== undefined ? Number(index[1]) : p.field],
      message: p.message,
      params: { code: p.code },
      input: ctx.value,
      continue: true,
    })
  }
}
