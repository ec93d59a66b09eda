// A scenario's NADAC file: CMS's format, beside the scenario and named after it (demo.json ->
// demo-nadac.csv), loaded at start into an empty NADAC table, as the scenario is loaded into an empty
// database. The demo's covers its drugs, two weeks each, so the dashboard shows the later.
import { existsSync } from 'node:fs'
import type { TeamStore } from '../store/team-store'
import { describeImport, importNadacFile } from './import'

/** The NADAC file of the scenario at `scenarioFile`, whether or not it exists. */
export const scenarioNadacFile = (scenarioFile: string): string =>
  scenarioFile.replace(/(\.json)?$/i, '-nadac.csv')

/** Loads the scenario's NADAC file into an empty table: the start-up line, or null when nothing was loaded. */
export async function loadScenarioNadac(store: TeamStore, scenarioFile: string): Promise<string | null> {
  const file = scenarioNadacFile(scenarioFile)
  if (!existsSync(file) || (await store.nadac.count()) > 0) return null
  return describeImport(await importNadacFile(store, file), file)[0]!
}
