import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readScenarioFile } from '../server/store/scenario-file'
import { formatRateLimitFigures, runRateLimitRun } from './rate-limit-run'
import { startSandbox } from './sandbox-process'
import { reconcile, type Reconciliation } from './soak-reconcile'
import { planWorkers } from './soak-plan'
import { emptyLedger, runWorkers, type Ledger } from './soak-workers'

// `npm run soak`: the sandbox (server/main.ts in its own process, on a temporary database file loaded with
// the demo scenario, rate limit raised out of the way) under a bounded mixed load on loopback: 50 clients
// across the three demo groups for SOAK_SECONDS (60), reads and writes. Then the server is stopped, the
// database file is opened and every acknowledged write is looked for (reconciliation), and the rate limit
// is checked at its default against a fresh server (SOAK_RATE_LIMIT=false skips that minute or two).

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60)
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 50)
const SCENARIO = fileURLToPath(new URL('../server/scenarios/demo.json', import.meta.url))

export type SoakFigures = {
  seconds: number
  concurrency: number
  ledger: Ledger
  reconciliation: Reconciliation
  serverExit: number | null
  serverErrors: string
}

export async function runSoak(seconds = SECONDS, concurrency = CONCURRENCY): Promise<SoakFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-soak-'))
  const file = join(dir, 'soak.db')
  try {
    const sandbox = await startSandbox({ DATABASE: file, SCENARIO, RATE_LIMIT_PER_MINUTE: '1000000000' })
    const scenario = readScenarioFile(SCENARIO)
    const ledger = emptyLedger()
    let serverExit: number | null
    try {
      await runWorkers(sandbox.url, planWorkers(scenario, concurrency), seconds, ledger)
    } finally {
      // Stopped before the file is read: main.ts closes the database, which checkpoints the WAL.
      serverExit = await sandbox.stop()
    }
    return {
      seconds,
      concurrency,
      ledger,
      reconciliation: await reconcile(file, scenario, ledger),
      serverExit,
      serverErrors: sandbox.stderr(),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0)

export function soakProblems(f: SoakFigures): string[] {
  const statuses = [...f.ledger.statuses.entries()]
  const problems = [
    ...f.reconciliation.lost.map((p) => `lost: ${p}`),
    ...f.reconciliation.duplicated.map((p) => `duplicated: ${p}`),
    ...f.reconciliation.other,
    ...f.ledger.staleReads.map((p) => `stale read: ${p}`),
  ]
  const unexpected = sum(statuses.filter(([s]) => ![200, 204].includes(s)).map(([, n]) => n))
  if (unexpected > 0) problems.push(`${unexpected} answers were not 200/204 (every request was valid)`)
  if (f.serverExit !== 0) problems.push(`the server stopped with exit code ${String(f.serverExit)}`)
  return problems
}

export function formatSoakFigures(f: SoakFigures): string {
  const { ledger, reconciliation: r } = f
  const statuses = [...ledger.statuses.entries()].sort(([a], [b]) => a - b)
  const fivexx = sum(statuses.filter(([s]) => s >= 500).map(([, n]) => n))
  const errors = statuses.filter(([s]) => s === 0 || s >= 400)
  const acked = Object.entries(ledger.acknowledged)
  const problems = soakProblems(f)
  return [
    `Soak (${f.concurrency} clients, 3 groups, ${f.seconds} s, server/main.ts on a file database)`,
    `requests           ${ledger.requests} (${Math.round(ledger.requests / f.seconds)}/s)`,
    `by status          ${statuses.map(([s, n]) => `${s === 0 ? 'no answer' : s} ${n}`).join(', ')}`,
    `errors by status   ${errors.length === 0 ? 'none' : errors.map(([s, n]) => `${s === 0 ? 'no answer' : s} ${n}`).join(', ')}`,
    `5xx                ${fivexx}`,
    `acknowledged writes ${sum(acked.map(([, n]) => n))} (${acked.map(([k, n]) => `${k} ${n}`).join(', ')})`,
    `reconciled         ${r.checked} objects`,
    `lost               ${r.lost.length}`,
    `duplicated         ${r.duplicated.length}`,
    `stale reads        ${ledger.staleReads.length}`,
    `soak: ${problems.length === 0 ? 'PASS' : `FAIL\n  ${problems.slice(0, 20).join('\n  ')}`}`,
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await runSoak()
  console.log(formatSoakFigures(figures))
  if (figures.serverErrors.trim())
    console.log(`server stderr:\n${figures.serverErrors.trim().slice(0, 2000)}`)
  let pass = soakProblems(figures).length === 0
  if (process.env.SOAK_RATE_LIMIT !== 'false') {
    const limit = await runRateLimitRun()
    console.log(`\n${formatRateLimitFigures(limit)}`)
    pass &&= limit.pass
  }
  if (!pass) process.exitCode = 1
}
