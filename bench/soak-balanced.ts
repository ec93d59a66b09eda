import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startCluster } from '../scripts/postgres-cluster'
import { findHaproxy } from '../server/balancer-harness'
import { readScenarioFile } from '../server/store/scenario-file'
import { JobSchema, type Job } from '../src/contract/jobs'
import { listAllDrafts, startHaproxy, watchOwner, type Instance } from './soak-balanced-deployment'
import { checkJobDrafts, reconcilePostgres } from './soak-balanced-reconcile'
import { DRAFTS, PASSWORD, freePort, writeScenario } from './jobs-setup'
import { Browser } from './jobs-users'
import { planWorkers } from './soak-plan'
import { emptyLedger, runWorkers } from './soak-workers'
import { startSandbox } from './sandbox-process'

// `npm run soak:balanced` (docs/scaling.md, "Measured"): three instances of the server (server/main.ts,
// sandbox mode, sign-in on) on one PostgreSQL cluster this script starts and removes, HAProxy from
// deploy/haproxy.cfg in front. The soak's mixed load (soak-workers.ts: reads and writes with the demo
// groups' keys) runs through the balancer while a signed-in seller lists JOBS_BENCH_DRAFTS (600) drafts in
// one bulk job; once a third of the rows are done, the instance holding the job's lease is killed
// (SIGKILL). Its lease lapses (30 s, the runner's default) and a surviving instance takes the job over.
// Afterwards, read from the database: every acknowledged write there, none twice; every draft listed once
// or refused by the service. Exit 1 on any violation. Loopback only; bounded: SOAK_SECONDS (60) of load,
// the job 4 minutes, the whole run 8.

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60)
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 24)
const JOB_BOUND_MS = 4 * 60_000
const WHOLE_BOUND_MS = 8 * 60_000
const DEMO = fileURLToPath(new URL('../server/scenarios/demo.json', import.meta.url))
const LISTER = 'lister@bench.example'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const load = () => (loadavg()[0] ?? Number.NaN).toFixed(2)

// An instance killed with requests in flight answers none of them; HAProxy says 502 (or 503 while no
// instance is up). A write so answered may have been committed, so the workers must count it as one with no
// answer (status 0 in their ledger), which the reconciliation accepts either way: they use fetch, wrapped
// here to turn the balancer's own 502/503/504 into a request without an answer.
let balancerErrors = 0
const plainFetch = globalThis.fetch
globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
  const response = await plainFetch(...args)
  if ([502, 503, 504].includes(response.status)) {
    balancerErrors++
    await response.body?.cancel()
    throw new Error(`the balancer answered ${response.status}`)
  }
  return response
}

