import { fork, type ChildProcess } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { DRAFT_SORT_DIRECTIONS, DRAFT_SORT_NAMES, PagedDraftSearchSchema } from '../src/contract/drafts'
import type { ServerReady } from './draft-search-server'
import { runLoad, stealMeter, type LoadFigures } from './load'
import { formatTable, ms } from './table'

// Draft search under load (spec: Endpoints > 2) against the real server holding 100k drafts for the
// acting pharmacy: p50/p99 per query shape at concurrency 10, and throughput of 50-row pages at 50.

export const LATENCY_P99_TARGET_MS = 15
export const THROUGHPUT_TARGET_RPS = 3000
const LATENCY_SECONDS = 4
const THROUGHPUT_SECONDS = 8
const SEARCH_PATH = '/api/v1/draft-listings/search'

export type SearchFigure = LoadFigures & {
  name: string
  rowsFiltered: number
  kind: 'latency' | 'throughput'
  pass: boolean
  /** 1-minute load average when the case ended: tail latencies on a busy machine measure the machine. */
  load1: number
  /** Percentage of CPU time the hypervisor gave to other machines during the case (null: unknown). */
  stealPercent: number | null
}

export type Case = { name: string; body: Record<string, unknown>; kind: 'latency' | 'throughput' }

function startServer(): Promise<{ child: ChildProcess; ready: ServerReady }> {
  const child = fork(fileURLToPath(new URL('./draft-search-server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, ready: message as ServerReady }))
    child.once('exit', (code) => reject(new Error(`the benchmark server exited with code ${code ?? 'null'}`)))
  })
}

export function cases(npi: number, total: number): Case[] {
  const base = { pharmacyNpi: npi }
  const sorts = DRAFT_SORT_NAMES.flatMap((sortName) =>
    DRAFT_SORT_DIRECTIONS.map((sortDirection) => ({
      name: `sort ${sortName} ${sortDirection}`,
      body: { ...base, sortName, sortDirection },
    })),
  )
  const latency = [
    { name: 'first page', body: base },
    { name: 'page at 50% depth', body: { ...base, start: Math.floor(total / 2), take: 10 } },
    ...sorts,
    { name: 'common term "tablet"', body: { ...base, searchTerm: 'tablet' } },
    { name: 'term matching nothing', body: { ...base, searchTerm: 'no-such-drug-xq' } },
    {
      name: 'full filter set',
      body: {
        ...base,
        searchTerm: 'tablet',
        hideGeneric: false,
        hideBranded: true,
        tornPackageLabel: false,
        fullPackage: true,
        sealedPackage: true,
        originalPackage: true,
        sortName: 'price',
        sortDirection: 'desc',
        start: 20,
        take: 25,
      },
    },
  ].map((c) => ({ ...c, kind: 'latency' as const }))
  return [
    ...latency,
    { name: '50-row page, concurrency 50', body: { ...base, take: 50 }, kind: 'throughput' },
  ]
}

/** One checked request: the case must be a valid search before it is worth timing. */
export async function probe(url: string, apiKey: string, body: unknown): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-auth': apiKey },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`search answered ${response.status}: ${text.slice(0, 300)}`)
  return PagedDraftSearchSchema.parse(JSON.parse(text)).recordsFiltered
}

export async function runDraftSearchBench(
  log: (line: string) => void = console.log,
): Promise<SearchFigure[]> {
  // Figures from a busy machine mislead; say how busy it was.
  const [load1 = 0] = loadavg()
  log(
    `draft search: ${availableParallelism()} cores, load average ${load1.toFixed(2)}; building 100k drafts ...`,
  )
  const { child, ready } = await startServer()
  try {
    const url = `http://127.0.0.1:${ready.port}${SEARCH_PATH}`
    const total = await probe(url, ready.apiKey, { pharmacyNpi: ready.pharmacyNpi })
    log(
      `draft search: ${total} drafts for NPI ${ready.pharmacyNpi} on ${ready.store === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ready in ${(ready.buildMs / 1000).toFixed(1)} s`,
    )
    // Warm-up: JIT, statement caches and the page cache, so the first case is not penalised.
    await runLoad({
      url,
      headers: { 'x-service-auth': ready.apiKey },
      body: { pharmacyNpi: ready.pharmacyNpi },
      connections: 10,
      seconds: 2,
    })
    const figures: SearchFigure[] = []
    for (const c of cases(ready.pharmacyNpi, total)) {
      const rowsFiltered = await probe(url, ready.apiKey, c.body)
      const throughput = c.kind === 'throughput'
      const steal = stealMeter()
      const load = await runLoad({
        url,
        headers: { 'x-service-auth': ready.apiKey },
        body: c.body,
        connections: throughput ? 50 : 10,
        seconds: throughput ? THROUGHPUT_SECONDS : LATENCY_SECONDS,
      })
      const withinTarget = throughput
        ? load.requestsPerSecond >= THROUGHPUT_TARGET_RPS
        : load.p99Ms < LATENCY_P99_TARGET_MS
      const figure = {
        ...load,
        name: c.name,
        rowsFiltered,
        kind: c.kind,
        pass: withinTarget && load.failures === 0,
        load1: loadavg()[0] ?? 0,
        stealPercent: steal(),
      }
      figures.push(figure)
      log(
        `  ${c.name}: p99 ${ms(load.p99Ms)} ms, ${Math.round(load.requestsPerSecond)} req/s, ` +
          `load ${figure.load1.toFixed(2)}, steal ${percent(figure.stealPercent)}`,
      )
    }
    return figures
  } finally {
    child.kill('SIGTERM')
  }
}

const percent = (value: number | null) => (value === null ? '-' : `${value.toFixed(0)}%`)

export function formatSearchFigures(figures: readonly SearchFigure[]): string {
  const rows = figures.map((f) => [
    f.name,
    f.rowsFiltered,
    ms(f.p50Ms),
    ms(f.p99Ms),
    Math.round(f.requestsPerSecond),
    f.failures,
    f.load1.toFixed(2),
    percent(f.stealPercent),
    f.kind === 'throughput' ? `>= ${THROUGHPUT_TARGET_RPS} req/s` : `p99 < ${LATENCY_P99_TARGET_MS} ms`,
    f.pass ? 'PASS' : 'FAIL',
  ])
  return formatTable(
    [
      'POST /draft-listings/search',
      'rows',
      'p50 ms',
      'p99 ms',
      'req/s',
      'failed',
      'load',
      'steal',
      'target',
      'result',
    ],
    rows,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await runDraftSearchBench()
  console.log(`\n${formatSearchFigures(figures)}`)
}
