// The answer of GET /auth/session (and of a JSON sign-in): the user, the group's pharmacies they act for
// (asked of the service with the group's key; null when it cannot say), and when the session ends.
import { actsFor } from '../../src/contract/access'
import type { SessionAnswer } from '../../src/contract/session'
import type { SignedIn } from './sessions'
import type { TeamContext } from './team-context'

export async function sessionAnswer(ctx: TeamContext, signedIn: SignedIn): Promise<SessionAnswer> {
  const { user } = signedIn
  const members = await ctx.groupMembers()
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role, npis: user.npis },
    pharmacies: members === null ? null : members.filter((member) => actsFor(user.npis, member.npi)),
    idleExpiresAt: signedIn.idleExpiresAt.toISOString(),
    absoluteExpiresAt: signedIn.absoluteExpiresAt.toISOString(),
  }
}
