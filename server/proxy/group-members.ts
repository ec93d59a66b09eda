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

/**
 * groupMembers, kept a minute: GET /auth/session asks on every page load, and each ask is a call to the
 * service. `forget` drops what is kept, after a change of the group made through this server, so the
 * next page (and sign-in) lists the group as it is now.
 */
export function cachedGroupMembers(
  upstream: Upstream,
  clock: () => Date,
): { members: () => Promise<GroupMember[] | null>; forget: () => void } {
  let kept: { at: number; members: Promise<GroupMember[] | null> } | undefined
  const forget = () => {
    kept = undefined
  }
  const members = () => {
    const now = clock().getTime()
    if (!kept || now - kept.at >= KEEP_MS) {
      const asked = groupMembers(upstream)
      kept = { at: now, members: asked }
      // An answer of nothing is not kept: ask again next time.
      void asked.then((found) => {
        if (found === null && kept?.members === asked) kept = undefined
      })
    }
    return kept.members
  }
  return { members, forget }
}
