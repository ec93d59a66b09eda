import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JobSchema, type Job } from '../src/contract/jobs'
import { FaultRuleListSchema } from '../src/contract/sandbox-faults'
import { METER_WINDOW_MS, meterWindowOf, meterWindowStart } from '../src/contract/meter'
import { checkDrafts, type DraftsCheck } from './jobs-check'
import {
  DRAFTS,
  LOT_PREFIX,
  SEARCH_TERM,
  benchPorts,
  jobRowsOf,
  writeScenario,
  writeUsers,
} from './jobs-setup'
import { Browser, click, percentile, type ClickLog } from './jobs-users'
import { startSandbox, type SandboxProcess } from './sandbox-process'

// `npm run bench:jobs` (docs/performance.md, "Bulk jobs and the meter"): the server with sign-in on, in
// proxy mode, in front of a separate sandbox process with its 300-a-minute limit, both on database files
// in a temporary folder. Three people click through a scripted mix while one of them lists 600 drafts in
// one job. Printed: 429s that reached a person (must be 0), the people's wait at p50 and p95, the job's
// duration against the least the limit allows, and, read from the sandbox's data afterwards, every draft
// listed once or refused by the service (never twice). Then again with five answers dropped after the
// write (sandbox faults) and the signed-in server killed (SIGKILL) in the middle of the job and started
// again. Loopback only; each person from an address of their own (127.0.0.2 to .4).
//
// `npm run bench:jobs -- normal` or `-- faults` runs one of the two; JOBS_BENCH_DRAFTS=60 makes a quick
// check of it (the job then takes less than the limit's minute); JOBS_BENCH_PORT sets the ports. It exits
// 1 when a check fails, and is bounded in time: each run 4 minutes, the whole 9 and a half.

const LIMIT = 300
const RUN_BOUND_MS = 4 * 60_000
const WHOLE_BOUND_MS = 9.5 * 60_000
const WATCH_MS = 1_000

export type RunPlan = { name: string; drops: number; crashAtDone: number | null }

