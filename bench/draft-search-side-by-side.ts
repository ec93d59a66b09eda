import { fork, type ChildProcess } from 'node:child_process'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cases, probe } from './draft-search'
import type { ServerReady } from './draft-search-server'
import { runLoad, type LoadFigures } from './load'
import { formatTable, ms } from './table'

// The draft search bench (draft-search.ts) run side by side on two builds: this checkout and another
// (`tsx bench/draft-search-side-by-side.ts <other checkout>`, e.g. an export of the commit before a store
// change), each its own server holding 100k drafts (BENCH_STORE as draft-search-server.ts reads it). The
// two are started together and every case runs on one and then the other, the order swapped from case to
// case, so both meet the same machine load; `ROUNDS` (default 2) repeats the whole list.

const SEARCH_PATH = '/api/v1/draft-listings/search'

function startServer(checkout: string): Promise<{ child: ChildProcess; ready: ServerReady }> {
  // tsx is resolved from the checkout, whose own imports then resolve from its own tree.
  const child = fork(join(checkout, 'bench/draft-search-server.ts'), [], {
    cwd: checkout,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((done, fail) => {
    child.once('message', (message) => done({ child, ready: message as ServerReady }))
    child.once('exit', (code) =>
      fail(new Error(`${checkout}: the server exited with code ${code ?? 'null'}`)),
    )
  })
}

type Side = { name: string; url: string; apiKey: string; npi: number }
type Row = { name: string; old: LoadFigures[]; new: LoadFigures[]; load: number[] }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = (sorted.length - 1) / 2
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2
}
const ratio = (a: number, b: number) => `${((b / a - 1) * 100).toFixed(1)}%`

async function main(other: string) {
  const here = resolve(fileURLToPath(new URL('..', import.meta.url)))
  console.log(`side by side on ${process.env.BENCH_STORE ?? 'sqlite'}: old ${other}, new ${here}`)
  console.log(
    `load average at the start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  // One at a time: building 100k drafts takes the machine.
  const servers = [await startServer(other), await startServer(here)]
  try {
    const sides: Side[] = servers.map(({ ready }, i) => ({
      name: i === 0 ? 'old' : 'new',
      url: `http://127.0.0.1:${ready.port}${SEARCH_PATH}`,
      ...{ apiKey: ready.apiKey, npi: ready.pharmacyNpi },
    }))
    const total = await probe(sides[0]!.url, sides[0]!.apiKey, { pharmacyNpi: sides[0]!.npi })
    const rows = new Map<string, Row>()
    for (const side of sides) {
      const body = { pharmacyNpi: side.npi }
      await runLoad({
        url: side.url,
        headers: { 'x-service-auth': side.apiKey },
        body,
        connections: 10,
        seconds: 2,
      })
    }
    const rounds = Number(process.env.ROUNDS ?? 2)
    for (let round = 0, turn = 0; round < rounds; round++)
      for (const c of cases(sides[0]!.npi, total)) {
        const row = rows.get(c.name) ?? { name: c.name, old: [], new: [], load: [] }
        rows.set(c.name, row)
        const order = turn++ % 2 === 0 ? sides : [...sides].reverse()
        for (const side of order) {
          const body = { ...c.body, pharmacyNpi: side.npi }
          const filtered = await probe(side.url, side.apiKey, body)
          const throughput = c.kind === 'throughput'
          const figures = await runLoad({
            ...{ url: side.url, headers: { 'x-service-auth': side.apiKey }, body },
            ...{ connections: throughput ? 50 : 10, seconds: throughput ? 8 : 4 },
          })
          if (figures.failures > 0) throw new Error(`${side.name} ${c.name}: ${figures.failures} failed`)
          row[side.name as 'old' | 'new'].push(figures)
          console.log(
            `  ${side.name} ${c.name} (${filtered} rows): p50 ${ms(figures.p50Ms)} ms, p99 ${ms(figures.p99Ms)} ms, ${Math.round(figures.requestsPerSecond)} req/s`,
          )
        }
        row.load.push(loadavg()[0] ?? 0)
      }
    const pick = (list: LoadFigures[], key: keyof LoadFigures) => median(list.map((f) => f[key]))
    const table = [...rows.values()].map((row) => {
      const [o50, n50] = [pick(row.old, 'p50Ms'), pick(row.new, 'p50Ms')]
      const [o99, n99] = [pick(row.old, 'p99Ms'), pick(row.new, 'p99Ms')]
      const [orps, nrps] = [pick(row.old, 'requestsPerSecond'), pick(row.new, 'requestsPerSecond')]
      return [
        row.name,
        ms(o50),
        ms(n50),
        ratio(o50, n50),
        ms(o99),
        ms(n99),
        Math.round(orps),
        Math.round(nrps),
        ratio(orps, nrps),
        median(row.load).toFixed(2),
      ]
    })
    const header = [
      'case (median of rounds)',
      'old p50',
      'new p50',
      'p50',
      'old p99',
      'new p99',
      'old req/s',
      'new req/s',
      'req/s',
      'load',
    ]
    console.log(`\n${formatTable(header, table)}`)
    // One figure per build: the geometric mean of every case's median req/s.
    const mean = (side: 'old' | 'new') =>
      Math.exp(
        [...rows.values()].reduce((sum, row) => sum + Math.log(pick(row[side], 'requestsPerSecond')), 0) /
          rows.size,
      )
    console.log(
      `\ngeometric mean req/s: old ${mean('old').toFixed(0)}, new ${mean('new').toFixed(0)} (${ratio(mean('old'), mean('new'))})`,
    )
    console.log(
      `load average at the end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    )
  } finally {
    for (const { child } of servers) child.kill('SIGTERM')
  }
}

const other = process.argv[2]
if (!other) throw new Error('usage: tsx bench/draft-search-side-by-side.ts <the other checkout>')
await main(resolve(other))
