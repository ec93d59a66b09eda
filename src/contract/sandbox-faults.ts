import { z } from 'zod/mini'
import { GuidSchema } from './common'

// Sandbox extension: faults on demand. A team testing its own client asks the sandbox to answer the next
// call(s) of one operation with a refusal or a failure, made with the same API key, so it can watch the
// client handle a 429, a 401 (the key refused, as when it is revoked), a 409, each 400 shape, a slow or
// dropped answer, or a write whose answer is lost.
// docs/sandbox.md "Faults on demand" describes each kind.

/** The operations a fault can target: the API's operationIds in the OpenAPI document (controls excluded). */
export const FAULT_OPERATIONS = [
  'listMarketplaceListings',
  'createMarketplaceListing',
  'getMarketplaceListing',
  'updateMarketplaceListing',
  'searchDraftListings',
  'getDraftListing',
  'deleteDraftListing',
  'listCashOffers',
  'getCashOffer',
  'updateCashOffer',
  'getNdcTransactionStatistic',
  'updateGroupNpis',
  'searchPharmacies',
] as const
export const FaultOperationSchema = z.enum(FAULT_OPERATIONS)
export type FaultOperation = z.infer<typeof FaultOperationSchema>

export const FAULT_STATUSES = [401, 409, 500, 502, 503, 504] as const
/** Longest delay a rule may ask for: long enough for any client timeout, short enough not to pin a socket. */
export const FAULT_MAX_DELAY_MS = 120_000

const delayMs = z.int().check(z.minimum(1), z.maximum(FAULT_MAX_DELAY_MS))

export const FaultResponseSchema = z.discriminatedUnion('kind', [
  // 429 with an empty body and Retry-After, as the rate limit answers.
  z.object({
    kind: z.literal('rate-limited'),
    retryAfterSeconds: z.int().check(z.minimum(1), z.maximum(3600)),
  }),
  // 401, 409 and 5xx in the bodies the service sends; 503 can also come as the HTML page of a gateway.
  z.object({
    kind: z.literal('status'),
    status: z.union(FAULT_STATUSES.map((status) => z.literal(status))),
    body: z.optional(z.enum(['json', 'html'])),
  }),
  // A 400 in one of the four shapes of spec: Errors.
  z.object({
    kind: z.literal('shape'),
    shape: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  }),
  // The normal answer, late.
  z.object({ kind: z.literal('delay'), ms: delayMs }),
  // The connection closes with no answer; nothing was done.
  z.object({ kind: z.literal('drop') }),
  // The request is carried out (a write happens), then its answer is lost or late: the case a client
  // must not resend blindly (spec: Errors > Retries).
  z.discriminatedUnion('then', [
    z.object({ kind: z.literal('after-write'), then: z.literal('drop') }),
    z.object({ kind: z.literal('after-write'), then: z.literal('delay'), ms: delayMs }),
  ]),
])
export type FaultResponse = z.infer<typeof FaultResponseSchema>
export type FaultKind = FaultResponse['kind']

export const FaultRuleBodySchema = z.object({
  operation: FaultOperationSchema,
  times: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 1),
  response: FaultResponseSchema,
})
export type FaultRuleBody = z.input<typeof FaultRuleBodySchema>

export const FaultRuleSchema = z.object({
  id: GuidSchema,
  operation: FaultOperationSchema,
  times: z.int(),
  /** How many more matching calls this rule answers. */
  remaining: z.int(),
  response: FaultResponseSchema,
  createdAt: z.string(),
})
export type FaultRule = z.infer<typeof FaultRuleSchema>

export const FaultRuleListSchema = z.object({ data: z.array(FaultRuleSchema) })
export type FaultRuleList = z.infer<typeof FaultRuleListSchema>

/**
 * The longest `Prefer: wait=N` the list of fault rules honours as a long poll (docs/sandbox.md): under
 * the idle timeouts of browsers and most proxies.
 */
export const FAULT_LIST_MAX_WAIT_SECONDS = 30

/** The answer of POST /api/v1/sandbox/reset. */
export const SandboxResetSchema = z.object({ resetAt: z.string(), faultRulesCleared: z.int() })
export type SandboxReset = z.infer<typeof SandboxResetSchema>
