import { z } from 'zod/mini'
import { DateTimeSchema, GuidSchema, NpiNumberSchema } from './common'
import { addProblems, type FieldProblem } from './errors'
import { npiProblem } from './npi'

// spec: Endpoints > 6 — the body is a JSON array of long (NPI numbers), required. Layer 1: an array of
// integers. An empty array is well formed and changes nothing.
export const NpiUpdateBodySchema = z.array(NpiNumberSchema)
export type NpiUpdateBody = z.infer<typeof NpiUpdateBodySchema>

/** Layer 2: every item must be a valid NPI; problems are keyed `[i]`, the item's index. */
export function npiUpdateProblems(body: NpiUpdateBody): FieldProblem[] {
  return body.flatMap((npi, i) => {
    const reason = npiProblem(npi)
    return reason ? [{ field: `[${i}]`, code: 'PredicateValidator', message: `${npi}: ${reason}` }] : []
  })
}

export function npiUpdateBodySchema() {
  return NpiUpdateBodySchema.check(z.superRefine((body, c) => addProblems(npiUpdateProblems(body), c)))
}

// Sandbox choice (spec: Endpoints > 6 — "Response body and per-NPI result: not shown"): 200 with what
// happened to each NPI sent. Registered pharmacies are added; unknown NPIs become invitations.
export const NpiUpdateResultSchema = z.object({
  added: z.array(NpiNumberSchema),
  invited: z.array(NpiNumberSchema),
  alreadyMembers: z.array(NpiNumberSchema),
  alreadyInvited: z.array(NpiNumberSchema),
})
export type NpiUpdateResult = z.infer<typeof NpiUpdateResultSchema>

// Sandbox choice (spec: Referenced operations — GET /pharmacies/search "parameters and response shape:
// not shown"): the caller's group with its members and its pending invitations.
export const PharmacyMemberSchema = z.object({
  id: GuidSchema,
  npi: NpiNumberSchema,
  name: z.string(),
  dba: z.nullable(z.string()),
  city: z.nullable(z.string()),
  stateAcronym: z.nullable(z.string()),
})
export type PharmacyMember = z.infer<typeof PharmacyMemberSchema>

export const PendingInvitationSchema = z.object({ npi: NpiNumberSchema, invitedDate: DateTimeSchema })
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>

export const PharmacySearchResponseSchema = z.object({
  groupId: GuidSchema,
  groupName: z.string(),
  members: z.array(PharmacyMemberSchema),
  pendingInvitations: z.array(PendingInvitationSchema),
})
export type PharmacySearchResponse = z.infer<typeof PharmacySearchResponseSchema>
