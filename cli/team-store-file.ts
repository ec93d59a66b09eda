// The team store the server uses, opened by a command-line program beside it (the file is shared:
// store/sqlite/team-database.ts): TEAM_DATABASE from the environment or .env, with the server's default;
// or, with DATABASE_URL, the PostgreSQL schema every instance of the server shares.
import { pathToFileURL } from 'node:url'
import { loadDotEnv, readSettings } from '../server/config'
import { readTeamSettings } from '../server/auth/team-settings'
import { describeTeamStore, openTeamStore, teamStoreLocation } from '../server/auth/team-store-open'
import type { TeamStore } from '../server/store/team-store'

/** The store, and `file`: where it is (the SQLite file, or the PostgreSQL schema), for messages. */
async function openTeamStoreFile(env: Record<string, string | undefined>): Promise<{
  store: TeamStore
  file: string
}> {
  const settings = readSettings(env)
  const location = teamStoreLocation(readTeamSettings(env, settings.database), settings.databaseUrl)
  return { store: await openTeamStore(location), file: describeTeamStore(location) }
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
  let opened: Awaited<ReturnType<typeof openTeamStoreFile>>
  try {
    opened = await openTeamStoreFile(env)
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
