// Start-up of sign-in (docs/team-server.md, "Modes"): opens the team store, loads the demo scenario's
// users into an empty one, and decides whether sign-in is on: SIGN_IN=on, or auto (the default) with at
// least one user or OpenID Connect configured; off keeps today's typed-key mode and opens nothing.
import { AuditLog } from '../audit/audit-log'
import type { ScenarioUser } from '../scenarios/scenario'
import { isDatabaseLocked } from '../store/sqlite/database'
import { sqliteTeamStore } from '../store/sqlite/team-store'
import { openTeamDatabase } from '../store/sqlite/team-database'
import type { TeamStore } from '../store/team-store'
import { loadDemoUsers } from './demo-users'
import type { TeamSettings } from './team-settings'

export class TeamStartError extends Error {}

export type TeamStart = { store: TeamStore; users: number; demoUsersLoaded: number }

/** The team store with sign-in on, or null when sign-in is off (the store is then closed again). */
export async function startTeam(
  settings: TeamSettings,
  demoUsers: readonly ScenarioUser[],
  now: Date,
): Promise<TeamStart | null> {
  if (settings.signIn === 'off') return null
  let store: TeamStore
  try {
    store = sqliteTeamStore(openTeamDatabase(settings.teamDatabase))
  } catch (error) {
    const why = isDatabaseLocked(error) ? 'another process holds it' : (error as Error).message
    throw new TeamStartError(`Cannot open TEAM_DATABASE=${JSON.stringify(settings.teamDatabase)}: ${why}`)
  }
  const demoUsersLoaded = await loadDemoUsers(store, new AuditLog(store, () => now), demoUsers, now)
  const users = await store.users.count()
  if (settings.signIn === 'auto' && users === 0 && settings.oidc === undefined) {
    await store.close()
    return null
  }
  return { store, users, demoUsersLoaded }
}

/** The lines main.ts prints about sign-in once it listens. */
export function teamStartLines(
  start: TeamStart,
  settings: TeamSettings,
  demoUsers: readonly ScenarioUser[],
): string[] {
  const lines = [
    `Sign-in on: ${start.users} user${start.users === 1 ? '' : 's'} in ${settings.teamDatabase}${settings.oidc ? `, OpenID Connect with ${settings.oidc.name}` : ''}.`,
  ]
  if (start.demoUsersLoaded > 0 || demoUsers.length > 0)
    lines.push(...demoUsers.map((u) => `  demo user ${u.email} (${u.role}), password ${u.demoPassword}`))
  if (start.users === 0)
    lines.push(
      'No users yet: add the first admin with `npm run users -- add --email you@example.com --role admin`.',
    )
  return lines
}
