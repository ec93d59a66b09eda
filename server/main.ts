// Starts the sandbox: settings, database (scenario loaded only into an empty one), dashboard, listen.
// Every start-up failure is one line on stderr and exit code 1.
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { buildProxyApp } from './proxy/proxy-app'
import { loadDotEnv, readSettings, type Settings } from './config'
import { isDatabaseLocked, isEmptyDatabase, openDatabase, type Db } from './store/sqlite/database'
import { ScenarioError, readScenarioFile } from './store/scenario-file'
import { loadScenario } from './store/sqlite/scenario-loader'
import { sqliteStore } from './store/sqlite/engine'
import type { Scenario } from './scenarios/scenario'

class StartupError extends Error {}

/** The scenario file, read and checked at start: it is loaded into an empty database, and reset returns to it. */
function readScenario(settings: Settings): Scenario {
  try {
    return readScenarioFile(settings.scenario)
  } catch (error) {
    if (error instanceof ScenarioError)
      throw new StartupError(`Invalid SCENARIO ${settings.scenario}: ${error.message}`)
    throw error
  }
}

function openSandboxDatabase(settings: Settings, scenario: Scenario, now: Date): Db {
  let db: Db
  try {
    db = openDatabase(settings.database)
  } catch (error) {
    const why = isDatabaseLocked(error)
      ? 'another process holds it (is a sandbox already running on it?); stop that one or choose another file'
      : (error as Error).message
    throw new StartupError(`Cannot open DATABASE=${JSON.stringify(settings.database)}: ${why}`)
  }
  if (!isEmptyDatabase(db)) {
    console.log(`Database ${settings.database} already holds data; the scenario is not loaded again.`)
    return db
  }
  loadScenario(db, scenario, now)
  return db
}

async function listen(app: FastifyInstance, settings: Settings): Promise<string> {
  try {
    await app.listen({ port: settings.port, host: settings.host })
  } catch (error) {
    throw new StartupError(
      `Cannot listen on HOST=${settings.host} PORT=${settings.port}: ${(error as Error).message}`,
    )
  }
  const { port } = app.server.address() as AddressInfo
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host
  return `http://${host}:${port}`
}

function stopOnSignal(close: () => Promise<unknown>): void {
  const stop = () => void close()
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

/** Proxy mode: the dashboard and a forward of /api/v1 to UPSTREAM_URL; no database at all. */
async function startProxy(settings: Settings, upstreamUrl: string, dashboardDir: string | undefined) {
  const app = buildProxyApp({
    upstreamUrl,
    timeoutMs: settings.upstreamTimeoutMs,
    bodyLimitBytes: settings.proxyBodyLimitBytes,
    dashboardDir,
    logger: { level: settings.logLevel },
    trustProxy: settings.trustProxy,
  })
  console.log(`Proxy listening on ${await listen(app, settings)}, forwarding /api/v1 to ${upstreamUrl}`)
  console.log(dashboardDir ? `Dashboard served from ${dashboardDir}` : 'Dashboard not served (API only).')
  console.log(
    'The service counts its 300 requests a minute per calling address: everyone using this server shares one.',
  )
  stopOnSignal(() => app.close())
}

async function main(): Promise<void> {
  loadDotEnv()
  const settings = readSettings(process.env)
  const dist = resolve('dist')
  const dashboardDir = settings.serveDashboard && existsSync(resolve(dist, 'index.html')) ? dist : undefined
  if (settings.upstreamUrl) return startProxy(settings, settings.upstreamUrl, dashboardDir)
  const clock = () => new Date()
  const scenario = readScenario(settings)
  const store = sqliteStore(openSandboxDatabase(settings, scenario, clock()), scenario)
  const { repositories } = store
  const app = buildApp({
    repositories,
    rateLimitStore: store.rateLimitStore,
    faultRules: store.faultRules,
    clock,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    dashboardDir,
    logger: { level: settings.logLevel },
    corsOrigins: settings.corsOrigins,
    trustProxy: settings.trustProxy,
    sandboxControls: settings.sandboxControls,
    resetData: store.reset,
  })
  let url: string
  try {
    url = await listen(app, settings)
  } catch (error) {
    await store.close()
    throw error
  }
  console.log(`Sandbox listening on ${url}`)
  console.log(dashboardDir ? `Dashboard served from ${dashboardDir}` : 'Dashboard not served (API only).')
  const demo = await repositories.groups.demoConnection()
  if (demo)
    console.log(
      `Demo connection: API key ${demo.apiKey}, pharmacy NPI ${demo.pharmacyNpi} (${demo.groupName})`,
    )

  stopOnSignal(() => app.close().then(store.close))
}

main().catch((error: unknown) => {
  // One line, whatever the cause (JSON parser messages can span lines).
  console.error((error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim())
  process.exit(1)
})
