// Backup and restore on PostgreSQL, by the steps docs/operations.md gives ("Backup and restore"): pg_dump
// of the server's database while the server (sign-in on, the demo) takes a seller's new listings, then
// createdb and pg_restore into a new database, and a server started on it. It has every listing
// acknowledged before the dump began, and npm run audit:verify finds the chain intact under the key.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { postgresBinDir, startCluster, type Cluster } from '../../scripts/postgres-cluster'
import { CSRF_HEADER } from '../auth/csrf'
import { createListingBody } from '../test-bodies'
import { serverProcesses } from '../test-process'

const dir = mkdtempSync(join(tmpdir(), 'backup-pg-'))
const servers = serverProcesses()
let cluster: Cluster
beforeAll(async () => {
  cluster = await startCluster({ fsync: true })
}, 60_000)
afterAll(async () => {
  servers.killAll()
  await cluster?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const NPI = 1234567893
/** The demo's drugs a listing of 12 units fits and that need no scan. */
const WRITER_NDCS = (
  JSON.parse(readFileSync('server/scenarios/demo.json', 'utf8')) as {
    drugs: { ndc: string; packageSize: number | null; requireScan: boolean }[]
  }
).drugs
  .filter((drug) => (drug.packageSize ?? 0) >= 12 && !drug.requireScan)
  .map((drug) => drug.ndc)
const settings = (url: string) => ({
  DATABASE_URL: url,
  DATABASE: join(dir, 'unused.db'),
  AUDIT_KEY_FILE: join(dir, 'audit.key'),
  SCENARIO: 'server/scenarios/demo.json',
  SIGN_IN: 'auto',
})

const call = (url: string, cookie: string | null, method: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: {
      origin: url,
      [CSRF_HEADER]: '1',
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

async function signIn(url: string): Promise<string> {
  const body = { email: 'seller@riverside.example', password: 'riverside-seller-demo' }
  const response = await call(url, null, 'POST', '/auth/sign-in', body)
  expect(response.status).toBe(200)
  return response.headers.getSetCookie()[0]!.split(';')[0]!
}

/** One of PostgreSQL's own programs, as an operator runs it; its output when it fails. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const done = spawnSync(join(postgresBinDir()!, program), args, { encoding: 'utf8', env, timeout: 120_000 })
  expect(done.status, `${program}: ${done.stderr}`).toBe(0)
}

test('pg_dump while the server writes, pg_restore into a new database: every acknowledged write and a verified chain', async () => {
  const first = await servers.start(settings(cluster.url), (output) => output.includes('Sign-in on'))
  const seller = await signIn(first.url)
  const acknowledged: string[] = []
  let writing = true
  const writer = (async () => {
    // Spread over the demo's drugs, three each at most: a pharmacy may have 10 Pending listings of one
    // NDC (ndcSellLimitReached), and a fast machine writes many while the copy is made.
    for (let i = 0; writing && i < WRITER_NDCS.length * 3; i++) {
      const body = createListingBody({
        pharmacyNPI: NPI,
        nationalDrugCode: WRITER_NDCS[i % WRITER_NDCS.length],
        quantity: 12,
        lotNumber: `DUMP-${i}`,
      })
      const response = await call(first.url, seller, 'POST', '/api/v1/marketplace-listings', body)
      expect(response.status).toBe(201)
      acknowledged.push(((await response.json()) as { id: string }).id)
    }
  })()
  while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 20))
  const before = [...acknowledged]
  const dump = join(dir, 'marketplace.dump')
  run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${cluster.url}`])
  writing = false
  await writer

  run('createdb', [`--maintenance-db=${cluster.url}`, 'restored'])
  run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${cluster.urlOf('restored')}`, dump])
  const verify = spawnSync(process.execPath, ['--import', 'tsx', 'cli/audit-verify.ts'], {
    encoding: 'utf8',
    env: { ...process.env, ...settings(cluster.urlOf('restored')) },
  })
  expect(verify.status, verify.stderr).toBe(0)
  expect(verify.stdout).toMatch(/is intact: \d+ entries/)

  const second = await servers.start(settings(cluster.urlOf('restored')), (output) =>
    output.includes('Sign-in on'),
  )
  const again = await signIn(second.url)
  for (const id of before) {
    const response = await call(
      second.url,
      again,
      'GET',
      `/api/v1/marketplace-listings/${id}?pharmacyNpi=${NPI}`,
    )
    expect(response.status, id).toBe(200)
  }
}, 180_000)
