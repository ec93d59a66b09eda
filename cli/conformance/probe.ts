// Every request the conformance run sends goes through one Probe: it counts them against a budget and
// spaces them out, so the run can never come near the service's 300 requests a minute
// (spec: Limits, "counted per calling IP address"), whatever the checks ask for.

export type ProbeRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: Record<string, string>
  /** Sent as is: a string is raw text, anything else is JSON. */
  body?: unknown
  contentType?: string
  /** The key to send; null sends none; undefined sends the run's key. */
  key?: string | null
  /** Sent at once, not spaced out (only the opt-in rate check, which must exceed the limit). */
  unpaced?: boolean
}

export type ProbeResponse = {
  status: number
  headers: Headers
  text: string
  /** The request, for the evidence column. */
  sent: string
}

export type ProbeOptions = {
  baseUrl: string
  key: string
  /** Most requests the run may send (the safe run's stated number). */
  budget: number
  /** Least time between two requests. */
  intervalMs: number
  fetch?: typeof fetch
  timeoutMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

export class BudgetExceeded extends Error {}

export class Probe {
  sent = 0
  readonly times: number[] = []
  private last = -Infinity
  private readonly fetchImpl: typeof fetch
  private readonly now: () => number
  private readonly sleep: (ms: number) => Promise<void>

  constructor(private readonly options: ProbeOptions) {
    this.fetchImpl = options.fetch ?? globalThis.fetch
    this.now = options.now ?? (() => performance.now())
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
  }

  get baseUrl(): string {
    return this.options.baseUrl
  }

  /** Counts one request against the budget and waits for its turn. */
  private async admit(budget: number, paced: boolean): Promise<void> {
    if (this.sent >= budget) throw new BudgetExceeded(`request budget of ${budget} spent`)
    // A timer may fire a little early: wait until the interval has really passed.
    for (let wait = this.last + this.options.intervalMs - this.now(); paced && wait > 0;) {
      await this.sleep(wait)
      wait = this.last + this.options.intervalMs - this.now()
    }
    this.last = this.now()
    this.times.push(this.last)
    this.sent++
  }

  /** A fetch for createApiClient: the client's requests are counted and paced like the probe's own. */
  readonly fetch: typeof fetch = async (input, init) => {
    await this.admit(this.options.budget, true)
    return this.fetchImpl(input, init)
  }

  async send(request: ProbeRequest, budget = this.options.budget): Promise<ProbeResponse> {
    await this.admit(budget, !request.unpaced)
    const url = new URL(`${this.options.baseUrl}${request.path}`)
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value)
    const headers: Record<string, string> = { accept: 'application/json' }
    const key = request.key === undefined ? this.options.key : request.key
    if (key !== null) headers['x-service-auth'] = key
    let body: string | undefined
    if (request.body !== undefined) {
      body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body)
      headers['content-type'] = request.contentType ?? 'application/json'
    }
    const response = await this.fetchImpl(url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    })
    return {
      status: response.status,
      headers: response.headers,
      text: await response.text(),
      sent: `${request.method} ${url.pathname}${url.search}`,
    }
  }
}
