import { AuditSeal } from '../server/store/audit-seal'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../server/app'
import { AuditLog } from '../server/audit/audit-log'
import { loadDemoUsers } from '../server/auth/demo-users'
import { sandboxUpstream } from '../server/proxy/upstream'
import { readScenarioFile } from '../server/store/scenario-file'
import { openDatabase, createSqliteRepositories, loadScenario } from '../server/store/sqlite/database'
import { openTeamDatabase } from '../server/store/sqlite/team-database'
import { sqliteTeamStore } from '../server/store/sqlite/team-store'

// The server of the sign-in benchmark (signed-in-search.ts), in its own process: the demo scenario in the
// sandbox, sign-in on with the demo users in a team store file (as `npm start` keeps it: WAL, shared
// locking), signed-in users' calls going to the sandbox in process. Both kinds of caller reach the same
// server: a key in X-SERVICE-AUTH goes straight to the sandbox's route, a session through the team layer.

export type SignInServerReady = { port: number; apiKey: string; pharmacyNpi: number }

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sign-in-bench-'))
  const db = await openDatabase(':memory:')
  const scenario = readScenarioFile(here('../server/scenarios/demo.json'))
  await loadScenario(db, scenario, new Date())
  const team = await sqliteTeamStore(await openTeamDatabase(join(dir, 'team.db')), {
    seal: AuditSeal.random(),
    anchorExisting: false,
  })
  await loadDemoUsers(team, new AuditLog(team, () => new Date()), scenario.users ?? [], new Date())
  const demo = scenario.demoConnection
  if (!demo) throw new Error('the demo scenario has no demo connection')
  const app = buildApp({
    repositories: createSqliteRepositories(db),
    clock: () => new Date(),
    rateLimitPerMinute: 1_000_000_000,
    team: {
      store: team,
      upstream: (self) => sandboxUpstream({ app: () => self, apiKey: demo.apiKey, timeoutMs: 30_000 }),
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 8,
      upstreamTimeoutMs: 30_000,
      // As the sandbox's limit above: the meter counts every call (its cost is part of the figure), and
      // never holds one.
      meter: { limitPerMinute: 1_000_000_000, maxWaitSeconds: 30, interactiveReserve: 0 },
    },
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address')
  const ready: SignInServerReady = { port: address.port, apiKey: demo.apiKey, pharmacyNpi: demo.pharmacyNpi }
  process.send?.(ready)
  const stop = () => {
    void app.close().finally(() => {
      db.close()
      void team.close().then(() => {
        rmSync(dir, { recursive: true, force: true })
        process.exit(0)
      })
    })
  }
  process.once('SIGTERM', stop)
  process.once('disconnect', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
