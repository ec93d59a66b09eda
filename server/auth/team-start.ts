// Start-up of sign-in (docs/team-server.md, "Modes"): opens the team store, loads the demo scenario's
// users into an empty one, and decides whether sign-in is on: SIGN_IN=on, or auto (the default) with at
// least one user or OpenID Connect configured; off keeps today's typed-key mode and opens nothing. The
// store is the SQLite file TEAM_DATABASE, or PostgreSQL with DATABASE_URL (team-store-open.ts).
import { AuditLog } from '../audit/audit-log'
import type { ScenarioUser } from '../scenarios/scenario'
import type { TeamStore } from '../store/team-store'
import { loadDemoUsers } from './demo-users'
import type { TeamSettings } from './team-settings'
import {
  TeamStoreOpenError,
  auditKeyOf,
  describeTeamStore,
  openTeamStore,
  teamStoreLocation,
  usersLeftBehind,
} from './team-store-open'

export class TeamStartError extends Error {}

export type TeamStart = {
  store: TeamStore
  users: number
  demoUsersLoaded: number
  /** Where the store is (the file, or the PostgreSQL schema), for the start-up lines. */
  where: string
}

/**
 * The team store with sign-in on, or null when sign-in is off (the store is then closed again). With
 * `databaseUrl` (DATABASE_URL) the store is that database's, shared by every instance.
 */
export async function startTeam(
  settings: TeamSettings,
  demoUsers: readonly ScenarioUser[],
  now: Date,
  databaseUrl?: string,
): Promise<TeamStart | null> {
  if (settings.signIn === 'off') return null
  const location = teamStoreLocation(settings, databaseUrl)
  let store: TeamStore
  try {
    store = await openTeamStore(location, auditKeyOf(settings, location, { create: true }))
  } catch (error) {
    if (error instanceof TeamStoreOpenError) throw new TeamStartError(error.message)
    throw error
  }
  try {
    const demoUsersLoaded = await loadDemoUsers(store, new AuditLog(store, () => now), demoUsers, now)
    const users = await store.users.count()
    const leftBehind = usersLeftBehind(location, settings, users)
    if (leftBehind !== null) throw new TeamStartError(leftBehind)
    if (settings.signIn === 'auto' && users === 0 && settings.oidc === undefined) {
      await store.close()
      return null
    }
    return { store, users, demoUsersLoaded, where: describeTeamStore(location) }
  } catch (error) {
    await store.close()
    throw error
  }
}

/** The lines main.ts prints about sign-in once it listens. */
export function teamStartLines(
  start: TeamStart,
  settings: TeamSettings,
  demoUsers: readonly ScenarioUser[],
): string[] {
  const lines = [
    `Sign-in on: ${start.users} user${start.users === 1 ? '' : 's'} in ${start.where}${settings.oidc ? `, OpenID Connect with ${settings.oidc.name}` : ''}.`,
  ]
  if (start.demoUsersLoaded > 0 || demoUsers.length > 0)
    lines.push(...demoUsers.map((u) => `  demo user ${u.email} (${u.role}), password ${u.demoPassword}`))
  if (start.users === 0)
    lines.push(
      'No users yet: add the first admin with `npm run users -- add --email you@example.com --role admin`.',
    )
  return lines
}
