import { z } from 'zod/mini'
import {
  FAULT_MAX_DELAY_MS,
  FAULT_OPERATIONS,
  FaultOperationSchema,
  type FaultOperation,
  type FaultResponse,
  type FaultRuleBody,
} from '../../contract/sandbox-faults'

// The Sandbox page's words for the operations and faults of src/contract/sandbox-faults.ts, and its
// form: which fault, which operation, how many times, and the one number some faults need.

export const OPERATION_LABELS: Record<FaultOperation, string> = {
  searchDraftListings: 'Search draft listings',
  getDraftListing: 'Read a draft listing',
  deleteDraftListing: 'Delete a draft listing',
  listMarketplaceListings: 'List marketplace listings',
  getMarketplaceListing: 'Read a marketplace listing',
  createMarketplaceListing: 'Create a marketplace listing',
  updateMarketplaceListing: 'Update a marketplace listing',
  listCashOffers: 'List cash offers',
  getCashOffer: 'Read a cash offer',
  updateCashOffer: 'Update a cash offer',
  getNdcTransactionStatistic: 'NDC price statistics',
  updateGroupNpis: 'Add NPIs to the group',
  searchPharmacies: "List the group's pharmacies",
}
export const OPERATION_CHOICES = FAULT_OPERATIONS.map((operation) => ({
  value: operation,
  label: OPERATION_LABELS[operation],
}))

type Extra = 'retryAfterSeconds' | 'ms' | null
type Choice = { value: string; label: string; extra: Extra; response: (n: number) => FaultResponse }

export const FAULT_CHOICES = [
  {
    value: 'rate-limited',
    label: '429 Too many requests',
    extra: 'retryAfterSeconds',
    response: (n) => ({ kind: 'rate-limited', retryAfterSeconds: n }),
  },
  {
    value: 'key-refused',
    label: '401 API key refused',
    extra: null,
    response: () => ({ kind: 'status', status: 401 }),
  },
  {
    value: 'conflict',
    label: '409 No longer Pending',
    extra: null,
    response: () => ({ kind: 'status', status: 409 }),
  },
  {
    value: 'shape-1',
    label: '400 Business rule (shape 1)',
    extra: null,
    response: () => ({ kind: 'shape', shape: 1 }),
  },
  {
    value: 'shape-2',
    label: '400 Field validation (shape 2)',
    extra: null,
    response: () => ({ kind: 'shape', shape: 2 }),
  },
  {
    value: 'shape-3',
    label: '400 Request shape (shape 3)',
    extra: null,
    response: () => ({ kind: 'shape', shape: 3 }),
  },
  {
    value: 'shape-4',
    label: '400 Generic (shape 4)',
    extra: null,
    response: () => ({ kind: 'shape', shape: 4 }),
  },
  { value: '500', label: '500 Server error', extra: null, response: () => ({ kind: 'status', status: 500 }) },
  { value: '502', label: '502 Bad gateway', extra: null, response: () => ({ kind: 'status', status: 502 }) },
  { value: '503', label: '503 Unavailable', extra: null, response: () => ({ kind: 'status', status: 503 }) },
  {
    value: '503-html',
    label: "503 Unavailable, as a gateway's HTML page",
    extra: null,
    response: () => ({ kind: 'status', status: 503, body: 'html' }),
  },
  {
    value: '504',
    label: '504 Gateway timeout',
    extra: null,
    response: () => ({ kind: 'status', status: 504 }),
  },
  { value: 'delay', label: 'Answer late', extra: 'ms', response: (n) => ({ kind: 'delay', ms: n }) },
  {
    value: 'drop',
    label: 'Drop the connection (nothing done)',
    extra: null,
    response: () => ({ kind: 'drop' }),
  },
  {
    value: 'after-write-drop',
    label: 'Do it, then lose the answer',
    extra: null,
    response: () => ({ kind: 'after-write', then: 'drop' }),
  },
  {
    value: 'after-write-delay',
    label: 'Do it, then answer late',
    extra: 'ms',
    response: (n) => ({ kind: 'after-write', then: 'delay', ms: n }),
  },
] as const satisfies readonly Choice[]

export type FaultChoice = (typeof FAULT_CHOICES)[number]['value']
const choiceValues = FAULT_CHOICES.map((choice) => choice.value) as [FaultChoice, ...FaultChoice[]]

export function faultChoice(value: FaultChoice): Choice {
  return FAULT_CHOICES.find((choice) => choice.value === value)!
}

const wholeNumber = (label: string, min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.regex(/^\d+$/, `${label} must be a whole number.`),
    z.refine((text) => Number(text) >= min && Number(text) <= max, `${label} must be from ${min} to ${max}.`),
  )

/** The form's own fields (text as typed); the contract judges the rule it becomes. */
export const FaultFormSchema = z
  .object({
    operation: FaultOperationSchema,
    fault: z.enum(choiceValues),
    times: wholeNumber('Times', 1, 1000),
    retryAfterSeconds: z.string(),
    ms: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const extra = faultChoice(values.fault).extra
      const checks = {
        retryAfterSeconds: wholeNumber('Retry after', 1, 3600),
        ms: wholeNumber('Delay', 1, FAULT_MAX_DELAY_MS),
      }
      if (extra === null) return
      const result = checks[extra].safeParse(values[extra])
      if (!result.success) {
        ctx.addIssue({
          code: 'custom',
          path: [extra],
          message: result.error.issues[0]?.message ?? 'Invalid.',
        })
      }
    }),
  )
export type FaultFormValues = z.input<typeof FaultFormSchema>

export const FAULT_FORM_DEFAULTS: FaultFormValues = {
  operation: 'updateMarketplaceListing',
  fault: 'rate-limited',
  times: '1',
  retryAfterSeconds: '5',
  ms: '3000',
}

export function toFaultRuleBody(values: FaultFormValues): FaultRuleBody {
  const choice = faultChoice(values.fault)
  const n = choice.extra === null ? 0 : Number(values[choice.extra])
  return { operation: values.operation, times: Number(values.times), response: choice.response(n) }
}

/** A rule's answer in words, for the list of active rules. */
export function describeFault(response: FaultResponse): string {
  switch (response.kind) {
    case 'rate-limited':
      return `429, retry after ${response.retryAfterSeconds} s`
    case 'status':
      return response.body === 'html' ? `${response.status} as an HTML page` : `${response.status} (shape 4)`
    case 'shape':
      return `400 in shape ${response.shape}`
    case 'delay':
      return `Late by ${response.ms} ms`
    case 'drop':
      return 'Connection dropped'
    case 'after-write':
      return response.then === 'drop' ? 'Done, answer lost' : `Done, answer late by ${response.ms} ms`
    default: {
      const never: never = response
      return String(never)
    }
  }
}
