// Applies the fault rules (store/memory-fault-rules.ts, or the shared store) to the requests they target. A fault answers before the
// route runs, so a faulted request writes nothing; the after-write kinds let the route run first and then
// lose or delay its answer. Refusals are thrown as the same problems the routes throw and leave through
// the same error handler; a fault's 429 is sent by the rate limit's own function.
import { STATUS_CODES } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  FAULT_OPERATIONS,
  type FAULT_STATUSES,
  type FaultOperation,
  type FaultResponse,
} from '../../src/contract/sandbox-faults'
import { AUTH_HEADER, badKey, bringsRetiredKey } from '../http/auth'
import { openApiDocument } from '../http/openapi-document'
import { requireNpiField } from '../http/pipeline'
import {
  businessRuleProblem,
  fieldValidationProblem,
  requestShapeProblem,
  genericProblem,
} from '../http/problems'
import { sendRateLimited } from '../http/rate-limit'
import {
  INTERNAL_ERROR_MESSAGE,
  UNAVAILABLE_HTML,
  gatewayProblem,
  ndcSellLimitReached,
  notPendingProblem,
} from '../http/refusals'
import type { FaultRuleStore } from '../store/fault-rule-store'

let operationsByRoute: ReadonlyMap<string, FaultOperation> | undefined

/** "PUT /api/v1/marketplace-listings/:id" -> operationId, from the OpenAPI document the sandbox serves. */
export function faultOperationsByRoute(): ReadonlyMap<string, FaultOperation> {
  return (operationsByRoute ??= readOperationsByRoute())
}

function readOperationsByRoute(): ReadonlyMap<string, FaultOperation> {
  const byRoute = new Map<string, FaultOperation>()
  const known = new Set<string>(FAULT_OPERATIONS)
  for (const [path, methods] of Object.entries(openApiDocument().paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const id = (operation as { operationId?: string }).operationId
      if (id && known.has(id)) {
        byRoute.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, id as FaultOperation)
      }
    }
  }
  return byRoute
}

/** The request's key; none for a retired key, whose fault rules and tenant are nobody's now. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  if (bringsRetiredKey(request)) return undefined
  const raw = request.headers[AUTH_HEADER]
  const key = Array.isArray(raw) ? raw[0] : raw
  return key === undefined || key === '' ? undefined : key
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Closes the connection with no answer at all, as a network failure looks to the client. */
function dropConnection(reply: FastifyReply): void {
  reply.hijack()
  // Destroying the response closes the connection under it; for a caller in this process (app.inject,
  // the signed-in users' in-process call) it ends the call as a broken connection does.
  reply.raw.destroy()
}

/**
 * After the write: the status line and headers leave, the body never does. Closing with no answer at all
 * would not lose it in a browser: Chromium sends a request again by itself when a reused keep-alive
 * connection closes before any answer, and the route would write a second time. Once headers have arrived,
 * no client resends; reading the body fails, as when a connection breaks mid-answer.
 */
function loseBody(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const length = Buffer.isBuffer(payload)
    ? payload.length
    : typeof payload === 'string'
      ? Buffer.byteLength(payload)
      : 1
  const contentType = reply.getHeader('content-type')
  const head =
    `HTTP/1.1 ${reply.statusCode} ${STATUS_CODES[reply.statusCode] ?? ''}\r\n` +
    (typeof contentType === 'string' ? `Content-Type: ${contentType}\r\n` : '') +
    `Content-Length: ${Math.max(length, 1)}\r\n\r\n`
  reply.hijack()
  const socket = request.raw.socket as Partial<typeof request.raw.socket>
  // A caller in this process has no socket to write a head to: its answer is lost all the same.
  if (typeof socket.write !== 'function') return void reply.raw.destroy()
  socket.write(head, () => socket.destroy?.())
}

/** A realistic refusal in each 400 shape of spec: Errors, built by the routes' own constructors. */
function shapeRefusal(shape: 1 | 2 | 3 | 4): Error {
  switch (shape) {
    case 1:
      return businessRuleProblem(
        500114,
        'Your pharmacy is restricted in this state and may not list or change listings at the moment. Contact support.',
      )
    case 2:
      return fieldValidationProblem([ndcSellLimitReached], () => null)
    case 3:
      return requestShapeProblem({ LotNumber: ['The LotNumber field is required.'] })
    case 4:
      try {
        requireNpiField({}, 'pharmacyNpi')
      } catch (problem) {
        return problem as Error
      }
      return genericProblem(400, 'pharmacyNpi is required.')
  }
}

function statusRefusal(status: (typeof FAULT_STATUSES)[number], operation: FaultOperation): Error {
  // The key refused, in the words of the sandbox's own check (a revoked key looks the same).
  if (status === 401) return badKey()
  if (status === 409) {
    return notPendingProblem(
      /CashOffer/.test(operation) ? 'cash offer' : /Draft/.test(operation) ? 'draft listing' : 'listing',
    )
  }
  return status === 500 ? genericProblem(500, INTERNAL_ERROR_MESSAGE) : gatewayProblem(status)
}

const afterWrite = new WeakMap<FastifyRequest, FaultResponse & { kind: 'after-write' }>()

/** `applies`: false for a request whose rules must not answer (a key of a tenant that is gone). */
export function registerFaultInjection(
  app: FastifyInstance,
  rules: FaultRuleStore,
  applies: (request: FastifyRequest) => boolean = () => true,
): void {
  const operations = faultOperationsByRoute()
  const apply = async (
    request: FastifyRequest,
    reply: FastifyReply,
    operation: FaultOperation,
    fault: FaultResponse,
  ) => {
    switch (fault.kind) {
      case 'rate-limited':
        sendRateLimited(reply, fault.retryAfterSeconds)
        return reply
      case 'status':
        if (fault.status === 503 && fault.body === 'html') {
          return reply.code(503).type('text/html; charset=utf-8').send(UNAVAILABLE_HTML)
        }
        throw statusRefusal(fault.status, operation)
      case 'shape':
        throw shapeRefusal(fault.shape)
      case 'delay':
        await sleep(fault.ms)
        return undefined
      case 'drop':
        dropConnection(reply)
        return reply
      case 'after-write':
        afterWrite.set(request, fault)
        return undefined
      default: {
        const never: never = fault
        throw new Error(`Unknown fault ${JSON.stringify(never)}`)
      }
    }
  }
  // Without rules (nearly always) a request passes at once: no promise, no lookup.
  app.addHook('onRequest', (request, reply, done) => {
    if (rules.isEmpty()) return done()
    const operation = operations.get(`${request.method} ${request.routeOptions.url ?? ''}`)
    const key = apiKeyOf(request)
    if (!operation || !key || !applies(request)) return done()
    rules
      .take(key, operation)
      .then((fault) => (fault ? apply(request, reply, operation, fault) : undefined))
      .then(
        (answered) => (answered ? undefined : done()),
        (error: Error) => done(error),
      )
  })
  // The route has run (and written): now the answer is lost, or late.
  app.addHook('onSend', (request, reply, payload, done) => {
    const fault = afterWrite.get(request)
    if (!fault) return done(null, payload)
    afterWrite.delete(request)
    if (fault.then === 'delay') return void sleep(fault.ms).then(() => done(null, payload))
    // done is not called: the answer never leaves (the socket closes once the head is out).
    loseBody(request, reply, payload)
  })
}
