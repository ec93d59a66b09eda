// The group's member pharmacies, asked of the service with the group's key (GET /pharmacies/search, a
// sandbox extension: docs/conventions.md, Gaps in the spec). Null when the service cannot say.
import { PharmacySearchResponseSchema } from '../../src/contract/groups'
import type { Upstream } from './upstream'

export type GroupMember = { npi: number; name: string | null }

export async function groupMembers(upstream: Upstream): Promise<GroupMember[] | null> {
  try {
    const answer = await upstream.call({
      method: 'GET',
      path: '/api/v1/pharmacies/search',
      query: '',
      headers: { accept: 'application/json' },
    })
    if (answer.status !== 200) return null
    const parsed = PharmacySearchResponseSchema.safeParse(JSON.parse(answer.body.toString()))
    if (!parsed.success) return null
    return parsed.data.members.map((member) => ({ npi: member.npi, name: member.dba ?? member.name }))
  } catch {
    return null
  }
}
