import { spawn } from 'node:child_process'
import { join } from 'node:path'
import pg from 'pg'
import { SEARCH_TERM, jobRowsOf } from './jobs-setup'
import type { Browser } from './jobs-users'
import type { SandboxProcess } from './sandbox-process'

// The pieces of the balanced soak (soak-balanced.ts) and the scale benchmark (scale.ts) around the
// instances: HAProxy from deploy/haproxy.cfg as it is, which instance holds a job's lease, and the drafts a
// signed-in seller finds for a bulk job.

export type Instance = { name: string; port: number; process: SandboxProcess; killed: boolean }

const READY_MS = 60_000

/**
 * HAProxy in front of the instances' ports (deploy/haproxy.cfg, its addresses from the environment); ready
 * once six requests in a row through it answered /healthz with 200. Resolves to its stop.
 */
export async function startHaproxy(
  haproxy: string,
  dir: string,
  port: number,
  ports: readonly number[],
): Promise<() => Promise<void>> {
  const child = spawn(haproxy, ['-db', '-f', 'deploy/haproxy.cfg'], {
    env: {
      ...process.env,
      BALANCER_BIND: `127.0.0.1:${port}`,
      BALANCER_STATS_SOCKET: join(dir, 'balancer.sock'),
      ...Object.fromEntries(ports.map((p, i) => [`SANDBOX_${i + 1}`, `127.0.0.1:${p}`])),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let output = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const kill = () => child.kill('SIGKILL')
  process.once('exit', kill)
  const stop = () =>
    new Promise<void>((resolve) => {
      process.removeListener('exit', kill)
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + READY_MS
  for (let inARow = 0; inARow < 6;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}: ${output}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`haproxy not ready in ${READY_MS / 1000} s: ${output}`)
    }
    const status = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) })
      .then((r) => r.status)
      .catch(() => 0)
    inARow = status === 200 ? inARow + 1 : 0
    if (inARow < 6) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return stop
}

/**
 * Which instance holds a job's lease, looked at every 100 ms: the lease's owner in team.jobs is the
 * runner's random id, so the instance is the one (by its connections' application_name) whose last
 * statement renewed that lease or moved one of the job's rows, which only the lease's holder does.
 */
export function watchOwner(
  url: string,
  jobId: string,
): { current: () => string | null; stop: () => Promise<void> } {
  const db = new pg.Client({ connectionString: url })
  const byOwner = new Map<string, string>()
  let owner: string | null = null
  let stopped = false
  const loop = (async () => {
    await db.connect()
    while (!stopped) {
      const row = (
        await db.query<{ owner: string | null }>('SELECT owner FROM team.jobs WHERE id = $1', [jobId])
      ).rows[0]
      const id = row?.owner ?? null
      if (id !== null && !byOwner.has(id)) {
        const seen = await db.query<{ name: string }>(
          `SELECT DISTINCT application_name AS name FROM pg_stat_activity
           WHERE application_name LIKE 'instance-%' AND pid <> pg_backend_pid()
             AND (query LIKE '%jobs SET lease_until%' OR (query LIKE '%job_rows SET%' AND query NOT LIKE '%cancelled%'))`,
        )
        // Right after a takeover the dead instance's connections may still be listed: wait for one name.
        const names = seen.rows.map((r) => r.name)
        if (names.length === 1 && ![...byOwner.values()].includes(names[0]!)) byOwner.set(id, names[0]!)
      }
      owner = id === null ? null : (byOwner.get(id) ?? null)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  return {
    current: () => owner,
    stop: async () => {
      stopped = true
      await loop.catch(() => undefined)
      await db.end()
    },
  }
}

/** The job's rows as the dashboard builds them: a search by the benchmark's drug name, page by page. */
export async function listAllDrafts(browser: Browser, npi: number): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = []
  for (let start = 0; ; start += 100) {
    const answer = await browser.send('POST', '/api/v1/draft-listings/search', {
      pharmacyNpi: npi,
      searchTerm: SEARCH_TERM,
      sortName: 'expirationDate',
      start,
      take: 100,
    })
    if (answer.status !== 200) throw new Error(`draft search: ${answer.status} ${answer.body.slice(0, 300)}`)
    const page = (JSON.parse(answer.body) as { data: Record<string, unknown>[] }).data
    if (page.length === 0) return rows
    rows.push(...jobRowsOf(page))
  }
}
