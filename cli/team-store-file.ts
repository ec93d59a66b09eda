// The team store the server uses, opened by a command-line program beside it (the file is shared:
// store/sqlite/team-database.ts): TEAM_DATABASE from the environment or .env, with the server's default.
import { pathToFileURL } from 'node:url'
import { loadDotEnv, readSettings } from '../server/config'
import { readTeamSettings } from '../server/auth/team-settings'
import { sqliteTeamStore } from '../server/store/sqlite/team-store'
import { openTeamDatabase } from '../server/store/sqlite/team-database'
import type { TeamStore } from '../server/store/team-store'

function openTeamStoreFile(env: Record<string, string | undefined>): {
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

/**
 * Runs `use` over the team store and closes it afterwards, whatever happens; exit code 2, with the
 * reason, when the store cannot be opened.
 */
export async function withTeamStoreFile(
  env: Record<string, string | undefined>,
  use: (opened: { store: TeamStore; file: string }) => Promise<number>,
): Promise<number> {
  let opened: ReturnType<typeof openTeamStoreFile>
  try {
    opened = openTeamStoreFile(env)
  } catch (error) {
    console.error(`Cannot open the team store: ${(error as Error).message}`)
    return 2
  }
  try {
    return await use(opened)
  } finally {
    await opened.store.close()
  }
}

/** Runs the program when its module is the one node started; an unexpected error exits with `crashed`. */
export function runAsProgram(moduleUrl: string, run: () => Promise<number>, crashed: number): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error((error as Error).message)
      process.exit(crashed)
    },
  )
}
