// A built dashboard's folder for the tests of serving it: files written where Vite would put them, in a
// folder of the test's own, and the sandbox serving them over an empty database in memory.
import type { FastifyInstance } from 'fastify'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { buildApp } from '../app'
import { createSqliteRepositories, openDatabase } from '../store/sqlite/database'

/** The least index.html the app's fallback serves. */
export const PLAIN_INDEX = '<!doctype html><title>Marketplace</title><div id="root"></div>'

/** `root` (a temporary folder named from `prefix`) holds `dist`; `write` puts files under dist/. */
export function dashboardDist(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), prefix))
  const dist = join(root, 'dist')
  return {
    root,
    dist,
    /** Each file at its path under dist/ ('assets/app.js'), its folders made as needed. */
    write: (files: Record<string, string>) => {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dist, path)), { recursive: true })
        writeFileSync(join(dist, path), text)
      }
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}

/** The sandbox (buildApp) over an empty SQLite database in memory, serving the dashboard in `dist`. */
export async function sandboxServing(dist: string): Promise<FastifyInstance> {
  const app = buildApp({
    repositories: createSqliteRepositories(await openDatabase(':memory:')),
    dashboardDir: dist,
  })
  await app.ready()
  return app
}
