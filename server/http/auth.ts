// spec: Authentication: the API key travels in X-SERVICE-AUTH; a caller acts only for pharmacies whose NPI
// belongs to its group (an invited, unregistered NPI is not yet a member). Routes call these after the
// request has passed validation, because validation runs before authentication.
import type { FastifyRequest } from 'fastify'
import type { GroupRow, GroupsRepository } from '../store/groups-repository'
import type { PharmacyRow } from '../store/pharmacies-repository'
import { genericProblem } from './problems'

export const AUTH_HEADER = 'x-service-auth'

export async function authenticate(request: FastifyRequest, groups: GroupsRepository): Promise<GroupRow> {
  const raw = request.headers[AUTH_HEADER]
  const key = Array.isArray(raw) ? raw[0] : raw
  if (key === undefined || key === '') {
    throw genericProblem(401, 'The X-SERVICE-AUTH header is missing. Send your API key in it.')
  }
  const group = await groups.findByApiKey(key)
  if (!group) throw genericProblem(401, 'The API key in X-SERVICE-AUTH is not valid.')
  return group
}

/** The registered member pharmacy the caller acts for, or 403 (spec: Status rules, 403). */
export async function actingPharmacy(
  repos: { groups: GroupsRepository },
  group: GroupRow,
  npi: number,
): Promise<PharmacyRow> {
  const pharmacy = await repos.groups.memberByNpi(group.key, npi)
  if (pharmacy) return pharmacy
  const invited = (await repos.groups.invitations(group.key)).some((invitation) => invitation.npi === npi)
  throw genericProblem(
    403,
    invited
      ? `NPI ${npi} is invited to your group but has not registered yet, so it cannot act in the marketplace.`
      : `NPI ${npi} is not a member of your group.`,
  )
}
