// Starts the sandbox: settings, database (scenario loaded only into an empty one), dashboard, listen.
// Every start-up failure is one line on stderr and exit code 1.
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { buildProxyApp } from './proxy-app'
import { loadDotEnv, readSettings, type Settings } from './config'
import {
  isDatabaseLocked,
  isEmptyDatabase,
  openDatabase,
  type Db,
  loadScenario,
} from './store/sqlite/database'
import { ScenarioError, readScenarioFile } from './store/scenario-file'
import { sqliteStore } from './store/sqlite/engine'
import { displayUrl } from './store/postgres/connection'
import { openPostgresStore } from './store/postgres/engine'
import type { OpenStore } from './store/store-engine'
import type { Scenario } from './scenarios/scenario'
import type { Repositories } from './store/repositories'
import { listedDemoUsers } from './auth/demo-users'
import { startTeam, teamStartLines, type TeamStart } from './auth/team-start'
import { readTeamSettings, type TeamSettings } from './auth/team-settings'
import type { TeamOptions } from './team/team-layer'
import { readMeterSettings } from './meter/meter-settings'
import { httpUpstream, sandboxUpstream } from './proxy/upstream'
import { newTeamKey, type TeamKey } from './sandbox/team-key'
import { readTenantSettings } from './tenants/tenant-settings'
import { Metrics } from './ops/metrics'
import { readOpsSettings, type OpsSettings } from './ops/ops-settings'
import { stopOnSignals } from './ops/shutdown'
import { listenForBackups } from './ops/backup-socket'
import { Lifecycle } from './http/health'

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

