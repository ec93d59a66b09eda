// Lets one piece of work (a reset) run while no API request is being handled: requests that arrive
// meanwhile wait at the gate, and the work waits for those already inside to finish. Routes await
// between their reads, so without it a request could read some old data, then some new.
import type { FastifyInstance } from 'fastify'

export class RequestGate {
  private inFlight = 0
  private closed: Promise<void> | null = null
  private drained: (() => void) | null = null

  /** Counts the caller in at once when the gate is open (the usual case); null when it must wait. */
  tryEnter(): (() => void) | null {
    return this.closed ? null : this.admit()
  }

  /** Waits while the gate is closed, then counts the caller in; call the returned function when done. */
  async enter(): Promise<() => void> {
    while (this.closed) await this.closed
    return this.admit()
  }

  private admit(): () => void {
    this.inFlight++
    let left = false
    return () => {
      if (left) return
      left = true
      this.inFlight--
      if (this.inFlight === 0) this.drained?.()
    }
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

/**
 * Every API route's handler runs inside the gate: it waits while a reset runs, and a reset waits for the
 * handlers already running (the handler is where a request reads and writes). `exempt` routes (the reset
 * itself) are left as they are. Call before the routes are declared.
 */
export function registerRequestGate(
  app: FastifyInstance,
  gate: RequestGate,
  exempt: (url: string) => boolean,
): void {
  app.addHook('onRoute', (route) => {
    if (!API_PATH.test(route.url) || exempt(route.url)) return
    const handler = route.handler
    // No async wrapper: when the gate is open (nearly always) the handler runs at once, and only its own
    // promise is waited on.
    route.handler = function gated(this: FastifyInstance, request, reply) {
      const run = (leave: () => void): unknown => {
        let result: unknown
        try {
          result = handler.call<FastifyInstance, Parameters<typeof handler>, unknown>(this, request, reply)
        } catch (error) {
          leave()
          throw error
        }
        if (result instanceof Promise) return result.finally(leave)
        leave()
        return result
      }
      const leave = gate.tryEnter()
      return leave ? run(leave) : gate.enter().then(run)
    }
  })
}
