// npm run nadac:import -- <file.csv>: loads CMS's NADAC file as published into the team store (TEAM_DATABASE,
// or DATABASE_URL's schema), the latest effective date per NDC (server/nadac/import.ts). Progress every
// 100,000 rows and each skipped row by its line go to stderr. Exit 0 when loaded (rows skipped or not),
// 1 when the file is not a NADAC file or cannot be read, 2 when the store cannot be opened.
import { NadacFileError } from '../server/nadac/cms-file'
import { describeImport, importNadacFile } from '../server/nadac/import'
import { environment, runAsProgram, withTeamStoreFile } from './team-store-file'

export const USAGE = 'Usage: npm run nadac:import -- <file.csv> (CMS NADAC file, as published)'

export function main(env: Record<string, string | undefined>, args: readonly string[]): Promise<number> {
  const file = args.find((arg) => !arg.startsWith('-'))
  if (!file) {
    console.error(USAGE)
    return Promise.resolve(1)
  }
  return withTeamStoreFile(env, async ({ store }) => {
    try {
      const outcome = await importNadacFile(store, file, (rows) => console.error(`  ${rows} rows read`))
      const [summary, ...skipped] = describeImport(outcome, file)
      console.log(summary)
      for (const line of skipped) console.error(line)
      return 0
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (!(error instanceof NadacFileError) && code === undefined) throw error
      console.error(`${file}: ${(error as Error).message}`)
      return 1
    }
  })
}

runAsProgram(import.meta.url, () => main(environment(), process.argv.slice(2)), 2)
