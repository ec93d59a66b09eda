// spec: Authentication: the API key travels in X-SERVICE-AUTH; a caller acts only for pharmacies whose NPI
// belongs to its group (an invited, unregistered NPI is not yet a member). Routes call these after the
// request has passed validation, because validation runs before authentication.
import type { FastifyRequest } from 'fastify'
import type { GroupRow, GroupsRepository } from '../store/groups-repository'
import type { PharmacyRow } from '../store/pharmacies-repository'
import { genericProblem } from './problems'

export const AUTH_HEADER = 'x-service-auth'

/** Set on a request whose key the server has retired (sandbox/team-key.ts): no key of anyone's. */
export const RETIRED_KEY = Symbol('retired key')
export type RetiredMark = { [RETIRED_KEY]?: boolean }
export const bringsRetiredKey = (request: FastifyRequest) =>
  (request as FastifyRequest & RetiredMark)[RETIRED_KEY] === true

function apiKeyOf(request: FastifyRequest): string {
  if (bringsRetiredKey(request)) throw badKey()
  const raw = request.headers[AUTH_HEADER]
  const key = Array.isArray(raw) ? raw[0] : raw
  if (key === undefined || key === '') {
    throw genericProblem(401, 'The X-SERVICE-AUTH header is missing. Send your API key in it.')
  }
  return key
}

export const badKey = () => genericProblem(401, 'The API key in X-SERVICE-AUTH is not valid.')

export async function authenticate(request: FastifyRequest, groups: GroupsRepository): Promise<GroupRow> {
  const group = await groups.findByApiKey(apiKeyOf(request))
  if (!group) throw badKey()
  return group
}

/**
 * The caller's group (401 without a valid key) and the registered member pharmacy it acts for (403
 * otherwise; spec: Status rules), in that order of checks, from one read.
 */
export async function authenticateActing(
  request: FastifyRequest,
  groups: GroupsRepository,
  npi: number,
): Promise<{ group: GroupRow; pharmacy: PharmacyRow }> {
  const caller = await groups.callerActingFor(apiKeyOf(request), npi)
  if (!caller) throw badKey()
  const { group, pharmacy } = caller
  if (pharmacy) return { group, pharmacy }
  const invited = (await groups.invitations(group.key)).some((invitation) => invitation.npi === npi)
  throw genericProblem(
    403,
    invited
      ? `NPI ${npi} is invited to your group but has not registered yet, so it cannot act in the marketplace.`
      : `NPI ${npi} is not a member of your group.`,
  )
}
