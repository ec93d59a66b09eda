// spec: Endpoints > 6 (POST npi-update) and Referenced operations (GET pharmacies/search, shape defined by
// the sandbox: the caller's group, its members and its pending invitations).
import type { FastifyInstance } from 'fastify'
import {
  NpiUpdateBodySchema,
  npiUpdateProblems,
  type NpiUpdateResult,
  type PharmacySearchResponse,
} from '../../src/contract/groups'
import { authenticate } from '../http/auth'
import { rejectProblems } from '../http/pipeline'
import { parseShape, requireBody } from '../http/request-shape'
import type { RouteContext } from './context'

export function groupRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { repos, clock } = ctx

  app.post('/api/v1/groups/npi-update', async (request): Promise<NpiUpdateResult> => {
    requireBody(request.body)
    const npis = parseShape(NpiUpdateBodySchema, request.body)
    rejectProblems(npiUpdateProblems(npis), npis)
    const group = await authenticate(request, repos.groups)
    // Sandbox choice (spec: "response body and per-NPI result: not shown"): 200 with what happened to each NPI.
    return repos.groups.updateNpis(group.key, npis, clock())
  })

  app.get('/api/v1/pharmacies/search', async (request): Promise<PharmacySearchResponse> => {
    const group = await authenticate(request, repos.groups)
    const [members, pendingInvitations] = await Promise.all([
      repos.groups.members(group.key),
      repos.groups.invitations(group.key),
    ])
    return {
      groupId: group.id,
      groupName: group.name,
      members: members.map((p) => ({
        id: p.id,
        npi: p.npi,
        name: p.name,
        dba: p.dba,
        city: p.city,
        stateAcronym: p.stateAcronym,
      })),
      pendingInvitations,
    }
  })
}
