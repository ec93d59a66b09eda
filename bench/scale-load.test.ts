import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { pace } from './scale-load'

// pace() is the latency half of bench:scale: requests go at their planned times whatever the server does,
// each timed from its plan.

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server that answers 204 after `delayOf(n)` ms, n counting its requests from 0; records who called. */
async function slowServer(delayOf: (n: number) => number) {
  const callers: string[] = []
  server = createServer((req, res) => {
    const n = callers.length
    callers.push(req.socket.remoteAddress ?? '')
    req.resume()
    setTimeout(() => res.writeHead(204).end(), delayOf(n))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, callers }
}

const call = () => ({ method: 'POST', path: '/', key: 'k', body: { a: 1 } })

it('sends at the set rate, each client from its own address, whether or not answers have come', async () => {
  // Every answer takes 300 ms, three times a client's gap of 100 ms: a client that waited would send 2.
  const { port, callers } = await slowServer(() => 300)
  const result = await pace(port, 2, 20, 0.5, call)
  expect(result.requests).toBe(10)
  expect(new Set(callers)).toEqual(new Set(['127.0.1.1', '127.0.1.2']))
  expect(result.failures).toEqual([])
  expect(result.p50).toBeGreaterThanOrEqual(300)
  // Had each client waited for its answers, its fifth request would have gone 800 ms late (p99 1,100 ms);
  // on plan it is about 300 ms, with 400 ms on either side for a busy machine.
  expect(result.p99).toBeLessThan(700)
})

it('does not hold the next requests back behind a slow answer', async () => {
  // The first answer takes 450 ms, as long as the whole plan: had the later requests waited for it, their
  // times would run from 400 ms down (p50 200 ms). On plan, only the first is slow.
  const { port } = await slowServer((n) => (n === 0 ? 450 : 0))
  const result = await pace(port, 1, 20, 0.5, call)
  expect(result.requests).toBe(10)
  expect(result.p99).toBeGreaterThanOrEqual(450)
  expect(result.p50).toBeLessThan(100)
})
