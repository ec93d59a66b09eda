import { fileURLToPath } from 'node:url'
import { startSandbox } from './sandbox-process'

// The rate limit against the real server with its default setting (spec: Limits: 300 requests per minute
// per calling IP, fixed window): from one IP, requests are fired until refused; exactly 300 must pass in the
// window, every later one gets 429 with an empty body and Retry-After = whole seconds to the window's end.
// Then it waits Retry-After and checks that the next window admits 300 again. Windows are whole minutes,
// so this takes one to two minutes: it is part of `npm run soak` and `npm run bench`, never of `npm test`.

const LIMIT = 300
const BATCH = 10
/** Start a window's run only when this much of the minute is left, so 300+ requests fit in it. */
const MIN_WINDOW_LEFT_MS = 15_000
const WINDOW_MS = 60_000

export type WindowFigures = {
  admitted: number
  refused: number
  retryAfter: number[]
  /** Largest gap between a Retry-After and the whole seconds left in the window when it arrived. */
  retryAfterError: number
  emptyBodies: boolean
  oneWindow: boolean
}
export type RateLimitFigures = {
  first: WindowFigures
  second: WindowFigures
  waitedSeconds: number
  pass: boolean
  problems: string[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const windowOf = (ms: number) => Math.floor(ms / WINDOW_MS)

/** Fires batches until a 429 has been seen, then BATCH more; counts what passed and checks the refusals. */
async function drainWindow(url: string): Promise<WindowFigures> {
  const startedWindow = windowOf(Date.now())
  const figures: WindowFigures = {
    admitted: 0,
    refused: 0,
    retryAfter: [],
    retryAfterError: 0,
    emptyBodies: true,
    oneWindow: true,
  }
  let extraBatches = -1
  for (let sent = 0; extraBatches < 1 && sent < LIMIT * 3; sent += BATCH) {
    const answers = await Promise.all(
      Array.from({ length: BATCH }, async () => {
        const response = await fetch(`${url}/api/v1/sandbox/demo-connection`)
        const left = Math.ceil((WINDOW_MS - (Date.now() % WINDOW_MS)) / 1000)
        return {
          status: response.status,
          body: await response.text(),
          retryAfter: response.headers.get('retry-after'),
          left,
        }
      }),
    )
    for (const answer of answers) {
      if (answer.status === 200) figures.admitted++
      else if (answer.status === 429) {
        figures.refused++
        figures.emptyBodies &&= answer.body === ''
        const seconds = /^\d+$/.test(answer.retryAfter ?? '') ? Number(answer.retryAfter) : Number.NaN
        figures.retryAfter.push(seconds)
        figures.retryAfterError = Math.max(figures.retryAfterError, Math.abs(seconds - answer.left))
      }
    }
    if (figures.refused > 0) extraBatches++
  }
  figures.oneWindow = windowOf(Date.now()) === startedWindow
  return figures
}

function problemsOf(name: string, w: WindowFigures): string[] {
  const problems: string[] = []
  if (!w.oneWindow) problems.push(`${name}: the run crossed a window boundary (machine too slow?)`)
  if (w.admitted !== LIMIT) problems.push(`${name}: ${w.admitted} requests passed, expected exactly ${LIMIT}`)
  if (w.refused === 0) problems.push(`${name}: nothing was refused`)
  if (!w.emptyBodies) problems.push(`${name}: a 429 had a body`)
  if (w.retryAfter.some((s) => !Number.isInteger(s) || s < 1 || s > 60))
    problems.push(`${name}: Retry-After not 1..60 s`)
  // One second of slack: the server and this process read the clock at slightly different moments.
  if (!(w.retryAfterError <= 1)) problems.push(`${name}: Retry-After is not the seconds left in the window`)
  return problems
}

async function waitForRoomInWindow(): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS)
  if (left < MIN_WINDOW_LEFT_MS) await sleep(left + 250)
}

export async function runRateLimitRun(): Promise<RateLimitFigures> {
  // The default limit: the environment's RATE_LIMIT_PER_MINUTE (if any) is not passed on.
  const sandbox = await startSandbox({ DATABASE: ':memory:', RATE_LIMIT_PER_MINUTE: undefined })
  try {
    await waitForRoomInWindow()
    const first = await drainWindow(sandbox.url)
    // Retry-After counts down to the window's end: waiting that long must be enough (spec: Retries).
    const waitedSeconds = Math.max(...first.retryAfter.filter(Number.isFinite), 1)
    await sleep(waitedSeconds * 1000)
    const second = await drainWindow(sandbox.url)
    const problems = [...problemsOf('first window', first), ...problemsOf('next window', second)]
    return { first, second, waitedSeconds, pass: problems.length === 0, problems }
  } finally {
    await sandbox.stop()
  }
}

export function formatRateLimitFigures(f: RateLimitFigures): string {
  const line = (name: string, w: WindowFigures) =>
    `${name}: ${w.admitted} passed, then ${w.refused} refused with 429 ` +
    `(${w.emptyBodies ? 'empty bodies' : 'NOT empty'}, Retry-After ${Math.min(...w.retryAfter)}..${Math.max(...w.retryAfter)} s)`
  return [
    `Rate limit (default ${LIMIT} per minute, one IP, real server)`,
    line('window 1', f.first),
    `waited Retry-After = ${f.waitedSeconds} s`,
    line('window 2', f.second),
    `rate limit: ${f.pass ? 'PASS' : `FAIL\n  ${f.problems.join('\n  ')}`}`,
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await runRateLimitRun()
  console.log(formatRateLimitFigures(figures))
  if (!figures.pass) process.exitCode = 1
}
