// For a test file whose servers run as child processes (test-process.ts) over a PostgreSQL cluster of the
// file's own that keeps PostgreSQL's durability defaults (fsync on, synchronous commits): what a kill or a
// dump there shows is what it would show in production.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { startCluster, type Cluster } from '../scripts/postgres-cluster'
import { serverProcesses } from './test-process'

/**
 * A scratch folder named from `prefix`, the file's servers and its cluster: the cluster starts before the
 * file's tests; after them the servers are killed, the cluster stopped and the folder removed.
 */
export function serversOnOwnCluster(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const servers = serverProcesses()
  let cluster: Cluster | undefined
  beforeAll(async () => {
    cluster = await startCluster({ fsync: true })
  }, 60_000)
  afterAll(async () => {
    servers.killAll()
    await cluster?.stop()
    rmSync(dir, { recursive: true, force: true })
  })
  return {
    dir,
    servers,
    /** The running cluster (from the file's first test on). */
    cluster: (): Cluster => {
      if (!cluster) throw new Error('the cluster starts in beforeAll')
      return cluster
    },
  }
}
