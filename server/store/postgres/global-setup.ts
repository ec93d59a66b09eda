// vitest's globalSetup for the tests that need PostgreSQL (the "postgres" project of vite.config.ts, and
// every server test with TEST_STORE=postgres): one throwaway cluster for the run (scripts/postgres-cluster.ts,
// fsync off: nothing here survives a crash by design), removed when the run ends. Test files reach it
// through inject('postgresUrl'); each store a test opens is a schema of its own (test-engine.ts).
import type { TestProject } from 'vitest/node'
import { startCluster } from '../../../scripts/postgres-cluster'
// The type of what is provided (postgresUrl) is declared where it is read.
import type {} from './test-engine'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let cluster
  try {
    cluster = await startCluster({ fsync: false })
  } catch (error) {
    // One line saying what is missing, rather than every PostgreSQL test failing on its own.
    const message = error instanceof Error ? error.message : String(error)
    console.error(message)
    throw new Error(message, { cause: error })
  }
  project.provide('postgresUrl', cluster.url)
  return () => cluster.stop()
}
