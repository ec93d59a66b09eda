// Raw HTTP/1.1 on a socket, for the one test that needs a request to arrive on a connection that is
// already open (a sandbox shutting down accepts no new one): the request as the test app would inject
// it, and the answers read back in order.
import type { InjectOptions } from 'fastify'
import { urlOf } from './test-app'

/** Sends raw HTTP/1.1 on an open socket: the request the test app would inject. */
export function raw(request: InjectOptions, apiKey: string): string {
  const body = request.payload === undefined ? '' : JSON.stringify(request.payload)
  const lines = [
    `${request.method ?? 'GET'} ${urlOf(request)} HTTP/1.1`,
    'Host: sandbox',
    `X-SERVICE-AUTH: ${apiKey}`,
  ]
  if (body) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`)
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

/** The answers in a socket's bytes, in order (each with a Content-Length, as Fastify sends them). */
export function answers(bytes: string) {
  const out: { statusCode: number; headers: Record<string, unknown>; body: string }[] = []
  let rest = bytes
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n')
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n')
    const head = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    )
    const length = Number(head['content-length'] ?? 0)
    out.push({
      statusCode: Number(statusLine.split(' ')[1]),
      headers: head,
      body: rest.slice(end + 4, end + 4 + length),
    })
    rest = rest.slice(end + 4 + length)
  }
  return out
}
