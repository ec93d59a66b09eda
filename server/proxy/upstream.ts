// The one way this server calls the marketplace service for a signed-in user: an Upstream takes a
// request (method, path under /api/v1, raw query, headers, body) and answers the service's status,
// headers and body. It adds the group's key itself, never follows a redirect and gives up after the
// upstream timeout. Two implementations: the vendor's service over HTTP (proxy mode, UPSTREAM_URL) and
// the built-in sandbox in this process (http/in-process-call.ts). With sign-in on, the meter (server/meter/)
// wraps either one: it sees every call, and holds one when the service's budget for the minute is spent.
import type { FastifyInstance } from 'fastify'
import type { MeterPriority } from '../../src/contract/meter'
import { AUTH_HEADER } from '../http/auth'
import { callInProcess } from '../http/in-process-call'

export type UpstreamRequest = {
  method: string
  /** The path, starting with /api/v1/. */
  path: string
  /** The query string without its "?", or ''. */
  query: string
  /** Request headers to send (lower-case names); the key is added by the upstream, never taken from here. */
  headers: Record<string, string>
  body?: string
}

export type UpstreamAnswer = {
  status: number
  /** Lower-case names. */
  headers: Record<string, string>
  body: Buffer
}

/** Who a call is for, so the meter can share the budget fairly: a person's click before a bulk job's row. */
export type UpstreamCaller = {
  /** The signed-in user, or 'server' for the server's own reads. */
  userId: string
  priority: MeterPriority
  /** The X-Meter-Ticket of the request, when it carried one. */
  ticket?: string | null
  jobId?: string | null
}

export type UpstreamCallOptions = {
  caller?: UpstreamCaller
  /**
   * Runs once, just before the request goes out (after any wait at the meter): where an audit intent or
   * a job row's "in flight" is written. If it throws, nothing is sent and the call fails with its error.
   */
  beforeSend?: () => Promise<void>
  /** Aborted while the call waits at the meter: it is withdrawn, never sent (AbortSignal's reason thrown). */
  signal?: AbortSignal
}

export interface Upstream {
  call(request: UpstreamRequest, options?: UpstreamCallOptions): Promise<UpstreamAnswer>
}

/** No answer came: the service may or may not have received and carried out the request. */
export class UpstreamUnavailable extends Error {
  constructor(
    readonly reason: 'timeout' | 'connection',
    readonly timeoutMs: number,
  ) {
    super(reason === 'timeout' ? `no answer within ${timeoutMs} ms` : 'the connection failed')
    this.name = 'UpstreamUnavailable'
  }
}

/** What goes out whatever the caller put in headers: never a key of the caller's. */
function outgoingHeaders(headers: Record<string, string>, apiKey: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== AUTH_HEADER) out[name.toLowerCase()] = value
  }
  out[AUTH_HEADER] = apiKey
  return out
}

const url = (request: UpstreamRequest) =>
  request.query === '' ? request.path : `${request.path}?${request.query}`

/** The vendor's service at `baseUrl` (proxy mode). fetch decodes compressed bodies, so the encoding headers go. */
export function httpUpstream(options: { baseUrl: string; apiKey: string; timeoutMs: number }): Upstream {
  const base = options.baseUrl.replace(/\/+$/, '')
  return {
    async call(request, callOptions) {
      await callOptions?.beforeSend?.()
      let response: Response
      try {
        response = await fetch(`${base}${url(request)}`, {
          method: request.method,
          headers: outgoingHeaders(request.headers, options.apiKey),
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        })
      } catch (error) {
        const timedOut = (error as { name?: string }).name === 'TimeoutError'
        throw new UpstreamUnavailable(timedOut ? 'timeout' : 'connection', options.timeoutMs)
      }
      let body: Buffer
      try {
        body = Buffer.from(await response.arrayBuffer())
      } catch (error) {
        const timedOut = (error as { name?: string }).name === 'TimeoutError'
        throw new UpstreamUnavailable(timedOut ? 'timeout' : 'connection', options.timeoutMs)
      }
      const headers: Record<string, string> = {}
      response.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding')
          headers[name] = value
      })
      return { status: response.status, headers, body }
    },
  }
}

/** The built-in sandbox of this process, called as another client would call it (its own hooks, limit and faults). */
export function sandboxUpstream(options: {
  app: () => FastifyInstance
  apiKey: string
  timeoutMs: number
}): Upstream {
  // A call made before the server is ready (a job taken over at start) waits for its hooks, once.
  let ready = false
  return {
    async call(request, callOptions) {
      await callOptions?.beforeSend?.()
      const app = options.app()
      if (!ready) {
        await app.ready()
        ready = true
      }
      return new Promise<UpstreamAnswer>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new UpstreamUnavailable('timeout', options.timeoutMs)),
          options.timeoutMs,
        )
        callInProcess(app, {
          method: request.method,
          url: url(request),
          headers: outgoingHeaders(request.headers, options.apiKey),
          ...(request.body === undefined ? {} : { body: request.body }),
        })
          .then(
            (answer) => {
              const headers: Record<string, string> = {}
              for (const [name, value] of Object.entries(answer.headers)) {
                if (value !== undefined && name !== 'content-length')
                  headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
              }
              resolve({ status: answer.status, headers, body: answer.body })
            },
            () => reject(new UpstreamUnavailable('connection', options.timeoutMs)),
          )
          .finally(() => clearTimeout(timer))
      })
    },
  }
}
