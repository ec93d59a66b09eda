// Deleting a draft names no pharmacy (spec: Endpoints > 3: only the draft's id), so the server learns
// whose draft it is before letting a seller delete it (decision 0015). A user who acts for every pharmacy
// of the group may delete any of the group's drafts. Otherwise the server reads the draft as each of the
// user's pharmacies through the sandbox's read extension (GET /draft-listings/{id}?pharmacyNpi=): the
// one that finds it is the draft's seller. Against a service without that extension, only a user whose
// pharmacies cover every pharmacy of the group may delete.
import type { PharmacyScope } from '../../src/contract/access'
import { groupMembers } from '../proxy/group-members'
import type { ServiceExtensions } from '../proxy/service-extensions'
import type { Upstream } from '../proxy/upstream'

export type DraftOwner = { allowed: true; npi: number | null } | { allowed: false; message: string }

const listOf = (npis: readonly number[]) => npis.join(', ')

export async function draftOwner(
  upstream: Upstream,
  extensions: ServiceExtensions,
  scope: PharmacyScope,
  draftId: string,
): Promise<DraftOwner> {
  if (scope === 'all') return { allowed: true, npi: null }
  if (await extensions.has('getDraftListing')) {
    for (const npi of scope) {
      const answer = await upstream.call({
        method: 'GET',
        path: `/api/v1/draft-listings/${encodeURIComponent(draftId)}`,
        query: `pharmacyNpi=${npi}`,
        headers: { accept: 'application/json' },
      })
      if (answer.status === 200) return { allowed: true, npi }
    }
    return {
      allowed: false,
      message: `This draft listing is not one of your pharmacies' (NPI ${listOf(scope)}), so you cannot delete it.`,
    }
  }
  const members = await groupMembers(upstream)
  if (members !== null && members.every((member) => scope.includes(member.npi)))
    return { allowed: true, npi: null }
  return {
    allowed: false,
    message:
      'The marketplace service cannot tell which pharmacy a draft listing belongs to, so only someone who acts for every pharmacy of the group may delete draft listings.',
  }
}
