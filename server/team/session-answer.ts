// The answer of GET /auth/session (and of a JSON sign-in): the user, the group's pharmacies they act for
// (asked of the service with the group's key; null when it cannot say), the pharmacy they act for, and
// when the session ends.
import { actsFor } from '../../src/contract/access'
import type { SessionAnswer } from '../../src/contract/session'
import type { GroupMember } from '../proxy/group-members'
import type { SignedIn } from '../auth/sessions'
import type { TeamContext } from './team-context'

/**
 * The pharmacy the person acts for, as remembered across sign-ins. A person who never chose one is given
 * the first of theirs, and that is remembered as if chosen: otherwise a pharmacy added to the group that
 * sorts before it would become "the first" and take its place at the next sign-in.
 */
async function actingOf(
  ctx: TeamContext,
  signedIn: SignedIn,
  members: GroupMember[] | null,
  pharmacies: GroupMember[] | null,
): Promise<SessionAnswer['acting']> {
  const { user } = signedIn
  let npi = user.actingNpi
  if (npi === null) {
    npi = pharmacies?.[0]?.npi ?? (user.npis === 'all' ? null : (user.npis[0] ?? null))
    if (npi !== null) await ctx.store.users.setActingNpi(user.id, npi)
  }
  if (npi === null) return null
  // Named from the whole group: one the person no longer acts for is still named when the dashboard asks.
  return { npi, name: members?.find((member) => member.npi === npi)?.name ?? null }
}

export async function sessionAnswer(ctx: TeamContext, signedIn: SignedIn): Promise<SessionAnswer> {
  const { user } = signedIn
  const members = await ctx.groupMembers()
  const pharmacies = members === null ? null : members.filter((member) => actsFor(user.npis, member.npi))
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role, npis: user.npis },
    pharmacies,
    acting: await actingOf(ctx, signedIn, members, pharmacies),
    idleExpiresAt: signedIn.idleExpiresAt.toISOString(),
    absoluteExpiresAt: signedIn.absoluteExpiresAt.toISOString(),
  }
}