async function main(): Promise<boolean> {
  const haproxy = findHaproxy()
  if (!haproxy) throw new Error('no haproxy: apt-get install haproxy (or set HAPROXY to its path)')
  console.log(
    `${new Date().toISOString()}; load average at start ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  const dir = mkdtempSync(join(tmpdir(), 'soak-balanced-'))
  const removeDir = () => rmSync(dir, { recursive: true, force: true })
  process.once('exit', removeDir)
  const cluster = await startCluster({ fsync: true })
  const instances: Instance[] = []
  let stopBalancer = async () => {}
  try {
    const admin = new pg.Client({ connectionString: cluster.url })
    await admin.connect()
    await admin.query('CREATE DATABASE soak')
    await admin.end()
    const url = cluster.urlOf('soak')
    const data = writeScenario(dir)
    const scenario = readScenarioFile(data.scenarioFile)
    scenario.users = [
      ...(scenario.users ?? []),
      { email: LISTER, name: 'Lee Lister', role: 'seller', npis: [data.npi], demoPassword: PASSWORD },
    ]
    writeFileSync(data.scenarioFile, JSON.stringify(scenario))
    const [balancerPort, ...ports] = [await freePort(), await freePort(), await freePort(), await freePort()]
    const base = `http://127.0.0.1:${balancerPort}`
    const started = await Promise.all(
      ports.map((port, i) =>
        startSandbox({
          PORT: String(port),
          // The instance's name in pg_stat_activity: how the script tells which one holds the job's lease.
          DATABASE_URL: `${url}&application_name=instance-${i + 1}`,
          DATABASE: join(dir, `unused-${i}.db`),
          SCENARIO: data.scenarioFile,
          SIGN_IN: 'on',
          PUBLIC_URL: base,
          TRUST_PROXY: '127.0.0.1',
          RATE_LIMIT_PER_MINUTE: '1000000000',
          LOG_LEVEL: 'warn',
        }),
      ),
    )
    started.forEach((process, i) =>
      instances.push({ name: `instance-${i + 1}`, port: ports[i]!, process, killed: false }),
    )
    stopBalancer = await startHaproxy(haproxy, dir, balancerPort, ports)

    const lister = new Browser(base, '127.0.0.2')
    await lister.signIn(LISTER)
    const rows = await listAllDrafts(lister, data.npi)
    if (rows.length !== DRAFTS) throw new Error(`the search found ${rows.length} of ${DRAFTS} drafts`)
    const ledger = emptyLedger()
    const soakStart = Date.now()
    const soak = runWorkers(base, planWorkers(readScenarioFile(DEMO), CONCURRENCY), SECONDS, ledger).then(
      () => (Date.now() - soakStart) / 1000,
    )
    const created = await lister.send('POST', '/team/jobs', {
      kind: 'listDrafts',
      pharmacyNpi: data.npi,
      rows,
    })
    if (created.status !== 201 && created.status !== 202 && created.status !== 200)
      throw new Error(`the job was refused: ${created.status} ${created.body.slice(0, 300)}`)
    let job: Job = JobSchema.parse(JSON.parse(created.body))
    const owners = watchOwner(url, job.id)
    const crashAt = Math.ceil(DRAFTS / 3)
    let kill: { instance: string; done: number; at: number; into: number } | null = null
    let takeover: { instance: string; afterMs: number } | null = null
    for (;;) {
      await sleep(250)
      if (Date.now() - Date.parse(job.createdAt) > JOB_BOUND_MS)
        throw new Error(`the job did not finish in ${JOB_BOUND_MS / 60_000} minutes`)
      const answer = await lister.send('GET', `/team/jobs/${job.id}`).catch(() => null)
      if (answer?.status === 200) job = JobSchema.parse(JSON.parse(answer.body))
      const owner = owners.current()
      if (kill === null && job.progress.done >= crashAt && owner !== null) {
        const victim = instances.find((instance) => instance.name === owner)!
        await victim.process.crash()
        victim.killed = true
        const at = Date.now()
        kill = { instance: owner, done: job.progress.done, at, into: (at - soakStart) / 1000 }
        console.log(
          `killed ${owner} (SIGKILL) ${kill.into.toFixed(1)} s into the load, ${kill.done} of ${DRAFTS} rows done, load ${load()}`,
        )
      } else if (kill !== null && takeover === null && owner !== null && owner !== kill.instance)
        takeover = { instance: owner, afterMs: Date.now() - kill.at }
      if (job.state === 'done' || job.state === 'cancelled') break
    }
    const soakSeconds = await soak
    await owners.stop()
    lister.close()
    await stopBalancer()
    const exits = await Promise.all(
      instances.filter((instance) => !instance.killed).map((instance) => instance.process.stop()),
    )
    const reconciliation = await reconcilePostgres(url, scenario, ledger)
    const drafts = await checkJobDrafts(url, job.id, data.npi, data.drafts)

    const statuses = [...ledger.statuses.entries()].sort(([a], [b]) => a - b)
    const acked = Object.entries(ledger.acknowledged)
    const ackedTotal = acked.reduce((n, [, k]) => n + k, 0)
    const unexpected = statuses.filter(([s]) => ![0, 200, 204].includes(s))
    const problems = [
      ...reconciliation.lost.map((p) => `lost: ${p}`),
      ...reconciliation.duplicated.map((p) => `duplicated: ${p}`),
      ...reconciliation.other,
      ...ledger.staleReads.map((p) => `stale read: ${p}`),
      ...unexpected.map(([s, n]) => `${n} answers ${s} (every request was valid)`),
      ...(kill === null
        ? ['no instance was killed mid-job (the job ended first, or no owner was seen)']
        : []),
      ...(kill !== null && takeover === null ? ['no surviving instance was seen taking the job over'] : []),
      ...(job.state === 'done' ? [] : [`the job ended ${job.state}`]),
      ...(drafts.listedTwice > 0 ? [`${drafts.listedTwice} drafts listed twice`] : []),
      ...(drafts.unaccounted.length > 0
        ? [
            `${drafts.unaccounted.length} drafts unaccounted for: ${drafts.unaccounted.slice(0, 5).join('; ')}`,
          ]
        : []),
      ...exits
        .filter((code) => code !== 0)
        .map((code) => `a surviving instance stopped with ${String(code)}`),
    ]
    const jobMs = Date.parse(job.finishedAt ?? job.updatedAt) - Date.parse(job.createdAt)
    console.log(
      [
        `Balanced soak (${CONCURRENCY} clients, ${soakSeconds.toFixed(0)} s, 3 instances + HAProxy, PostgreSQL, sign-in on)`,
        `requests            ${ledger.requests} (${Math.round(ledger.requests / soakSeconds)}/s)`,
        `by status           ${statuses.map(([s, n]) => `${s === 0 ? 'no answer' : s} ${n}`).join(', ')}`,
        `  of which the balancer's 502/503/504 (counted as no answer) ${balancerErrors}`,
        `acknowledged writes ${ackedTotal} (${acked.map(([k, n]) => `${k} ${n}`).join(', ')})`,
        `reconciled          ${reconciliation.checked} objects; lost ${reconciliation.lost.length}, duplicated ${reconciliation.duplicated.length}, stale reads ${ledger.staleReads.length}`,
        `job                 ${DRAFTS} rows ${job.state} in ${(jobMs / 1000).toFixed(1)} s`,
        `killed              ${kill ? `${kill.instance} (SIGKILL) ${kill.into.toFixed(1)} s into the ${SECONDS} s load, ${kill.done} rows done` : 'none'}`,
        `taken over by       ${takeover ? `${takeover.instance}, ${(takeover.afterMs / 1000).toFixed(1)} s after the kill` : 'nobody'}`,
        `drafts              ${drafts.listedOnce} listed once, ${drafts.refused} refused, ${drafts.unknown} answer unknown, ${drafts.listedTwice} listed twice, ${drafts.unaccounted.length} unaccounted`,
        `load average        ${load()} at the end`,
        `soak:balanced: ${problems.length === 0 ? 'PASS' : `FAIL\n  ${problems.slice(0, 20).join('\n  ')}`}`,
      ].join('\n'),
    )
    for (const instance of instances.filter((i) => !i.killed && i.process.stderr().trim()))
      console.log(`${instance.name} stderr:\n${instance.process.stderr().trim().slice(0, 1500)}`)
    return problems.length === 0
  } finally {
    await stopBalancer()
    for (const instance of instances) await instance.process.crash()
    await cluster.stop()
    removeDir()
    process.removeListener('exit', removeDir)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  setTimeout(() => {
    console.error(`soak:balanced: over ${WHOLE_BOUND_MS / 60_000} minutes, stopped`)
    process.exit(1)
  }, WHOLE_BOUND_MS).unref()
  try {
    process.exitCode = (await main()) ? 0 : 1
  } catch (error) {
    console.log(`soak:balanced: FAIL: ${(error as Error).message}`)
    process.exitCode = 1
  }
}