async function openSandboxDatabase(settings: Settings, scenario: Scenario, now: Date): Promise<Db> {
  let db: Db
  try {
    db = await openDatabase(settings.database)
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
  await loadScenario(db, scenario, now)
  return db
}

/** DATABASE_URL set: the store in PostgreSQL (schema "sandbox"), the scenario loaded only into an empty one. */
async function openPostgresSandbox(url: string, scenario: Scenario, now: Date): Promise<OpenStore> {
  try {
    const store = await openPostgresStore({ url, scenario, now })
    if (!store.loaded)
      console.log(`Database ${displayUrl(url)} already holds data; the scenario is not loaded again.`)
    return store
  } catch (error) {
    throw new StartupError(`Cannot open DATABASE_URL=${displayUrl(url)}: ${(error as Error).message}`)
  }
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

/** The meter's budget: the service's 300 a minute in proxy mode, the built-in sandbox's own limit otherwise. */
const meterSettings = (settings: Settings) =>
  readMeterSettings(process.env, settings.upstreamUrl === undefined ? settings.rateLimitPerMinute : undefined)

/** The metrics, with prom-client's process defaults when someone may read them (METRICS_TOKEN). */
const opsOptions = (ops: OpsSettings, lifecycle: Lifecycle) => ({
  lifecycle,
  metrics: new Metrics({ processDefaults: ops.metricsToken !== undefined }),
  ...(ops.metricsToken === undefined ? {} : { metricsToken: ops.metricsToken }),
})

/** What the team layer needs from the settings, for a store and an upstream. */
function teamOptions(
  settings: Settings,
  team: TeamSettings,
  start: TeamStart,
  upstream: TeamOptions['upstream'],
  demoUsers?: TeamOptions['demoUsers'],
): TeamOptions {
  return {
    store: start.store,
    upstream,
    ...(team.publicUrl === undefined ? {} : { publicUrl: team.publicUrl }),
    sessionIdleMinutes: team.sessionIdleMinutes,
    sessionAbsoluteHours: team.sessionAbsoluteHours,
    upstreamTimeoutMs: settings.upstreamTimeoutMs,
    meter: meterSettings(settings),
    ...(team.oidc === undefined ? {} : { oidc: team.oidc }),
    ...(demoUsers === undefined ? {} : { demoUsers }),
  }
}

/** Proxy mode: the dashboard and a forward of /api/v1 to UPSTREAM_URL; no sandbox database. */
async function startProxy(
  settings: Settings,
  ops: OpsSettings,
  team: TeamSettings,
  upstreamUrl: string,
  dashboardDir: string | undefined,
) {
  const start = await startTeam(team, [], new Date(), settings.databaseUrl)
  if (start && team.upstreamApiKey === undefined) {
    await start.store.close()
    throw new StartupError(
      'Sign-in is on in proxy mode, so this server holds the group key: set UPSTREAM_API_KEY or UPSTREAM_API_KEY_FILE (or SIGN_IN=off).',
    )
  }
  const apiKey = team.upstreamApiKey ?? ''
  const lifecycle = new Lifecycle()
  const app = buildProxyApp({
    upstreamUrl,
    timeoutMs: settings.upstreamTimeoutMs,
    bodyLimitBytes: settings.proxyBodyLimitBytes,
    dashboardDir,
    logger: { level: settings.logLevel },
    trustProxy: settings.trustProxy,
    ...opsOptions(ops, lifecycle),
    ...(team.publicUrl === undefined ? {} : { publicUrl: team.publicUrl }),
    ...(start
      ? {
          team: teamOptions(settings, team, start, () =>
            httpUpstream({ baseUrl: upstreamUrl, apiKey, timeoutMs: settings.upstreamTimeoutMs }),
          ),
        }
      : {}),
  })
  console.log(`Proxy listening on ${await listen(app, settings)}, forwarding /api/v1 to ${upstreamUrl}`)
  if (start) for (const line of teamStartLines(start, team, [])) console.log(line)
  console.log(dashboardDir ? `Dashboard served from ${dashboardDir}` : 'Dashboard not served (API only).')
  console.log(
    'The service counts its 300 requests a minute per calling address: everyone using this server shares one.',
  )
  stopOnSignals(ops, lifecycle, () => app.close().then(() => start?.store.close()))
}

/**
 * The key the server adds to signed-in users' calls to the built-in sandbox: UPSTREAM_API_KEY when the
 * operator set it (a key of the scenario, used as it is), else a key of the server's own for this run,
 * standing for the demo connection's group, whose public key then reaches nothing (decision 0024).
 */
async function sandboxKey(
  team: TeamSettings,
  repositories: Repositories,
): Promise<{ apiKey: string; teamKey?: TeamKey }> {
  if (team.upstreamApiKey !== undefined) {
    if (!(await repositories.groups.findByApiKey(team.upstreamApiKey)))
      throw new StartupError('UPSTREAM_API_KEY is not a key of any group in the sandbox.')
    return { apiKey: team.upstreamApiKey }
  }
  const demo = await repositories.groups.demoConnection()
  if (!demo)
    throw new StartupError(
      "Sign-in is on, so this server holds the group's key: set UPSTREAM_API_KEY to a key of the sandbox's groups (the scenario has no demo connection).",
    )
  const teamKey = newTeamKey(demo.apiKey)
  return { apiKey: teamKey.key, teamKey }
}

async function main(): Promise<void> {
  loadDotEnv()
  const settings = readSettings(process.env)
  const team = readTeamSettings(process.env, settings.database)
  const ops = readOpsSettings(process.env)
  meterSettings(settings)
  const dist = resolve('dist')
  const dashboardDir = settings.serveDashboard && existsSync(resolve(dist, 'index.html')) ? dist : undefined
  if (settings.upstreamUrl) return startProxy(settings, ops, team, settings.upstreamUrl, dashboardDir)
  const clock = () => new Date()
  const tenantSettings = readTenantSettings(process.env)
  const scenario = readScenario(settings)
  const db = settings.databaseUrl ? null : await openSandboxDatabase(settings, scenario, clock())
  const store = db
    ? sqliteStore(db, scenario)
    : await openPostgresSandbox(settings.databaseUrl ?? '', scenario, clock())
  const { repositories } = store
  const demoUsers = scenario.users ?? []
  let start: TeamStart | null
  let key: { apiKey: string; teamKey?: TeamKey } = { apiKey: '' }
  try {
    start = await startTeam(team, demoUsers, clock(), settings.databaseUrl)
    if (start) key = await sandboxKey(team, repositories)
  } catch (error) {
    await store.close()
    throw error
  }
  const lifecycle = new Lifecycle()
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
    ...(team.publicUrl === undefined ? {} : { publicUrl: team.publicUrl }),
    sandboxControls: settings.sandboxControls,
    resetData: store.reset,
    tenants: store.tenants,
    tenantSettings,
    ...opsOptions(ops, lifecycle),
    ...(key.teamKey ? { teamKey: key.teamKey } : {}),
    ...(start
      ? {
          team: teamOptions(
            settings,
            team,
            start,
            (self) =>
              sandboxUpstream({ app: () => self, apiKey: key.apiKey, timeoutMs: settings.upstreamTimeoutMs }),
            () => listedDemoUsers(start.store, demoUsers),
          ),
        }
      : {}),
  })
  let url: string
  try {
    url = await listen(app, settings)
  } catch (error) {
    await store.close()
    await start?.store.close()
    throw error
  }
  console.log(`Sandbox listening on ${url}`)
  // npm run backup asks this process for its copy of the file it holds (ops/backup-socket.ts).
  const backups =
    db && settings.database !== ':memory:' ? await listenForBackups(db, settings.database) : null
  console.log(dashboardDir ? `Dashboard served from ${dashboardDir}` : 'Dashboard not served (API only).')
  const demo = await repositories.groups.demoConnection()
  if (demo && key.teamKey)
    console.log(
      `Demo connection: not offered, sign-in holds ${demo.groupName} with a key of this server's own (${demo.apiKey} is refused; UPSTREAM_API_KEY=${demo.apiKey} shares it).`,
    )
  else if (demo)
    console.log(
      `Demo connection: API key ${demo.apiKey}, pharmacy NPI ${demo.pharmacyNpi} (${demo.groupName})`,
    )
  if (start) for (const line of teamStartLines(start, team, demoUsers)) console.log(line)

  stopOnSignals(ops, lifecycle, () =>
    app
      .close()
      .then(() => backups?.stop())
      .then(store.close)
      .then(() => start?.store.close()),
  )
}

main().catch((error: unknown) => {
  // One line, whatever the cause (JSON parser messages can span lines).
  console.error((error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim())
  process.exit(1)
})
