// The demo scenario's users (server/scenarios/README.md): loaded into an empty team store at start, one
// per role in the demo group, each with a published demo password. The sign-in page lists them (GET
// /auth/config) while their account is active and its password is still the one loaded.
import type { AuthConfig } from '../../src/contract/team'
import type { ScenarioUser } from '../scenarios/scenario'
import { DuplicateEmailError, type TeamStore } from '../store/team-store'
import type { AuditLog } from '../audit/audit-log'
import { hashPassword } from './passwords'

/**
 * Creates the scenario's users when the store holds no one else; answers how many this call created.
 * Instances starting together on one shared store may each find it empty, or holding the demo users
 * another one has loaded so far: each goes on with the ones still missing, a user another one created
 * meanwhile is skipped (the address is unique), so each is created, and its creation audited, once, and
 * every instance starts with all of them. A store with any other user is the team's own: nothing is added.
 */
export async function loadDemoUsers(
  store: TeamStore,
  audit: AuditLog,
  users: readonly ScenarioUser[],
  now: Date,
): Promise<number> {
  if (users.length === 0) return 0
  const scenario = new Set(users.map((user) => user.email.toLowerCase()))
  const present = await store.users.list()
  if (present.some((user) => !scenario.has(user.email.toLowerCase()))) return 0
  const have = new Set(present.map((user) => user.email.toLowerCase()))
  let loaded = 0
  for (const user of users) {
    if (have.has(user.email.toLowerCase())) continue
    const passwordHash = await hashPassword(user.demoPassword)
    try {
      // The user and its audit entry in one transaction: kept together or not at all.
      await store.transaction(async (on) => {
        const { email, name, role, npis } = user
        const created = await on.users.create({ email, name, role, npis, passwordHash }, now)
        await audit.over(on).event(
          null,
          { operation: 'createUser', actor: null, targetId: created.id },
          {
            status: 201,
            shape: null,
            message: `Demo user ${created.email} (${created.role}) loaded from the scenario.`,
          },
          undefined,
          'scenario',
        )
      })
    } catch (error) {
      if (error instanceof DuplicateEmailError) continue
      throw error
    }
    loaded += 1
  }
  return loaded
}

/** The demo users whose account is active and whose password has not been changed since it was loaded. */
export async function listedDemoUsers(
  store: TeamStore,
  users: readonly ScenarioUser[],
): Promise<AuthConfig['demoUsers']> {
  const listed: AuthConfig['demoUsers'] = []
  for (const user of users) {
    const account = await store.users.findByEmail(user.email)
    if (!account || !account.active || account.passwordSetAt !== account.createdAt) continue
    listed.push({ email: account.email, name: account.name, role: account.role, password: user.demoPassword })
  }
  return listed
}
