// The OpenAPI document and the sandbox's answers held together, both ways: every request of the table
// (openapi-provocations.ts, plus what every operation of its kind can be made to answer) gets exactly
// the status the table says, that status is declared for its path and method, and the body matches the
// schema declared for it; and every status the document declares for an operation is provoked. A
// status the sandbox can send but the document leaves out (as 413 was) fails the first half; a status
// declared that nothing sends fails the second.
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, test } from 'vitest'
import { buildOpenApiDocument } from '../src/contract/openapi'
import { openApiChecker } from './openapi-check'
import { API_CASES, type Provocation } from './openapi-provocations'
import { derived, type DocumentedOperation } from './openapi-provocations-derived'
import { SANDBOX_CASES } from './openapi-provocations-sandbox'
import { answers, raw } from './raw-http'
import { createTestApp, type TestApp } from './test-app'
import * as F from './test-fixture'

const doc = buildOpenApiDocument()
const CASES = { ...API_CASES, ...SANDBOX_CASES }
const problems = openApiChecker(doc)
type Operation = DocumentedOperation
const OPERATIONS = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Operation })),
)
/** Statuses seen per operationId, to compare with the declared ones at the end. */
const seen = new Map<string, Set<number>>()

async function provoke(method: string, path: string, op: Operation, p: Provocation): Promise<string[]> {
  const c = CASES[op.operationId]!
  const t = createTestApp(p.testApp)
  try {
    const valid = typeof c.valid === 'function' ? await c.valid(t) : c.valid
    await p.before?.(t)
    const answer = await t.call(p.request ? await p.request(valid, t) : valid)
    const set = seen.get(op.operationId) ?? new Set()
    seen.set(op.operationId, set.add(answer.statusCode))
    const found = problems(method, path, answer)
    if (answer.statusCode !== p.status)
      found.unshift(`answered ${answer.statusCode}, not ${p.status}: ${answer.body.slice(0, 120)}`)
    return found.map((line) => `${p.name}: ${line}`)
  } finally {
    await t.app.close()
  }
}

describe.each(OPERATIONS)('$method $path', ({ method, path, op }) => {
  test(`${op.operationId}: every answer of the table is declared, with its body's schema`, async () => {
    expect(CASES[op.operationId], 'the operation needs its lines in openapi-provocations.ts').toBeDefined()
    const table: Provocation[] = [
      { name: 'valid', status: Number(Object.keys(op.responses)[0]) },
      ...CASES[op.operationId]!.own,
      ...derived(method, op),
    ]
    const found: string[] = []
    for (const p of table) found.push(...(await provoke(method, path, op, p)))
    expect(found).toEqual([])
  })
})

// What reaches a closing server on a connection already open is answered as usual, never refused with a
// 503: behind the balancer, a write it may not resend would be lost (server/ops/shutdown.ts). A read may
// instead find its connection closed, which a client or the balancer may safely send again.
test('while the sandbox shuts down, every write still answered as declared, never a 5xx', async () => {
  const t: TestApp = createTestApp()
  // Each socket holds a slow request, so it is still open (not idle) when the close begins.
  await t.call({
    method: 'POST',
    url: '/api/v1/sandbox/faults',
    payload: {
      operation: 'searchPharmacies',
      times: OPERATIONS.length,
      response: { kind: 'delay', ms: 400 },
    },
  })
  const requests = await Promise.all(
    OPERATIONS.map(async ({ op }) => {
      const valid = CASES[op.operationId]!.valid
      return typeof valid === 'function' ? await valid(t) : valid
    }),
  )
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  const sockets = OPERATIONS.map(() => {
    const socket = connect(port, '127.0.0.1')
    let bytes = ''
    socket.on('data', (chunk: Buffer) => (bytes += chunk.toString('latin1')))
    const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(bytes)))
    socket.write(raw({ method: 'GET', url: '/api/v1/pharmacies/search' }, F.KEY_ONE))
    return { socket, closed }
  })
  await new Promise((resolve) => setTimeout(resolve, 150))
  const closing = t.app.close()
  await new Promise((resolve) => setTimeout(resolve, 30))
  sockets.forEach(({ socket }, i) => socket.write(raw(requests[i]!, F.KEY_ONE)))
  const found: string[] = []
  for (const [i, { closed }] of sockets.entries()) {
    const { method, path, op } = OPERATIONS[i]!
    const [held, late] = answers(await closed)
    expect(held?.statusCode, op.operationId).toBe(200)
    if (method === 'get' && late === undefined) continue
    expect(late?.statusCode, op.operationId).toBeLessThan(500)
    found.push(...problems(method, path, late!).map((line) => `${op.operationId}: ${line}`))
  }
  await closing
  expect(found).toEqual([])
})

test('every status the document declares was answered by a request above', (ctx) => {
  // Only meaningful after the whole file ran (not with a filter that left operations out).
  if (OPERATIONS.some(({ op }) => !seen.has(op.operationId))) return ctx.skip()
  const unprovoked = OPERATIONS.flatMap(({ op }) =>
    Object.keys(op.responses)
      .filter((status) => !seen.get(op.operationId)?.has(Number(status)))
      .map((status) => `${op.operationId} ${status}`),
  )
  expect(unprovoked).toEqual([])
})
