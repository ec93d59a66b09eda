// Starts the sandbox: settings, database (scenario loaded only into an empty one), dashboard, listen.
// Every start-up failure is one line on stderr and exit code 1.
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { buildApp } from './app'
import { readSettings, type Settings } from './config'
import { isEmptyDatabase, openDatabase, type Db } from './store/database'
import { groupsRepository } from './store/groups-repository'
import { ScenarioError, readScenarioFile } from './store/scenario-file'
import { loadScenario } from './store/scenario-loader'

class StartupError extends Error {}

function openStore(settings: Settings, now: Date): Db {
  let db: Db
  try {
    db = openDatabase(settings.database)
  } catch (error) {
    throw new StartupError(
      `Cannot open DATABASE=${JSON.stringify(settings.database)}: ${(error as Error).message}`,
    )
  }
  if (!isEmptyDatabase(db)) {
    console.log(`Database ${settings.database} already holds data; the scenario is not loaded again.`)
    return db
  }
  try {
    loadScenario(db, readScenarioFile(settings.scenario), now)
  } catch (error) {
    db.close()
    if (error instanceof ScenarioError)
      throw new StartupError(`Invalid SCENARIO ${settings.scenario}: ${error.message}`)
    throw error
  }
  return db
}

async function main(): Promise<void> {
  const settings = readSettings(process.env)
  const clock = () => new Date()
  const db = openStore(settings, clock())
  const dist = resolve('dist')
  const dashboardDir = settings.serveDashboard && existsSync(resolve(dist, 'index.html')) ? dist : undefined
  const app = buildApp({
    db,
    clock,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    dashboardDir,
    logger: { level: settings.logLevel },
    corsOrigins: settings.corsOrigins,
    trustProxy: settings.trustProxy,
    sandboxControls: settings.sandboxControls,
  })
  try {
    await app.listen({ port: settings.port, host: settings.host })
  } catch (error) {
    db.close()
    throw new StartupError(
      `Cannot listen on HOST=${settings.host} PORT=${settings.port}: ${(error as Error).message}`,
    )
  }
  const { port } = app.server.address() as AddressInfo
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host
  console.log(`Sandbox listening on http://${host}:${port}`)
  console.log(dashboardDir ? `Dashboard served from ${dashboardDir}` : 'Dashboard not served (API only).')
  const demo = groupsRepository(db).demoConnection()
  if (demo)
    console.log(
      `Demo connection: API key ${demo.apiKey}, pharmacy NPI ${demo.pharmacyNpi} (${demo.groupName})`,
    )

  const stop = () => {
    void app.close().then(() => db.close())
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  // One line, whatever the cause (JSON parser messages can span lines).
  console.error((error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim())
  process.exit(1)
})
