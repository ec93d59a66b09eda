import { fork, type ChildProcess } from 'node:child_process'
import { request, Agent } from 'node:http'
import { loadavg } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { SignInServerReady } from './signed-in-search-server'
import { formatTable, ms } from './table'

// What sign-in adds to a call (docs/team-server.md): the same draft search through one server, sent with
// a key (typed-key mode: straight to the sandbox's route) and as a signed-in user (the session and user
// read, the access check, then the call to the sandbox in process with the group's key). Requests go one
// at a time over a kept-alive connection, in alternating rounds so both kinds see the same machine; the
// added cost is the difference of the two at p50 and p99, taken round by round (the median of the rounds'
// differences, so a burst of load on the shared machine in one round does not decide it). Target: under
// 1 ms at p99.
// `npm run bench:sign-in`

export const ADDED_P99_TARGET_MS = 1
const ROUNDS = 20
const PER_ROUND = 250
const WARM_UP = 500

function startServer(): Promise<{ child: ChildProcess; ready: SignInServerReady }> {
  const child = fork(fileURLToPath(new URL('./signed-in-search-server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, ready: message as SignInServerReady }))
    child.once('exit', (code) => reject(new Error(`the benchmark server exited with code ${code ?? 'null'}`)))
  })
}

type Call = { path: string; method: string; headers: Record<string, string>; body?: string }

/** One request over the kept-alive agent; answers its status and milliseconds. */
function send(
  port: number,
  agent: Agent,
  call: Call,
): Promise<{ status: number; ms: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = request(
      { host: '127.0.0.1', port, agent, method: call.method, path: call.path, headers: call.headers },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, headers: res.headers }),
        )
      },
    )
    req.on('error', reject)
    req.end(call.body)
  })
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

export type SignInFigures = {
  keyed: { p50: number; p99: number }
  signedIn: { p50: number; p99: number }
  /** Median over the rounds of (signed in - with a key), at p50 and at p99. */
  addedP50: number
  addedP99: number
  requests: number
  load1: number
  pass: boolean
}

export async function runSignInBench(): Promise<SignInFigures> {
  const { child, ready } = await startServer()
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const origin = `http://127.0.0.1:${ready.port}`
    const signIn = await send(ready.port, agent, {
      method: 'POST',
      path: '/auth/sign-in',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'seller@riverside.example', password: 'riverside-seller-demo' }),
    })
    const cookie = String((signIn.headers['set-cookie'] as string[] | undefined)?.[0] ?? '').split(';')[0]
    if (signIn.status !== 200 || !cookie) throw new Error(`sign-in failed: ${signIn.status}`)
    const body = JSON.stringify({ pharmacyNpi: ready.pharmacyNpi, take: 10, sortName: 'price' })
    const search = (headers: Record<string, string>): Call => ({
      method: 'POST',
      path: '/api/v1/draft-listings/search',
      headers: { 'content-type': 'application/json', origin, 'x-dashboard-request': '1', ...headers },
      body,
    })
    const keyedCall = search({ 'x-service-auth': ready.apiKey })
    const signedInCall = search({ cookie })
    for (let i = 0; i < WARM_UP; i++) {
      await send(ready.port, agent, keyedCall)
      await send(ready.port, agent, signedInCall)
    }
    const keyed: number[] = []
    const signedIn: number[] = []
    const differences: { p50: number[]; p99: number[] } = { p50: [], p99: [] }
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which kind goes first, so neither always follows the other.
      const order = round % 2 === 0 ? [keyedCall, signedInCall] : [signedInCall, keyedCall]
      const times = new Map<Call, number[]>([
        [keyedCall, []],
        [signedInCall, []],
      ])
      for (const call of order) {
        for (let i = 0; i < PER_ROUND; i++) {
          const { status, ms: took } = await send(ready.port, agent, call)
          if (status !== 200) throw new Error(`a search answered ${status}`)
          times.get(call)!.push(took)
        }
      }
      const k = times.get(keyedCall)!.sort((a, b) => a - b)
      const s = times.get(signedInCall)!.sort((a, b) => a - b)
      differences.p50.push(percentile(s, 50) - percentile(k, 50))
      differences.p99.push(percentile(s, 99) - percentile(k, 99))
      keyed.push(...k)
      signedIn.push(...s)
    }
    keyed.sort((a, b) => a - b)
    signedIn.sort((a, b) => a - b)
    const median = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      )
    const addedP99 = median(differences.p99)
    return {
      keyed: { p50: percentile(keyed, 50), p99: percentile(keyed, 99) },
      signedIn: { p50: percentile(signedIn, 50), p99: percentile(signedIn, 99) },
      addedP50: median(differences.p50),
      addedP99,
      requests: keyed.length + signedIn.length,
      load1: loadavg()[0] ?? Number.NaN,
      pass: addedP99 < ADDED_P99_TARGET_MS,
    }
  } finally {
    agent.destroy()
    child.kill('SIGTERM')
  }
}

export function formatSignInFigures(f: SignInFigures): string {
  const table = formatTable(
    ['draft search, one at a time', 'p50 ms', 'p99 ms'],
    [
      ['with a key (typed-key mode)', ms(f.keyed.p50), ms(f.keyed.p99)],
      ['signed in (session, access check, key added)', ms(f.signedIn.p50), ms(f.signedIn.p99)],
      ['added by sign-in (median of the rounds)', ms(f.addedP50), ms(f.addedP99)],
    ],
  )
  return (
    `${table}\n${f.requests} requests in ${ROUNDS} alternating rounds; load average ${f.load1.toFixed(2)}\n` +
    `added cost at p99 under ${ADDED_P99_TARGET_MS} ms: ${f.pass ? 'PASS' : 'FAIL'}`
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`load average before: ${loadavg()[0]?.toFixed(2)}`)
  console.log(formatSignInFigures(await runSignInBench()))
}
