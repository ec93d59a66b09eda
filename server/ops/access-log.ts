// The server's log (docs/operations.md, "Logs"): pino's JSON lines, one `info` line per request answered
// (method, route, status, duration, the signed-in user, the tenant, the request id) instead of Fastify's
// two, and secrets redacted from whatever any line carries: cookies, the service key header,
// Authorization and any `password` field. The request id is the balancer's X-Request-Id when the request
// comes from a trusted balancer (TRUST_PROXY, the same addresses whose X-Forwarded-For is believed), else
// a random UUID, so ids never repeat across instances; every answer carries it back in X-Request-Id.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SESSION_READ, type SignedIn } from '../auth/sessions'
import { isInProcess } from '../http/in-process-call'
import { tenantOf } from '../tenants/tenant-scope'

export const REQUEST_ID_HEADER = 'x-request-id'

/** What a balancer's id may look like (HAProxy's uuid(), or its unique-id-format): no spaces, no quotes. */
const REQUEST_ID = /^[\w.:@+=/-]{1,128}$/

const CENSOR = '[redacted]'
/**
 * pino's redact paths: request and answer headers wherever a line carries them, and a `password` at any
 * of the first four levels (a body, a body in `req`, ...). The access line names no header or body; this
 * is for any line that ever does (an error's request, a debug line).
 */
export const REDACT_PATHS = [
  ...['req.headers', 'request.headers', 'headers', 'res.headers', 'reply.headers'].flatMap((at) => [
    `${at}.cookie`,
    `${at}["set-cookie"]`,
    `${at}.authorization`,
    `${at}["x-service-auth"]`,
    `${at}["proxy-authorization"]`,
  ]),
  'password',
  '*.password',
  '*.*.password',
  '*.*.*.password',
]

/** LOG_LEVEL; `stream` (tests) takes the lines instead of standard output. */
export type LoggerOptions = { level: string; stream?: { write: (line: string) => void } }

/** Fastify's logger options: false (no log), or pino at `level` with the redaction. */
export function loggerOptions(logger: boolean | LoggerOptions | undefined) {
  if (logger === undefined || logger === false) return false
  const { level, stream } = logger === true ? { level: 'info', stream: undefined } : logger
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    ...(stream === undefined ? {} : { stream }),
  }
}

/** Fastify's genReqId: the trusted balancer's id, else a new UUID. */
export function requestIds(trustProxy: boolean | string | undefined): (raw: IncomingMessage) => string {
  const trusted =
    trustProxy === true
      ? () => true
      : typeof trustProxy === 'string'
        ? proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()))
        : () => false
  return (raw) => {
    const given = raw.headers[REQUEST_ID_HEADER]
    if (typeof given === 'string' && REQUEST_ID.test(given) && trusted(raw.socket.remoteAddress ?? '', 0))
      return given
    return randomUUID()
  }
}

/** The signed-in user of the request, when sign-in looked one up for it (it never looks one up here). */
async function userIdOf(request: FastifyRequest): Promise<string | null> {
  const read = (request as FastifyRequest & { [SESSION_READ]?: Promise<SignedIn | null> | null })[
    SESSION_READ
  ]
  if (!read) return null
  const signedIn = await read.catch(() => null)
  return signedIn?.user.id ?? null
}

/** pino's levels by name: a line below the logger's level is not even put together. */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }
LEVELS.silent = Infinity

export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id)
    done()
  })
  app.addHook('onResponse', async (request, reply) => {
    // A signed-in user's call into the built-in sandbox: the user's own request has the line.
    const inProcess = isInProcess(request.raw)
    const level = LEVELS[request.log.level] ?? Infinity
    if (level > (inProcess ? LEVELS.debug! : LEVELS.info!)) return
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      userId: await userIdOf(request),
      tenant: tenantOf(request),
    }
    if (inProcess) request.log.debug({ ...line, inProcess }, 'request')
    else request.log.info(line, 'request')
  })
}
