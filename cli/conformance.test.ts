// The conformance run against the real sandbox over HTTP: every check passes; each one fails when the
// sandbox is made to misbehave for it (a fault on demand, or an answer altered on the way for the two
// checks that send no valid key, which a fault rule cannot be tied to); the request count and the pacing
// are what --help says.
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FaultOperation } from '../src/contract/sandbox-faults'
import { createTestApp, type TestApp } from '../server/test-app'
import * as F from '../server/test-fixture'
import { HELP, main } from './conformance'
import { CHECKS } from './conformance/checks'
import { Probe } from './conformance/probe'
import { SAFE_INTERVAL_MS, SAFE_REQUESTS, runConformance } from './conformance/run'

let sandbox: TestApp
let baseUrl: string
beforeAll(async () => {
  sandbox = createTestApp()
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`
})
afterAll(() => sandbox.app.close())

const run = (options: { only?: string[]; fetch?: typeof fetch } = {}) =>
  runConformance({ baseUrl, key: F.KEY_ONE, npi: F.NPI_MEMBER, ndc: F.NDC_TRADED, intervalMs: 1, ...options })

/** The command line's service, key and NPI: the sandbox's, as `run` gives them. */
const commandLine = () => ['--base-url', baseUrl, '--key', F.KEY_ONE, '--npi', String(F.NPI_MEMBER)]

async function fault(operation: FaultOperation) {
  const response = await fetch(`${baseUrl}/api/v1/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-auth': F.KEY_ONE },
    body: JSON.stringify({ operation, response: { kind: 'status', status: 500 } }),
  })
  expect(response.status).toBe(201)
}

describe('conformance run', () => {
  test('every check passes against the sandbox, and its extensions are reported', async () => {
    const report = await run()
    const failed = report.rows.filter((row) => row.outcome !== 'PASS' && row.outcome !== 'EXTENSION')
    expect(failed).toEqual([])
    expect(report.rows.filter((row) => row.outcome === 'EXTENSION').length).toBe(6)
    expect(report.requests).toBeLessThanOrEqual(SAFE_REQUESTS)
  })

  const byFault: [string, FaultOperation][] = CHECKS.filter(
    (check) => !['bad-key', 'validation-first'].includes(check.id),
  ).map((check) => [
    check.id,
    check.id === 'ndc-statistics' || check.id === 'invalid-ndc'
      ? 'getNdcTransactionStatistic'
      : 'searchDraftListings',
  ])
  test.each(byFault)(
    '%s fails when the sandbox answers its first call with a 500: exit 1',
    async (id, operation) => {
      await fault(operation)
      const printed: string[] = []
      const code = await main([...commandLine(), '--ndc', F.NDC_TRADED, '--only', id], (line: string) =>
        printed.push(line),
      )
      expect(code).toBe(1)
      expect(printed.join('\n')).toMatch(/ FAIL /)
      expect(printed.join('\n')).toMatch(/0 passed, 1 failed/)
    },
  )

  test('a sort check fails when a page comes back out of order', async () => {
    const reversing: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      const body = (await response.json()) as { data: unknown[] }
      body.data.reverse()
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
    }
    const report = await run({ only: ['sort-price-asc'], fetch: reversing })
    expect(report.rows[0]).toMatchObject({
      outcome: 'FAIL',
      evidence: expect.stringMatching(/out of asc order/) as string,
    })
  })

  test.each([
    ['bad-key', 401, 200],
    ['validation-first', 400, 401],
  ])('%s fails when its %i is answered %i instead', async (id, expected, instead) => {
    const altering: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      return response.status === expected
        ? new Response(await response.text(), { status: instead, headers: response.headers })
        : response
    }
    const report = await run({ only: [id], fetch: altering })
    expect(report.rows.map((row) => row.outcome)).toEqual(['FAIL'])
  })

  test('exit codes: 0 all pass, 1 a check fails, 2 no answer or bad arguments; one clear line', async () => {
    const quiet = () => undefined
    const errors: string[] = []
    const args = [...commandLine(), '--only', 'envelope']
    expect(await main(args, quiet)).toBe(0)
    await fault('searchDraftListings')
    expect(await main(args, quiet)).toBe(1)
    expect(
      await main(
        ['--base-url', 'http://127.0.0.1:9', '--key', 'k', '--npi', '1234567893'],
        quiet,
        (line: string) => errors.push(line),
      ),
    ).toBe(2)
    expect(await main(['--key', 'k'], quiet, (line: string) => errors.push(line))).toBe(2)
    expect(errors).toEqual([
      expect.stringMatching(/^conformance: No answer from http:\/\/127\.0\.0\.1:9/),
      'conformance: --base-url must be an http(s) address. See --help.',
    ])
  })
})

describe('request budget and pacing', () => {
  test('--help states the number of requests and the pace, which hold the run under 300 a minute', () => {
    expect(SAFE_REQUESTS).toBe(CHECKS.reduce((sum, c) => sum + c.requests, 0) + 6)
    expect(HELP).toContain(
      `at most ${SAFE_REQUESTS} requests, one\nevery ${SAFE_INTERVAL_MS} ms at most (240 a minute)`,
    )
    expect(60_000 / SAFE_INTERVAL_MS < 300).toBe(true)
  })

  test('the probe spaces requests by the interval and refuses to pass its budget', async () => {
    let clock = 0
    const slept: number[] = []
    const probe = new Probe({
      baseUrl,
      key: F.KEY_ONE,
      budget: 3,
      intervalMs: SAFE_INTERVAL_MS,
      now: () => clock,
      sleep: (ms) => {
        slept.push(ms)
        clock += ms
        return Promise.resolve()
      },
    })
    for (let i = 0; i < 3; i++) {
      await probe.send({ method: 'GET', path: '/api/v1/openapi.json', key: null })
      clock += 10
    }
    expect(slept).toEqual([SAFE_INTERVAL_MS - 10, SAFE_INTERVAL_MS - 10])
    expect(probe.times).toEqual([0, 250, 500])
    await expect(probe.send({ method: 'GET', path: '/api/v1/openapi.json' })).rejects.toThrow(/budget of 3/)
  })

  test('a real run keeps the stated pace between its requests', async () => {
    const report = await runConformance({
      baseUrl,
      key: F.KEY_ONE,
      npi: F.NPI_MEMBER,
      only: ['paging', 'defaults'],
    })
    const gaps = report.requestTimes.slice(1).map((t, i) => t - report.requestTimes[i]!)
    expect(gaps.length).toBe(3)
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(SAFE_INTERVAL_MS)
  })
})
