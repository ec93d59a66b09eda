// The sandbox behind Prism's validation proxy (@stoplight/prism-cli), as a client team runs it: Prism
// reads the OpenAPI document the sandbox serves and reports, in an sl-violations header, any answer whose
// status, content type or body the document does not declare. A bounded sample of each kind of answer
// goes through it (openapi-conformance.test.ts covers every operation and status with ajv); one request
// that breaks the request schema shows that Prism is checking at all.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { FaultResponse } from '../src/contract/sandbox-faults'
import { createListingBody, listingBody, OPERATIONS, searchBody } from './test-bodies'
import { createTestApp, urlOf, type TestApp } from './test-app'
import * as F from './test-fixture'

const PRISM = join(import.meta.dirname, '..', 'node_modules', '.bin', 'prism')
const dir = mkdtempSync(join(tmpdir(), 'sandbox-prism-'))
let t: TestApp
let prism: ChildProcess | undefined
let base = ''

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  t = createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const upstream = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const document = join(dir, 'openapi.json')
  writeFileSync(document, (await t.call({ url: '/api/v1/openapi.json' })).body)
  const port = await freePort()
  prism = spawn(PRISM, ['proxy', document, upstream, '--port', String(port), '--errors', 'false'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 60 s: ${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Prism is listening')) {
        clearTimeout(timer)
        resolve()
      }
    }
    prism!.stdout!.on('data', read)
    prism!.stderr!.on('data', read)
    prism!.on('exit', (code) => reject(new Error(`Prism exited with ${code}: ${output}`)))
  })
  base = `http://127.0.0.1:${port}`
}, 90_000)

afterAll(async () => {
  if (prism && prism.exitCode === null) {
    const exited = new Promise((resolve) => prism!.once('exit', resolve))
    prism.kill('SIGTERM')
    await exited
  }
  await t?.app.close()
  rmSync(dir, { recursive: true, force: true })
})

type Sent = { name: string; method?: string; url: string; body?: string; headers?: Record<string, string> }
const json = (value: unknown) => JSON.stringify(value)
const through = async (request: Sent) => {
  const response = await fetch(`${base}${request.url}`, {
    method: request.method ?? 'GET',
    headers: {
      'x-service-auth': F.KEY_ONE,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    body: request.body,
  })
  await response.arrayBuffer()
  const violations = JSON.parse(response.headers.get('sl-violations') ?? '[]') as {
    location: string[]
    message: string
  }[]
  return { status: response.status, violations }
}
const fault = (operation: string, response: FaultResponse) =>
  t.call({ method: 'POST', url: '/api/v1/sandbox/faults', payload: { operation, response } })

test('answers of every kind pass Prism with no response violation', async () => {
  const big = json({ pad: 'x'.repeat(1_100_000) })
  const listing = `/api/v1/marketplace-listings/${F.LISTING_PENDING}`
  const cases: [Sent, number, (() => Promise<unknown>)?][] = [
    [{ name: 'listing update', method: 'PUT', url: listing, body: json(listingBody()) }, 200],
    [{ name: 'listing update too large', method: 'PUT', url: listing, body: big }, 413],
    [{ name: 'search too large', method: 'POST', url: '/api/v1/draft-listings/search', body: big }, 413],
    [{ name: 'npi-update too large', method: 'POST', url: '/api/v1/groups/npi-update', body: big }, 413],
    [
      {
        name: 'search as text',
        method: 'POST',
        url: '/api/v1/draft-listings/search',
        body: 'x',
        headers: { 'content-type': 'text/plain' },
      },
      415,
    ],
    [{ name: 'search malformed', method: 'POST', url: '/api/v1/draft-listings/search', body: '{' }, 400],
    [{ name: 'search', method: 'POST', url: '/api/v1/draft-listings/search', body: json(searchBody()) }, 200],
    [
      {
        name: 'create',
        method: 'POST',
        url: '/api/v1/marketplace-listings',
        body: json(createListingBody()),
      },
      201,
    ],
    [
      {
        name: 'wrong key',
        url: urlOf(OPERATIONS['list listings']!),
        headers: { 'x-service-auth': 'nope' },
      },
      401,
    ],
    [
      {
        name: 'unknown listing',
        method: 'PUT',
        url: '/api/v1/marketplace-listings/99999999-0000-4000-8000-000000000000',
        body: json(listingBody()),
      },
      404,
    ],
    [
      {
        name: 'not Pending',
        method: 'PUT',
        url: `/api/v1/marketplace-listings/${F.LISTING_ACCEPTED}`,
        body: json(listingBody()),
      },
      409,
    ],
    [{ name: 'delete draft', method: 'DELETE', url: `/api/v1/draft-listings/${F.DRAFT(2)}` }, 204],
    [{ name: 'ndc statistics', url: urlOf(OPERATIONS['ndc statistics']!) }, 200],
    [
      { name: 'rate-limited fault', url: '/api/v1/pharmacies/search' },
      429,
      () => fault('searchPharmacies', { kind: 'rate-limited', retryAfterSeconds: 3 }),
    ],
    [
      { name: 'HTML 503 fault', url: '/api/v1/pharmacies/search' },
      503,
      () => fault('searchPharmacies', { kind: 'status', status: 503, body: 'html' }),
    ],
    [
      { name: '504 fault', url: '/api/v1/pharmacies/search' },
      504,
      () => fault('searchPharmacies', { kind: 'status', status: 504 }),
    ],
    [
      { name: 'shape 1 fault on a read', url: urlOf(OPERATIONS['ndc statistics']!) },
      400,
      () => fault('getNdcTransactionStatistic', { kind: 'shape', shape: 1 }),
    ],
    [{ name: 'fault rules', url: '/api/v1/sandbox/faults' }, 200],
    [
      { name: 'demo connection', url: '/api/v1/sandbox/demo-connection', headers: { 'x-service-auth': '' } },
      200,
    ],
  ]
  // The long poll's 304, with the ETag of the list as it is now.
  const current = async () => String((await t.call({ url: '/api/v1/sandbox/faults' })).headers.etag)
  cases.push([{ name: 'fault rules not modified', url: '/api/v1/sandbox/faults' }, 304])
  const found: string[] = []
  for (const [request, status, before] of cases) {
    if (status === 304) request.headers = { 'if-none-match': await current() }
    await before?.()
    const answer = await through(request)
    if (answer.status !== status) found.push(`${request.name}: answered ${answer.status}, not ${status}`)
    for (const v of answer.violations.filter((v) => v.location[0] === 'response'))
      found.push(`${request.name}: ${v.message}`)
  }
  expect(found).toEqual([])
}, 60_000)

test('Prism is checking: a request against the request schema is reported', async () => {
  const answer = await through({
    name: 'bad',
    method: 'POST',
    url: '/api/v1/draft-listings/search',
    body: json({ take: 'x' }),
  })
  expect(answer.status).toBe(400)
  expect(answer.violations.filter((v) => v.location[0] === 'request').length).toBeGreaterThan(0)
})
