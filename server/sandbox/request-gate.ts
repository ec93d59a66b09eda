// Lets one piece of work (a reset) run while no API request is being handled: requests that arrive
// meanwhile wait at the gate, and the work waits for those already inside to finish. Routes await
// between their reads, so without it a request could read some old data, then some new.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'

export class RequestGate {
  private inFlight = 0
  private closed: Promise<void> | null = null
  private drained: (() => void) | null = null

  /** True while a piece of work holds the gate closed: callers wait in `enter`. */
  get isClosed(): boolean {
    return this.closed !== null
  }

  /** Waits while the gate is closed, then counts the caller in; the caller calls `leave` once when done. */
  async enter(): Promise<void> {
    while (this.closed) await this.closed
    this.inFlight++
  }

  /** Counts the caller in at once; only while the gate is open (`isClosed` false). */
  enterOpen(): void {
    this.inFlight++
  }

  /** Counts one caller out (bound, so it can be handed to a promise as it is). */
  readonly leave = (): void => {
    this.inFlight--
    if (this.inFlight === 0) this.drained?.()
  }

  /** Closes the gate, waits for the requests inside to finish, runs `work`, and opens the gate again. */
  async exclusive<T>(work: () => T | Promise<T>): Promise<T> {
    while (this.closed) await this.closed
    let open: () => void = () => undefined
    this.closed = new Promise<void>((resolve) => (open = resolve))
    try {
      if (this.inFlight > 0) await new Promise<void>((resolve) => (this.drained = resolve))
      this.drained = null
      return await work()
    } finally {
      this.closed = null
      open()
    }
  }
}

const API_PATH = /^\/api\/v1\//i

type Handler = RouteOptions['handler']

/** Runs a handler the gate has counted in, and counts it out when its answer is settled. */
function runInside(
  gate: RequestGate,
  handler: Handler,
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): unknown {
  let result: unknown
  try {
    result = handler.call<FastifyInstance, Parameters<Handler>, unknown>(app, request, reply)
  } catch (error) {
    gate.leave()
    throw error
  }
  if (result instanceof Promise) return result.finally(gate.leave)
  gate.leave()
  return result
}

/**
 * Every API route's handler runs inside the gate: it waits while a reset runs, and a reset waits for the
 * handlers already running (the handler is where a request reads and writes). `exempt` routes (the reset
 * itself, the long poll of the fault rules) are left as they are. Call before the routes are declared.
 */
export function registerRequestGate(
  app: FastifyInstance,
  gateOf: () => RequestGate,
  exempt: (route: { method: string | string[]; url: string; constraints?: unknown }) => boolean,
): void {
  app.addHook('onRoute', (route) => {
    if (!API_PATH.test(route.url) || exempt(route)) return
    const handler = route.handler
    // No async wrapper and nothing allocated per request but the handler's own promise: when the gate is
    // open (nearly always) the handler runs at once, and leaving is one shared function. The gate is the
    // tenant's of the request (tenants/tenant-scope.ts): one tenant's reset holds no other's requests.
    route.handler = function gated(this: FastifyInstance, request, reply) {
      const gate = gateOf()
      if (gate.isClosed) return gate.enter().then(() => runInside(gate, handler, this, request, reply))
      gate.enterOpen()
      return runInside(gate, handler, this, request, reply)
    }
  })
}
