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

const KEEP_MS = 60_000

/** groupMembers, kept a minute: GET /auth/session asks on every page load, and each ask is a call to the service. */
export function cachedGroupMembers(
  upstream: Upstream,
  clock: () => Date,
): () => Promise<GroupMember[] | null> {
  let kept: { at: number; members: Promise<GroupMember[] | null> } | undefined
  return () => {
    const now = clock().getTime()
    if (!kept || now - kept.at >= KEEP_MS) {
      const members = groupMembers(upstream)
      kept = { at: now, members }
      // An answer of nothing is not kept: ask again next time.
      void members.then((found) => {
        if (found === null && kept?.members === members) kept = undefined
      })
    }
    return kept.members
  }
}
