// The team store the server uses, opened by a command-line program beside it (the file is shared:
// store/sqlite/team-database.ts): TEAM_DATABASE from the environment or .env, with the server's default;
// or, with DATABASE_URL, the PostgreSQL schema every instance of the server shares.
import { pathToFileURL } from 'node:url'
import { loadDotEnv, readSettings } from '../server/config'
import { readTeamSettings } from '../server/auth/team-settings'
import {
  auditKeyOf,
  describeTeamStore,
  openTeamStore,
  teamStoreLocation,
} from '../server/auth/team-store-open'
import type { TeamStore } from '../server/store/team-store'

/** How a program opens the audit key: `npm run users` makes it as the server would; verify only reads it. */
export type KeyUse = { create: boolean; anchor?: boolean }

/** The store, and `file`: where it is (the SQLite file, or the PostgreSQL schema), for messages. */
async function openTeamStoreFile(
  env: Record<string, string | undefined>,
  key: KeyUse,
): Promise<{ store: TeamStore; file: string }> {
  const settings = readSettings(env)
  const team = readTeamSettings(env, settings.database)
  const location = teamStoreLocation(team, settings.databaseUrl)
  return {
    store: await openTeamStore(location, auditKeyOf(team, location, key)),
    file: describeTeamStore(location),
  }
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
  key: KeyUse = { create: true },
): Promise<number> {
  let opened: Awaited<ReturnType<typeof openTeamStoreFile>>
  try {
    opened = await openTeamStoreFile(env, key)
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
