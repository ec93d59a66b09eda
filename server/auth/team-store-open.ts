// Which engine keeps the team store (docs/team-server.md, "Settings"; docs/scaling.md): the SQLite file
// TEAM_DATABASE by default, or, with DATABASE_URL, the schema "team" of that PostgreSQL database, which
// every instance of the server (and the command-line programs) opening the same database shares. The
// server and `npm run users` / `npm run audit:verify` choose it the same way, so they open the same store.
import type { AnchorPolicy } from '../store/audit-seal'
import { displayUrl } from '../store/postgres/connection'
import { openPostgresTeamStore, TEAM_SCHEMA } from '../store/postgres/team-store'
import { isDatabaseLocked } from '../store/sqlite/database'
import { openTeamDatabase, usersInTeamFile } from '../store/sqlite/team-database'
import { sqliteTeamStore } from '../store/sqlite/team-store'
import type { TeamStore } from '../store/team-store'
import { AuditKeyError, loadAuditKey } from './audit-key'
import type { TeamSettings } from './team-settings'

export type TeamStoreLocation =
  { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; schema: string }

export function teamStoreLocation(
  settings: Pick<TeamSettings, 'teamDatabase'>,
  databaseUrl: string | undefined,
): TeamStoreLocation {
  return databaseUrl === undefined
    ? { engine: 'sqlite', file: settings.teamDatabase }
    : { engine: 'postgres', url: databaseUrl, schema: TEAM_SCHEMA }
}

/** Where the store is, for a message: the file, or the schema and the database's URL without its password. */
export function describeTeamStore(location: TeamStoreLocation): string {
  return location.engine === 'sqlite'
    ? location.file
    : `schema "${location.schema}" of ${displayUrl(location.url)}`
}

export class TeamStoreOpenError extends Error {}

/**
 * The audit key of the settings (audit-key.ts), made when absent and `create`. A log on PostgreSQL is
 * shared by instances that share nothing else: its key must be a file they are all given.
 */
export function auditKeyOf(
  settings: Pick<TeamSettings, 'auditKeyFile'>,
  location: TeamStoreLocation,
  options: { create: boolean; anchor?: boolean },
): AnchorPolicy {
  if (location.engine === 'postgres' && settings.auditKeyFile === null)
    throw new TeamStoreOpenError(
      'With DATABASE_URL the audit log needs a key in a file: set AUDIT_KEY_FILE, the same file for every instance.',
    )
  try {
    const { seal, created } = loadAuditKey(settings.auditKeyFile, options)
    return { seal, anchorExisting: created || options.anchor === true }
  } catch (error) {
    if (error instanceof AuditKeyError) throw new TeamStoreOpenError(error.message)
    throw error
  }
}

/** Opens (and migrates) the store; a failure is a TeamStoreOpenError whose message names the setting. */
export async function openTeamStore(location: TeamStoreLocation, audit: AnchorPolicy): Promise<TeamStore> {
  if (location.engine === 'sqlite') {
    try {
      return await sqliteTeamStore(await openTeamDatabase(location.file), audit)
    } catch (error) {
      const why = isDatabaseLocked(error) ? 'another process holds it' : (error as Error).message
      throw new TeamStoreOpenError(`Cannot open TEAM_DATABASE=${JSON.stringify(location.file)}: ${why}`)
    }
  }
  try {
    return await openPostgresTeamStore({ url: location.url, schema: location.schema, audit })
  } catch (error) {
    throw new TeamStoreOpenError(
      `Cannot open the team store in DATABASE_URL=${displayUrl(location.url)}: ${(error as Error).message}`,
    )
  }
}

/**
 * With DATABASE_URL the team store moves to PostgreSQL: a TEAM_DATABASE file that still holds users while
 * the database holds none is a team left behind, not a new one. Answers the reason to stop, or null.
 */
export function usersLeftBehind(
  location: TeamStoreLocation,
  settings: Pick<TeamSettings, 'teamDatabase'>,
  usersInStore: number,
): string | null {
  if (location.engine !== 'postgres' || usersInStore > 0) return null
  const left = usersInTeamFile(settings.teamDatabase)
  if (left === 0) return null
  return `TEAM_DATABASE=${JSON.stringify(settings.teamDatabase)} holds ${left} user${left === 1 ? '' : 's'}, but with DATABASE_URL the team store is the ${describeTeamStore(location)}, which holds none: add the team there (npm run users with the same DATABASE_URL), or move the file away to start with an empty team store.`
}
