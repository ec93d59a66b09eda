// The server's numbers for Prometheus (docs/operations.md, "Metrics"): requests by route and status with
// their duration, calls to the marketplace service by outcome, the meter's budget left and the calls it
// holds, bulk jobs by the state they reached and rows by outcome, sign-ins by outcome, and prom-client's
// process defaults. One registry per server (never prom-client's global one): the tests build many
// servers in one process, and each counts only its own. Counting is always on (a few additions per
// request); only GET /metrics (metrics-route.ts) is off unless a token is set.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/** How a call to the service ended, as the meter saw it (server/meter/meter.ts). */
export const UPSTREAM_OUTCOMES = [
  /** Answered below 400. */
  'ok',
  /** Answered 4xx other than 429: the service refused the request. */
  'refused',
  /** The service's own 429 (the call is held and sent again after its Retry-After). */
  'rate_limited',
  /** Answered 5xx. */
  'failed',
  /** No answer: timeout or connection (the service may or may not have carried it out). */
  'unreachable',
  /** Never sent: held at the meter past its bound (or while the server stops), answered 429 here. */
  'held_too_long',
] as const
export type UpstreamOutcome = (typeof UPSTREAM_OUTCOMES)[number]

/** What the meter's gauges read at each scrape: its budget and the calls it holds now. */
export type MeterReading = {
  limit: number
  status: () => Promise<{ count: number; holdUntil: number | null; now: number }>
  held: () => { interactive: number; bulk: number }
}

/** Outcome of an answer the service gave. */
export function upstreamOutcome(status: number): UpstreamOutcome {
  if (status === 429) return 'rate_limited'
  if (status >= 500) return 'failed'
  return status >= 400 ? 'refused' : 'ok'
}

export class Metrics {
  readonly registry = new Registry()

  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route (the pattern, not the path) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  })

  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  })

  readonly upstreamCalls = new Counter({
    name: 'marketplace_upstream_calls_total',
    help: 'Calls to the marketplace service for signed-in users and bulk jobs, by outcome.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  })

  readonly signIns = new Counter({
    name: 'marketplace_sign_ins_total',
    help: 'Sign-in attempts by method (password, oidc) and outcome (success, or why not).',
    labelNames: ['method', 'outcome'] as const,
    registers: [this.registry],
  })

  readonly jobs = new Counter({
    name: 'marketplace_jobs_total',
    help: 'Bulk jobs that reached a state on this instance (running: started or resumed), by kind.',
    labelNames: ['kind', 'state'] as const,
    registers: [this.registry],
  })

  readonly jobRows = new Counter({
    name: 'marketplace_job_rows_total',
    help: "Bulk jobs' rows settled on this instance, by kind and outcome.",
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  })

  constructor(options: { processDefaults?: boolean } = {}) {
    if (options.processDefaults) collectDefaultMetrics({ register: this.registry })
  }

  /** The meter's gauges (sign-in on), read at each scrape; a server without a meter has none. */
  watchMeter(meter: MeterReading): void {
    new Gauge({
      name: 'marketplace_meter_budget_remaining',
      help: "Calls to the service the current minute still allows (every instance's count); 0 during a hold.",
      registers: [this.registry],
      async collect() {
        // The shared count unreadable (the store does not answer): NaN, not an answer of 500.
        const status = await meter.status().catch(() => null)
        if (status === null) return this.set(Number.NaN)
        const { count, holdUntil, now } = status
        this.set(holdUntil !== null && holdUntil > now ? 0 : Math.max(0, meter.limit - count))
      },
    })
    new Gauge({
      name: 'marketplace_meter_calls_held',
      help: "Calls this instance's meter holds until the budget allows them, by priority.",
      labelNames: ['priority'] as const,
      registers: [this.registry],
      collect() {
        const held = meter.held()
        this.set({ priority: 'interactive' }, held.interactive)
        this.set({ priority: 'bulk' }, held.bulk)
      },
    })
  }

  upstream(outcome: UpstreamOutcome): void {
    this.upstreamCalls.inc({ outcome })
  }
}