export type RunFigures = {
  plan: RunPlan
  people: {
    answered: number
    unanswered: number
    tooMany: number
    /** Answers other than 2xx and 429, by status. */
    others: string
    p50: number
    p95: number
    heldP50: number
    heldP95: number
    calls: number
  }
  job: {
    rows: number
    ms: number
    /** The fixed windows' floor: every call of a window at its start (a burst the meter never sends). */
    minimumMs: number
    minimumWithPeopleMs: number
    /** The calls at a steady LIMIT a minute. */
    steadyMs: number
    steadyWithPeopleMs: number
    state: string
  }
  crash: { afterDone: number; backMs: number } | null
  /** Answers the sandbox's after-write rule dropped (its `times` less what it has left at the end). */
  dropped: number
  drafts: DraftsCheck
  load: { before: number; after: number }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The least time the limit allows `calls` calls from `start`: each window holds LIMIT of them. */
function minimumMs(start: number, calls: number): number {
  const last = meterWindowOf(start) + Math.floor((Math.max(1, calls) - 1) / LIMIT)
  return Math.max(0, meterWindowStart(last) - start)
}

async function json(browser: Browser, method: string, path: string, body?: unknown) {
  const answer = await browser.send(method, path, body)
  if (answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${answer.body.slice(0, 300)}`)
  return JSON.parse(answer.body) as unknown
}

export async function runJobsBench(plan: RunPlan): Promise<RunFigures> {
  const loadBefore = loadavg()[0] ?? Number.NaN
  const dir = mkdtempSync(join(tmpdir(), 'jobs-bench-'))
  const processes: SandboxProcess[] = []
  const browsers: Browser[] = []
  try {
    const data = writeScenario(dir)
    const sandboxFile = join(dir, 'sandbox.db')
    const teamFile = join(dir, 'team.db')
    const users = await writeUsers(teamFile, data.npi)
    const ports = await benchPorts()
    const sandbox = await startSandbox({
      DATABASE: sandboxFile,
      SCENARIO: data.scenarioFile,
      PORT: String(ports.sandbox),
    })
    processes.push(sandbox)
    const serverSettings = {
      UPSTREAM_URL: sandbox.url,
      SIGN_IN: 'on',
      TEAM_DATABASE: teamFile,
      UPSTREAM_API_KEY: data.apiKey,
      PORT: String(ports.server),
      DATABASE: join(dir, 'proxy-unused.db'),
    }
    let server = await startSandbox(serverSettings)
    processes.push(server)
    const admin = new Browser(sandbox.url, '127.0.0.9')
    browsers.push(admin)
    if (plan.drops > 0) {
      // Set with the group's key, as a team testing its client would: they answer the server's calls.
      const fault = await admin.send(
        'POST',
        '/api/v1/sandbox/faults',
        {
          operation: 'createMarketplaceListing',
          times: plan.drops,
          response: { kind: 'after-write', then: 'drop' },
        },
        { 'x-service-auth': data.apiKey },
      )
      if (fault.status !== 201) throw new Error(`the fault rule was refused: ${fault.status}`)
    }
    users.forEach((_, i) => browsers.push(new Browser(server.url, `127.0.0.${i + 2}`)))
    const people = browsers.slice(1)
    for (const [i, user] of users.entries()) await people[i]!.signIn(user.email)
    const starter = people[0]!

    // The first seller finds the drafts as the dashboard would (a search, page by page) and lists them all.
    const rows: Record<string, unknown>[] = []
    for (let start = 0; rows.length < DRAFTS; start += 100) {
      const page = (await json(starter, 'POST', '/api/v1/draft-listings/search', {
        pharmacyNpi: data.npi,
        searchTerm: SEARCH_TERM,
        sortName: 'expirationDate',
        start,
        take: 100,
      })) as { data: Record<string, unknown>[] }
      if (page.data.length === 0) break
      rows.push(...jobRowsOf(page.data))
    }
    const own = (await json(
      starter,
      'GET',
      `/api/v1/marketplace-listings?pharmacyNpi=${data.npi}&status=0&take=100`,
    )) as {
      data: { id: string; lotNumber: string }[]
    }
    const listings = own.data.filter((l) => !l.lotNumber.startsWith(LOT_PREFIX)).map((l) => l.id)
    let job = JobSchema.parse(
      await json(starter, 'POST', '/team/jobs', { kind: 'listDrafts', pharmacyNpi: data.npi, rows }),
    )
    const created = Date.parse(job.createdAt)

    let stopped = false
    const log: ClickLog = { clicks: [], unanswered: 0, calls: 0 }
    const clicking = users.map((user, i) =>
      click(people[i]!, user, i + 1, { npi: data.npi, ndcs: data.ndcs, listings }, log, () => stopped),
    )
    let crash: RunFigures['crash'] = null
    for (;;) {
      await sleep(WATCH_MS)
      if (Date.now() - created > RUN_BOUND_MS)
        throw new Error(`the job did not finish in ${RUN_BOUND_MS / 60_000} minutes`)
      let current: Job
      try {
        current = JobSchema.parse(await json(starter, 'GET', `/team/jobs/${job.id}`))
      } catch {
        continue
      }
      job = current
      if (plan.crashAtDone !== null && crash === null && job.progress.done >= plan.crashAtDone) {
        const killedAt = Date.now()
        await server.crash()
        server = await startSandbox(serverSettings)
        processes.push(server)
        crash = { afterDone: job.progress.done, backMs: Date.now() - killedAt }
        continue
      }
      if (job.state === 'done' || job.state === 'cancelled') break
    }
    stopped = true
    await Promise.all(clicking)
    const during = log.clicks.filter((c) => c.at <= Date.parse(job.finishedAt ?? job.updatedAt))
    const answered = log.clicks
    const left = FaultRuleListSchema.parse(
      JSON.parse(
        (await admin.send('GET', '/api/v1/sandbox/faults', undefined, { 'x-service-auth': data.apiKey }))
          .body,
      ),
    ).data.reduce((sum, rule) => sum + rule.remaining, 0)
    await server.stop()
    await sandbox.stop()
    const jobMs = Date.parse(job.finishedAt ?? job.updatedAt) - created
    const jobCalls = DRAFTS + plan.drops + (crash ? 1 : 0)
    // How long each person's click took, and how much of that it was held at the meter.
    const took = answered.map((c) => c.ms)
    const held = answered.map((c) => c.waitedMs)
    return {
      plan,
      people: {
        answered: answered.length,
        unanswered: log.unanswered,
        tooMany: answered.filter((c) => c.status === 429).length,
        others: statusCounts(answered.filter((c) => c.status >= 300 && c.status !== 429)),
        p50: percentile(took, 50),
        p95: percentile(took, 95),
        heldP50: percentile(held, 50),
        heldP95: percentile(held, 95),
        calls: during.length,
      },
      job: {
        rows: job.progress.total,
        ms: jobMs,
        minimumMs: minimumMs(created, jobCalls),
        minimumWithPeopleMs: minimumMs(created, jobCalls + during.length),
        steadyMs: (jobCalls * METER_WINDOW_MS) / LIMIT,
        steadyWithPeopleMs: ((jobCalls + during.length) * METER_WINDOW_MS) / LIMIT,
        state: job.state,
      },
      crash,
      dropped: plan.drops - left,
      drafts: checkDrafts(sandboxFile, teamFile, job.id, data.npi, data.drafts),
      load: { before: loadBefore, after: loadavg()[0] ?? Number.NaN },
    }
  } finally {
    for (const browser of browsers) browser.close()
    for (const child of processes) await child.crash()
    rmSync(dir, { recursive: true, force: true })
  }
}

function statusCounts(clicks: readonly { status: number }[]): string {
  const counts = new Map<number, number>()
  for (const { status } of clicks) counts.set(status, (counts.get(status) ?? 0) + 1)
  const text = [...counts].map(([status, n]) => `${n} x ${status}`).join(', ')
  return text === '' ? 'none' : text
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * The run's checks: no 429 reached a person, the job finished, no draft listed twice, every draft accounted
 * for; without the faults, also every request answered and every draft listed once or refused (no answer
 * left unknown).
 */
export function failures(f: RunFigures): string[] {
  const d = f.drafts
  const faults = f.plan.drops > 0 || f.plan.crashAtDone !== null
  return [
    ...(f.people.tooMany > 0 ? [`${f.people.tooMany} 429s reached a person`] : []),
    ...(f.job.state === 'done' ? [] : [`the job ended ${f.job.state}`]),
    ...(d.listedTwice > 0 ? [`${d.listedTwice} drafts listed twice`] : []),
    ...(d.unaccounted.length > 0 ? [`${d.unaccounted.length} drafts unaccounted for`] : []),
    ...(f.plan.crashAtDone !== null && f.crash === null ? ['the server was never killed'] : []),
    ...(f.dropped < f.plan.drops ? [`${f.dropped} of ${f.plan.drops} answers dropped`] : []),
    ...(!faults && f.people.unanswered > 0 ? [`${f.people.unanswered} requests unanswered`] : []),
    ...(!faults && d.unknown > 0 ? [`${d.unknown} rows left answer unknown`] : []),
  ]
}

export function formatRun(f: RunFigures): string {
  const d = f.drafts
  const failed = failures(f)
  return [
    f.plan.name,
    `  people's requests: ${f.people.answered} answered, ${f.people.unanswered} unanswered (server down); 429s that reached a person: ${f.people.tooMany}; other refusals: ${f.people.others}`,
    `  people's wait, request to answer: p50 ${f.people.p50.toFixed(0)} ms, p95 ${f.people.p95.toFixed(0)} ms; held at the meter: p50 ${f.people.heldP50} ms, p95 ${f.people.heldP95} ms`,
    `  job: ${f.job.rows} rows ${f.job.state} in ${s(f.job.ms)}; the limit allows it no less than ${s(f.job.minimumMs)} (its calls alone from its start, each window's ${LIMIT} at once), ${s(f.job.minimumWithPeopleMs)} with the people's ${f.people.calls} calls in that time`,
    `  at a steady ${LIMIT} a minute: ${s(f.job.steadyMs)} for its calls, ${s(f.job.steadyWithPeopleMs)} with the people's`,
    ...(f.crash
      ? [
          `  server killed (SIGKILL) after ${f.crash.afterDone} rows done, listening again ${s(f.crash.backMs)} later; ${f.dropped} answers dropped after the write`,
        ]
      : []),
    `  drafts (read from the sandbox's data): ${d.listedOnce} listed once, ${d.refused} refused by the service, ${d.unknown} answer unknown, ${d.listedTwice} listed twice, ${d.unaccounted.length} unaccounted${d.unaccounted.length > 0 ? ` (${d.unaccounted.slice(0, 5).join('; ')})` : ''}`,
    `  load average: ${f.load.before.toFixed(2)} before, ${f.load.after.toFixed(2)} after`,
    failed.length === 0
      ? '  PASS: no 429 reached a person, no draft listed twice, every draft accounted for'
      : `  FAIL: ${failed.join('; ')}`,
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  setTimeout(() => {
    console.error(`bench:jobs: over ${WHOLE_BOUND_MS / 60_000} minutes, stopped`)
    process.exit(1)
  }, WHOLE_BOUND_MS).unref()
  const which = process.argv[2] ?? 'both'
  const plans: RunPlan[] = [
    ...(which === 'faults'
      ? []
      : [
          {
            name: `Run 1: ${DRAFTS} drafts listed in one job while three people click`,
            drops: 0,
            crashAtDone: null,
          },
        ]),
    ...(which === 'normal'
      ? []
      : [
          {
            name: 'Run 2: the same, five answers dropped after the write, the server killed mid-job',
            drops: 5,
            crashAtDone: Math.ceil(DRAFTS * 0.4),
          },
        ]),
  ]
  if (!['both', 'normal', 'faults'].includes(which)) {
    console.error(`bench:jobs: ${which}? Say normal, faults, or nothing for both.`)
    process.exit(2)
  }
  console.log(
    `${new Date().toISOString()}; window ${METER_WINDOW_MS / 1000} s, limit ${LIMIT} a minute; ${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  let failed = false
  for (const plan of plans) {
    try {
      const figures = await runJobsBench(plan)
      failed ||= failures(figures).length > 0
      console.log(formatRun(figures))
    } catch (error) {
      failed = true
      console.log(`${plan.name}\n  FAIL: ${(error as Error).message}`)
    }
  }
  process.exit(failed ? 1 : 0)
}
