import autocannon from 'autocannon'
import { readFileSync } from 'node:fs'

// One load run against a running server: autocannon drives the requests, and the latency percentiles are
// computed here from every response time (autocannon's own histogram rounds to whole milliseconds, too
// coarse for a 15 ms budget).

export type LoadOptions = {
  url: string
  headers: Record<string, string>
  body: unknown
  connections: number
  seconds: number
}

export type LoadFigures = {
  p50Ms: number
  p99Ms: number
  requestsPerSecond: number
  responses: number
  /** Responses that were not 2xx, plus connection errors and timeouts. */
  failures: number
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sortedAscending: readonly number[], p: number): number {
  if (sortedAscending.length === 0) return Number.NaN
  const rank = Math.min(sortedAscending.length, Math.max(1, Math.ceil((p / 100) * sortedAscending.length)))
  return sortedAscending[rank - 1] ?? Number.NaN
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const times: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: JSON.stringify(options.body),
        connections: options.connections,
        duration: options.seconds,
      },
      (error: unknown, finished: autocannon.Result) =>
        error ? reject(error instanceof Error ? error : new Error('autocannon failed')) : resolve(finished),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime)
    })
  })
  times.sort((a, b) => a - b)
  return {
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    requestsPerSecond: times.length / result.duration,
    responses: times.length,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

/** All CPU time and the part the hypervisor gave to other machines, in jiffies, from /proc/stat's text. */
export function cpuTimesFromStat(text: string): { total: number; steal: number } | null {
  const first = text.split('\n')[0] ?? ''
  if (!/^cpu\s/.test(first)) return null
  // user nice system idle iowait irq softirq steal (guest time is already counted in user)
  const fields = first.trim().split(/\s+/).slice(1, 9).map(Number)
  if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null
  return { total: fields.reduce((sum, n) => sum + n, 0), steal: fields[7]! }
}

function cpuTimes(): { total: number; steal: number } | null {
  try {
    return cpuTimesFromStat(readFileSync('/proc/stat', 'utf8'))
  } catch {
    return null
  }
}

/**
 * Starts measuring CPU steal; the returned function gives the percentage of CPU time the hypervisor took
 * for other machines since then (null where /proc/stat is not available). On a virtual machine, the load
 * average does not show this, yet it slows every figure as much as local load does.
 */
export function stealMeter(): () => number | null {
  const start = cpuTimes()
  return () => {
    const end = cpuTimes()
    if (!start || !end || end.total === start.total) return null
    return (100 * (end.steal - start.steal)) / (end.total - start.total)
  }
}
