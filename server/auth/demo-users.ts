// The demo scenario's users (server/scenarios/README.md): loaded into an empty team store at start, one
// per role in the demo group, each with a published demo password. The sign-in page lists them (GET
// /auth/config) while their account is active and its password is still the one loaded.
import type { AuthConfig } from '../../src/contract/team'
import type { ScenarioUser } from '../scenarios/scenario'
import { DuplicateEmailError, type TeamStore } from '../store/team-store'
import type { AuditLog } from '../audit/audit-log'
import { hashPassword } from './passwords'

/**
 * Creates the scenario's users when the store has none; answers how many this call created. Instances
 * starting together on one shared store may all find it empty: a user another one created meanwhile is
 * skipped (the address is unique), so each is created, and its creation audited, once.
 */
export async function loadDemoUsers(
  store: TeamStore,
  audit: AuditLog,
  users: readonly ScenarioUser[],
  now: Date,
): Promise<number> {
  if (users.length === 0 || (await store.users.count()) > 0) return 0
  let loaded = 0
  for (const user of users) {
    let created
    try {
      created = await store.users.create(
        {
          email: user.email,
          name: user.name,
          role: user.role,
          npis: user.npis,
          passwordHash: await hashPassword(user.demoPassword),
        },
        now,
      )
    } catch (error) {
      if (error instanceof DuplicateEmailError) continue
      throw error
    }
    loaded += 1
    await audit.event(
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
