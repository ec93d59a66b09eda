// The team store the server uses, opened by a command-line program beside it (the file is shared:
// store/sqlite/team-database.ts): TEAM_DATABASE from the environment or .env, with the server's default.
import { loadDotEnv, readSettings } from '../server/config'
import { readTeamSettings } from '../server/auth/team-settings'
import { sqliteTeamStore } from '../server/store/sqlite/team-store'
import { openTeamDatabase } from '../server/store/sqlite/team-database'
import type { TeamStore } from '../server/store/team-store'

export function openTeamStoreFile(env: Record<string, string | undefined>): {
  store: TeamStore
  file: string
} {
  const settings = readSettings(env)
  const file = readTeamSettings(env, settings.database).teamDatabase
  return { store: sqliteTeamStore(openTeamDatabase(file)), file }
}

/** The environment with .env read into it (a variable already set keeps its value). */
export function environment(): Record<string, string | undefined> {
  loadDotEnv()
  return process.env
}
