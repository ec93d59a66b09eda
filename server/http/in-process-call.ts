// A request to this process's own routes without a socket: Node's IncomingMessage for the router to read
// and a ServerResponse whose answer is kept in memory. The built-in sandbox answers signed-in users'
// calls through it (upstream.ts): every hook of the sandbox runs as for any caller (its limit, faults,
// tenant and gate), and nothing is written anywhere. Why not app.inject (light-my-request), which does the
// same: most of what an injected request allocates outlives the young generation's next collection, so
// at one call after another the collections of a signed-in server took three times as long as a keyed
// one's; this path leaves a few per cent behind (decision 0022; bench/performance-log.md, section
// "Sign-in's added cost (`npm run bench:sign-in`, 2026-11-26)").
import { EventEmitter } from 'node:events'
import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

export type InProcessRequest = {
  method: string
  /** The path and query. */
  url: string
  /** Lower-case names. */
  headers: Record<string, string>
  body?: string
}

export type InProcessAnswer = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

/** The connection broke before the whole answer was written (a "drop" fault, a lost body). */
export class InProcessConnectionClosed extends Error {
  constructor() {
    super('the in-process connection closed before the answer was complete')
    this.name = 'InProcessConnectionClosed'
  }
}

/**
 * What the router and the hooks read of a connection: the caller's address, no TLS. A socket of each
 * request's own, as a connection is, so nothing of one call is kept by the next.
 */
class NoSocket extends EventEmitter {
  readonly remoteAddress = '127.0.0.1'
  readonly remoteFamily = 'IPv4'
  readonly remotePort = 0
  readonly encrypted = false
  readonly readable = false
  readonly writable = false
  destroyed = false
  destroy(): this {
    this.destroyed = true
    return this
  }
  setTimeout(): this {
    return this
  }
}

/**
 * True for a request this process sent itself (a signed-in user's call to the built-in sandbox): the
 * request counts and access log leave it out, as the user's own request and the upstream call count it.
 */
export const isInProcess = (request: IncomingMessage): boolean => request.socket instanceof NoSocket

type Settle = (error: Error | null, answer?: InProcessAnswer) => void

class KeptAnswer extends ServerResponse {
  private readonly chunks: Buffer[] = []
  private settled = false

  constructor(
    request: IncomingMessage,
    private readonly settle: Settle,
  ) {
    super(request)
    // With a header set once, writeHead adds the headers it is given to the ones set (Node keeps them
    // only in its head text otherwise), so getHeaders() has them all.
    this.setHeader('x-in-process', '1')
    this.removeHeader('x-in-process')
  }

  private done(error: Error | null, answer?: InProcessAnswer): void {
    if (this.settled) return
    this.settled = true
    this.settle(error, answer)
  }

  override write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (typeof chunk === 'string')
      this.chunks.push(
        Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      )
    else if (chunk instanceof Uint8Array) this.chunks.push(Buffer.from(chunk))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }

  override end(chunk?: unknown, encoding?: unknown, callback?: unknown): this {
    if (this.writableEnded) return this
    if (typeof chunk === 'function') callback = chunk
    else if (chunk !== undefined && chunk !== null) this.write(chunk, encoding)
    if (typeof encoding === 'function') callback = encoding
    if (!this.headersSent) this.writeHead(this.statusCode)
    // What writableEnded reads: Fastify and the check above take the answer as ended from here.
    this.finished = true
    const body = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks)
    this.done(null, { status: this.statusCode, headers: this.getHeaders(), body })
    this.emit('prefinish')
    this.emit('finish')
    if (typeof callback === 'function') process.nextTick(callback)
    process.nextTick(() => this.emit('close'))
    return this
  }

  override destroy(error?: Error): this {
    if (this.destroyed) return this
    this.destroyed = true
    if (!this.writableEnded) this.done(error ?? new InProcessConnectionClosed())
    process.nextTick(() => this.emit('close'))
    return this
  }
}

/**
 * Sends one request through `app`'s router and hooks and answers what its routes wrote. Rejects with
 * InProcessConnectionClosed when a route or hook closes the connection instead of answering.
 */
export function callInProcess(app: FastifyInstance, call: InProcessRequest): Promise<InProcessAnswer> {
  return new Promise((resolve, reject) => {
    const socket = new NoSocket() as unknown as Socket
    const request = new IncomingMessage(socket)
    request.method = call.method
    request.url = call.url
    request.httpVersion = '1.1'
    request.httpVersionMajor = 1
    request.httpVersionMinor = 1
    const body = call.body === undefined ? null : Buffer.from(call.body, 'utf8')
    const headers: Record<string, string> = { host: 'localhost', ...call.headers }
    if (body !== null) headers['content-length'] = String(body.length)
    request.headers = headers
    if (body !== null) request.push(body)
    request.push(null)
    // The whole request has arrived: reading it to its end is not an abort.
    request.complete = true
    const response = new KeptAnswer(request, (error, answer) => (error ? reject(error) : resolve(answer!)))
    app.routing(request, response)
  })
}
