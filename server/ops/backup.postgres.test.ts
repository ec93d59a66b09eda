// Backup and restore on PostgreSQL, by the steps docs/operations.md gives ("Backup and restore"): pg_dump
// of the server's database while the server (sign-in on, the demo) takes a seller's new listings, then
// createdb and pg_restore into a new database, and a server started on it. It has every listing
// acknowledged before the dump began, and npm run audit:verify finds the chain intact under the key.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { postgresBinDir } from '../../scripts/postgres-cluster'
import { expectListingsKept, listingWriter, signIn } from '../test-browser'
import { serversOnOwnCluster } from '../test-own-cluster'

const { dir, servers, cluster } = serversOnOwnCluster('backup-pg-')

const NPI = 1234567893
const settings = (url: string) => ({
  DATABASE_URL: url,
  DATABASE: join(dir, 'unused.db'),
  AUDIT_KEY_FILE: join(dir, 'audit.key'),
  SCENARIO: 'server/scenarios/demo.json',
  SIGN_IN: 'auto',
})

/** One of PostgreSQL's own programs, as an operator runs it; its output when it fails. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const done = spawnSync(join(postgresBinDir()!, program), args, { encoding: 'utf8', env, timeout: 120_000 })
  expect(done.status, `${program}: ${done.stderr}`).toBe(0)
}

test('pg_dump while the server writes, pg_restore into a new database: every acknowledged write and a verified chain', async () => {
  const first = await servers.start(settings(cluster().url), (output) => output.includes('Sign-in on'))
  const seller = await signIn(first.url, 'seller@riverside.example', 'riverside-seller-demo')
  const writer = listingWriter(first.url, seller, NPI, 'DUMP')
  await writer.until(5)
  const before = [...writer.acknowledged]
  const dump = join(dir, 'marketplace.dump')
  run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${cluster().url}`])
  await writer.stop()

  run('createdb', [`--maintenance-db=${cluster().url}`, 'restored'])
  run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${cluster().urlOf('restored')}`, dump])
  const verify = spawnSync(process.execPath, ['--import', 'tsx', 'cli/audit-verify.ts'], {
    encoding: 'utf8',
    env: { ...process.env, ...settings(cluster().urlOf('restored')) },
  })
  expect(verify.status, verify.stderr).toBe(0)
  expect(verify.stdout).toMatch(/is intact: \d+ entries/)

  const second = await servers.start(settings(cluster().urlOf('restored')), (output) =>
    output.includes('Sign-in on'),
  )
  const again = await signIn(second.url, 'seller@riverside.example', 'riverside-seller-demo')
  await expectListingsKept(second.url, again, NPI, before)
}, 180_000)
