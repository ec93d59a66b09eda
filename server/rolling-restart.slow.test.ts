// A rolling restart behind the balancer drops no call (docs/operations.md, "Stopping"): three sandbox
// processes on one PostgreSQL database behind HAProxy run from deploy/haproxy.cfg as it is; each instance
// in turn is sent SIGTERM and started again once it has exited, while clients send reads and writes
// through the balancer the whole time. No client sees a 5xx or a dropped connection, every write answered
// (a draft deleted, 204) is still there afterwards (the draft gone on every instance), and each instance
// exits by itself, cleanly, within the drain and the deadline. Slow (minutes on a busy machine): not part of
// `npm test`; `npm run test:restart` runs it, and .ci/run does.
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { searchBody } from './test-bodies'
import * as F from './test-fixture'
import { call, freePorts, startDeployment, type Deployment } from './balancer-harness'
import { createOwnDatabase, haproxyForFile, type OwnDatabase } from './balanced-database-harness'

const DRAIN_SECONDS = 4
const CLIENTS = 6
const DRAFTS = 6000
/** Each client's pause between requests: a steady load, not a flood of the machine. */
const PAUSE_MS = 20
const balancer = haproxyForFile('rolling-restart.slow.test.ts')

/** The test scenario, with drafts of group one's member pharmacy enough for every client's deletes. */
function scenario() {
  const base = F.testScenario()
  const template = base.drafts[0]!
  const extra = Array.from({ length: DRAFTS }, (_, n) => ({
    ...template,
    id: F.DRAFT(10_000 + n),
    lotNumber: `RR${n}`,
  }))
  return { ...base, drafts: [...base.drafts, ...extra] }
}

type Outcome = { kind: 'read' | 'write'; status: number | null; error: string | null; draft?: string }

let database: OwnDatabase | undefined
let deployment: Deployment

describe.skipIf(balancer.skip)('a rolling restart of three instances behind HAProxy', () => {
  beforeAll(async () => {
    const haproxy = balancer.path()
    database = await createOwnDatabase(inject('postgresUrl'), 'restart')
    deployment = await startDeployment({
      haproxy,
      databaseUrl: database.url,
      scenario: scenario(),
      ports: await freePorts(4),
      env: {
        RATE_LIMIT_PER_MINUTE: '1000000000',
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
        SHUTDOWN_TIMEOUT_SECONDS: '30',
      },
    })
  }, 240_000)

  afterAll(async () => {
    await deployment?.stop()
    await database?.drop()
  })

  test('each instance restarted in turn under reads and writes: no 5xx, no dropped call, no write lost', async () => {
    const outcomes: Outcome[] = []
    let next = 0
    let running = true
    const through = (method: string, path: string, body?: unknown) =>
      call(deployment.balancer, '127.0.0.1', method, path, { key: F.KEY_ONE, body })
    const client = async (n: number) => {
      for (let i = 0; running; i++) {
        // Every third request a write, while drafts last.
        const write = i % 3 === 2 && next < DRAFTS
        const draft = write ? F.DRAFT(10_000 + next++) : undefined
        const sent = write
          ? through('DELETE', `/api/v1/draft-listings/${draft}`)
          : n % 2 === 0
            ? through('POST', '/api/v1/draft-listings/search', searchBody({ take: 20 }))
            : through('GET', `/api/v1/draft-listings/${F.DRAFT(1)}?pharmacyNpi=${F.NPI_MEMBER}`)
        const outcome = await sent.then(
          (answer) => ({ status: answer.status, error: null }),
          (error: Error) => ({ status: null, error: error.message }),
        )
        outcomes.push({ kind: write ? 'write' : 'read', ...outcome, ...(draft ? { draft } : {}) })
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
      }
    }
    const load = Array.from({ length: CLIENTS }, (_, n) => client(n))
    const served = async () => (await deployment.stats()).map((server) => server.sessions)
    const restarts: { exitCode: number | null; stoppedInMs: number; output: string; sentAfter: number }[] = []
    const upAgain = async (i: number) => {
      for (;;) {
        const stats = await deployment.stats()
        if (stats[i]?.status === 'UP') return
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      for (let i = 0; i < 3; i++) {
        const restarted = await deployment.restart(i)
        await upAgain(i)
        const before = (await served())[i]!
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        restarts.push({ ...restarted, sentAfter: (await served())[i]! - before })
      }
    } finally {
      running = false
      await Promise.all(load)
    }

    const failures = outcomes.filter((o) => o.error !== null || o.status === null || o.status >= 500)
    const writes = outcomes.filter((o) => o.kind === 'write')
    console.info(
      `rolling restart: ${outcomes.length} requests (${writes.length} writes), ${restarts.length} restarts (stopped in ${restarts.map((r) => r.stoppedInMs).join(', ')} ms), ${failures.length} failures`,
    )
    expect(failures.map((o) => `${o.kind} ${o.status ?? o.error}`)).toEqual([])
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 204)).toEqual([])
    expect(outcomes.length).toBeGreaterThan(100)
    for (const restart of restarts) {
      // It stopped by itself, after the drain and within the deadline, and serves again once back.
      expect(restart.exitCode).toBe(0)
      expect(restart.stoppedInMs).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000)
      expect(restart.output).toMatch(/Stopped\./)
      expect(restart.sentAfter).toBeGreaterThan(0)
    }
    // Every write answered is there: each draft deleted is gone, asked through every instance.
    const deleted = writes.map((o) => o.draft!)
    const still: string[] = []
    for (let n = 0; n < deleted.length; n += 30) {
      const batch = deleted.slice(n, n + 30)
      const statuses = await Promise.all(
        batch.map(async (draft, k) => {
          const instance = deployment.instances[(n + k) % 3]!
          const path = `/api/v1/draft-listings/${draft}?pharmacyNpi=${F.NPI_MEMBER}`
          return (await call(instance, '127.0.0.1', 'GET', path, { key: F.KEY_ONE })).status
        }),
      )
      still.push(...batch.filter((_, k) => statuses[k] !== 404))
    }
    expect(still).toEqual([])
  }, 600_000)
})
