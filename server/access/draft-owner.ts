// Deleting a draft names no pharmacy (spec: Endpoints > 3: only the draft's id), so the server learns
// whose draft it is before letting a seller delete it (decision 0015). A user who acts for every pharmacy
// of the group may delete any of the group's drafts. Otherwise the server reads the draft as each of the
// user's pharmacies through the sandbox's read extension (GET /draft-listings/{id}?pharmacyNpi=): the
// one that finds it is the draft's seller. Against a service without that extension, only a user whose
// pharmacies cover every pharmacy of the group may delete. A create that names the draft it is made from
// (X-From-Draft) is checked the same way, as the one pharmacy it acts for: only a draft's own pharmacy
// may record a listing as made from it, since that record keeps the draft from being listed again.
import type { PharmacyScope } from '../../src/contract/access'
import { FROM_DRAFT_HEADER } from '../../src/contract/jobs'
import { groupMembers } from '../proxy/group-members'
import type { ServiceExtensions } from '../proxy/service-extensions'
import type { Upstream, UpstreamAnswer, UpstreamCaller } from '../proxy/upstream'

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

/**
 * Whether a draft is the acting pharmacy's, for a create that names it (X-From-Draft): read as that
 * pharmacy through the read extension, as the person's own call. Found (200): its own. Another
 * pharmacy's (403) or none (404): refused with that status. Another answer (a 429, a 5xx) is passed on
 * as it came, nothing sent. Without the read extension nobody can tell, so the header is refused.
 */
export type OwnDraft =
  { own: true } | { own: false; status: number; message: string } | { own: false; answer: UpstreamAnswer }

export async function ownDraft(
  upstream: Upstream,
  extensions: ServiceExtensions,
  npi: number,
  draftId: string,
  caller: UpstreamCaller,
): Promise<OwnDraft> {
  if (!(await extensions.has('getDraftListing')))
    return {
      own: false,
      status: 400,
      message: `The marketplace service cannot tell which pharmacy a draft listing belongs to, so a listing cannot be recorded as made from one (${FROM_DRAFT_HEADER}). Send the create without that header.`,
    }
  const answer = await upstream.call(
    {
      method: 'GET',
      path: `/api/v1/draft-listings/${encodeURIComponent(draftId)}`,
      query: `pharmacyNpi=${npi}`,
      headers: { accept: 'application/json' },
    },
    { caller },
  )
  if (answer.status === 200) return { own: true }
  if (answer.status === 403 || answer.status === 404)
    return {
      own: false,
      status: answer.status,
      message: `Draft listing ${draftId} is not one of the drafts of the pharmacy with NPI ${npi}, so no listing is made from it here. A listing is made from a draft only by the draft's own pharmacy.`,
    }
  return { own: false, answer }
}
