// npm run backup and npm run restore on SQLite (docs/operations.md, "Backup and restore"): a running
// server (server/main.ts over files, sign-in on, the demo) takes a seller's new listings one after
// another while the backup runs; the backup restores into a new server, which has every listing
// acknowledged before the backup began and an audit chain that verifies. And each refusal: a folder not
// empty, a file already in place without --force, a running server's file, a copy changed since.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createListingBody } from '../server/test-bodies'
import { browser, expectListingsKept, listingWriter, signIn } from '../server/test-browser'
import { serverProcesses } from '../server/test-process'
import { main as auditVerify } from './audit-verify'
import { backup } from './backup'
import { restore } from './restore'

const dir = mkdtempSync(join(tmpdir(), 'backup-'))
const servers = serverProcesses()
afterAll(() => {
  servers.killAll()
  rmSync(dir, { recursive: true, force: true })
})

const NPI = 1234567893
const settings = (name: string) => ({
  DATABASE: join(dir, name, 'sandbox.db'),
  TEAM_DATABASE: join(dir, name, 'team.db'),
  // The key stays with the first server's files: a restore elsewhere is given the same key file.
  AUDIT_KEY_FILE: join(dir, 'first', 'audit.key'),
  SCENARIO: 'server/scenarios/demo.json',
  SIGN_IN: 'auto',
})
const start = (name: string) => servers.start(settings(name), (output) => output.includes('Sign-in on'))

test('a backup of a running server, taken while it writes, restores every acknowledged write and a verified chain', async () => {
  const first = await start('first')
  const seller = await signIn(first.url, 'seller@riverside.example', 'riverside-seller-demo')
  const writer = listingWriter(first.url, seller, NPI, 'BACKUP')
  await writer.until(5)
  const before = [...writer.acknowledged]
  const lines: string[] = []
  const manifest = await backup(settings('first'), join(dir, 'copy'), (line) => lines.push(line))
  const during = writer.acknowledged.length - before.length
  await writer.stop()
  expect(manifest.files.map((file) => file.role)).toEqual(['sandbox', 'team'])
  expect(manifest.audit).toMatch(/is intact: \d+ entries/)
  expect(lines.at(-1)).toContain('Backup written to')

  // A second backup into the same folder is refused, and so is a restore over a running server's file.
  await expect(backup(settings('first'), join(dir, 'copy'), () => {})).rejects.toThrow(/not empty/)
  await expect(restore(settings('first'), join(dir, 'copy'), true, () => {})).rejects.toThrow(
    /A server is running on .*sandbox\.db: stop it/,
  )

  await restore(settings('second'), join(dir, 'copy'), false, () => {})
  await expect(restore(settings('second'), join(dir, 'copy'), false, () => {})).rejects.toThrow(
    /exists: add --force/,
  )
  expect(await auditVerify(settings('second'))).toBe(0)
  const second = await start('second')
  const again = await signIn(second.url, 'seller@riverside.example', 'riverside-seller-demo')
  await expectListingsKept(second.url, again, NPI, before)
  // The restored server goes on writing, its chain still whole.
  const more = await browser(
    second.url,
    again,
    'POST',
    '/api/v1/marketplace-listings',
    createListingBody({
      pharmacyNPI: NPI,
      nationalDrugCode: '00002-7597-01',
      quantity: 12,
      lotNumber: 'AFTER',
    }),
  )
  expect(more.status).toBe(201)
  console.log(`backup: ${before.length} listings before it began, ${during} acknowledged while it ran`)
}, 120_000)

test('a copy changed after the backup, or damaged, is refused before anything is replaced', async () => {
  const changed = join(dir, 'changed')
  cpSync(join(dir, 'copy'), changed, { recursive: true })
  const file = join(changed, 'sandbox.db')
  const bytes = readFileSync(file)
  bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff
  writeFileSync(file, bytes)
  const place = settings('third')
  await expect(restore(place, changed, false, () => {})).rejects.toThrow(/not the file the backup wrote/)
  expect(() => readFileSync(place.DATABASE)).toThrow(/ENOENT/)
})
