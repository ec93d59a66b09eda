// An HTTP server on the loopback standing in for the service behind the proxy: it records each request
// whole (method, URL, headers, body as received) before it answers, so a test compares what went out.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string }
/** Answers a recorded request; one that writes nothing leaves the caller waiting (a hanging service). */
export type Answer = (seen: Seen, response: ServerResponse) => void

export async function recordingServer(answer: Answer) {
  const seen: Seen[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const s = {
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      }
      seen.push(s)
      answer(s, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    /** Ends the connections still open (a hanging request's too), then the server. */
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
