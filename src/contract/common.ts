import { z } from 'zod/mini'

// spec: Conventions — GUID = string in UUID format. The real service is .NET, whose GUIDs need not carry
// RFC 4122 version/variant bits, so the lenient 8-4-4-4-12 hex form (z.guid) is accepted, not z.uuid.
export const GuidSchema = z.guid()

// spec: Conventions — date-time = ISO 8601 string. .NET writes offset-less local times and up to seven
// fractional digits ("2026-05-01T00:00:00.1234567"), so both offset and local forms are accepted.
export const DateTimeSchema = z.iso.datetime({ offset: true, local: true })

// spec: Conventions — NPI is sent as a 64-bit integer. A fraction cannot be converted to long by the
// service (a request-shape error), so "integer" is part of the type, not a value rule. The check digit
// is a value rule (see npi.ts).
export const NpiNumberSchema = z.int()

// spec: Endpoints — price and quantity are `decimal` in the request bodies. The service binds them to .NET's
// System.Decimal, whose range ends at about ±7.9e28: a larger JSON number cannot be converted, which the
// framework reports as a request-shape error (shape 3), never stores.
export const DECIMAL_MAX = 7.922816251426434e28 // 79,228,162,514,264,337,593,543,950,335
export const DecimalSchema = z.number().check(z.minimum(-DECIMAL_MAX), z.maximum(DECIMAL_MAX))

// spec: Resources > Address object. All five keys are always written (the service serialises nulls);
// any of them may be null, e.g. line2 for most pharmacies.
export const AddressSchema = z.object({
  city: z.nullable(z.string()),
  line1: z.nullable(z.string()),
  line2: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  stateAcronym: z.nullable(z.string()),
})
export type Address = z.infer<typeof AddressSchema>

// Path parameter of PUT /marketplace-listings/{id} and DELETE /draft-listings/{id}.
export const GuidParamSchema = z.object({ id: GuidSchema })
export type GuidParam = z.infer<typeof GuidParamSchema>

// Path parameter of PUT /cash-offers/{cashOfferId} (spec: Endpoints > 4).
export const CashOfferIdParamSchema = z.object({ cashOfferId: GuidSchema })
export type CashOfferIdParam = z.infer<typeof CashOfferIdParamSchema>

/**
 * Builds `{ key: z.nullable(schema) }` for a list of keys that share one type. The spec lists the long
 * resources (cash offer) by type, so the schema mirrors it list by list and stays readable against it.
 */
export function nullableKeys<const K extends string, S extends z.ZodMiniType>(
  keys: readonly K[],
  schema: S,
): { [P in K]: z.ZodMiniNullable<S> } {
  return Object.fromEntries(keys.map((k) => [k, z.nullable(schema)])) as { [P in K]: z.ZodMiniNullable<S> }
}

/**
 * Builds `{ key: z.nullish(schema) }`: for response fields the sandbox has no data for (payments,
 * shipping labels, ratings…). The real service writes them as null; a client or server that leaves
 * them out is still accepted, so an unknown field never breaks parsing of a whole page.
 */
export function nullishKeys<const K extends string, S extends z.ZodMiniType>(
  keys: readonly K[],
  schema: S,
): { [P in K]: z.ZodMiniOptional<z.ZodMiniNullable<S>> } {
  return Object.fromEntries(keys.map((k) => [k, z.nullish(schema)])) as {
    [P in K]: z.ZodMiniOptional<z.ZodMiniNullable<S>>
  }
}
