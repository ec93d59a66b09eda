// What every test file of several instances behind HAProxy starts with (balancer-harness.ts runs them):
// HAProxy found or the file skipped, and a database of the file's own on the run's PostgreSQL cluster.
import pg from 'pg'
import { findHaproxy } from './balancer-harness'

/**
 * HAProxy for one test file: without it the file is skipped, with one line saying what to install,
 * except in CI, which installs it (.ci/run), where its absence fails the file.
 */
export function haproxyForFile(file: string): { skip: boolean; path: () => string } {
  const haproxy = findHaproxy()
  const skip = haproxy === undefined && !process.env.CI
  if (skip)
    console.warn(`${file} skipped: no haproxy found (apt-get install haproxy, or set HAPROXY to its path).`)
  return {
    skip,
    /** In the file's beforeAll: HAProxy's path, or the failure CI reports. */
    path: () => {
      if (haproxy === undefined) throw new Error('No haproxy in CI: .ci/run installs it from Debian.')
      return haproxy
    },
  }
}

/** A database of the file's own, for processes that are given its address. */
export interface OwnDatabase {
  url: string
  /** Drops it with whatever is still connected (FORCE), and closes the connection that made it. */
  drop: () => Promise<void>
}

/** Creates `<prefix>_<8 random letters and digits>` on the cluster at `clusterUrl`. */
export async function createOwnDatabase(clusterUrl: string, prefix: string): Promise<OwnDatabase> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: clusterUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } catch (error) {
    await admin.end()
    throw error
  }
  const url = new URL(clusterUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}
