// Sign-in's start-up with DATABASE_URL (team-start.ts, team-store-open.ts): the team store is the
// database's schema "team", shared by every instance; a team left behind in a TEAM_DATABASE file stops
// the start rather than signing nobody in. Each test on a database of its own on the run's cluster.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, onTestFinished, test } from 'vitest'
import { withTeamStoreFile } from '../../cli/team-store-file'
import { AuditSeal } from '../store/audit-seal'
import { sqliteTeamStore } from '../store/sqlite/team-store'
import { openTeamDatabase } from '../store/sqlite/team-database'
// The type of what is provided (postgresUrl) is declared where the sandbox's test engine reads it.
import type {} from '../store/postgres/test-engine'
import { TeamStartError, startTeam, teamStartLines } from './team-start'
import { readTeamSettings } from './team-settings'
import { TWO_DEMO_USERS as DEMO } from './test-demo-users'

const NOW = new Date('2026-03-02T12:00:00.000Z')

let admin: pg.Client
let databases = 0
const prefix = `team_start_${Math.random().toString(36).slice(2, 8)}`

// Every instance of a deployment is given the one audit key file.
const keyDir = mkdtempSync(join(tmpdir(), 'team-start-key-'))
const keyFile = join(keyDir, 'audit.key')
const keyed = (env: Record<string, string>) =>
  readTeamSettings({ AUDIT_KEY_FILE: keyFile, ...env }, ':memory:')

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('postgresUrl') })
  await admin.connect()
})
afterAll(async () => {
  await admin?.end()
  rmSync(keyDir, { recursive: true, force: true })
})

/** A new empty database on the run's cluster, dropped after the test. */
async function database(): Promise<string> {
  const name = `${prefix}_${++databases}`
  await admin.query(`CREATE DATABASE ${name}`)
  onTestFinished(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })
  const url = new URL(inject('postgresUrl'))
  url.pathname = `/${name}`
  return url.href
}

test('three instances starting together on an empty database create each demo user once, in schema "team"', async () => {
  const url = await database()
  const settings = keyed({})
  const starts = await Promise.all([1, 2, 3].map(() => startTeam(settings, DEMO, NOW, url)))
  onTestFinished(async () => {
    for (const start of starts) await start?.store.close()
  })
  expect(starts.every((start) => start !== null)).toBe(true)
  expect(starts.reduce((sum, start) => sum + start!.demoUsersLoaded, 0)).toBe(DEMO.length)
  for (const start of starts) expect(start!.users).toBe(DEMO.length)
  const [first] = starts as [NonNullable<(typeof starts)[0]>]
  expect(first.where).toBe(`schema "team" of ${url}`)
  expect(teamStartLines(first, settings, [])[0]).toBe(`Sign-in on: 2 users in schema "team" of ${url}.`)
  const entries = await first.store.audit.entries(0, 100)
  expect(entries.filter((e) => e.operation === 'createUser').map((e) => e.type)).toEqual(['event', 'event'])
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    const { rows } = await db.query<{ email: string }>('SELECT email FROM team.users ORDER BY email')
    expect(rows.map((row) => row.email)).toEqual(['admin@r.example', 'seller@r.example'])
  } finally {
    await db.end()
  }
})

test('npm run users and audit:verify open the same store with the same DATABASE_URL', async () => {
  const url = await database()
  const started = await startTeam(keyed({}), DEMO, NOW, url)
  onTestFinished(() => started?.store.close())
  const seen = await withTeamStoreFile(
    { DATABASE_URL: url, DATABASE: ':memory:', AUDIT_KEY_FILE: keyFile },
    async ({ store, file }) => {
      expect(file).toBe(`schema "team" of ${url}`)
      expect((await store.users.list()).map((user) => user.email)).toEqual([
        'admin@r.example',
        'seller@r.example',
      ])
      await store.users.create(
        { email: 'new@r.example', name: 'New', role: 'viewer', npis: 'all', passwordHash: null },
        NOW,
      )
      return 0
    },
  )
  expect(seen).toBe(0)
  expect(await started!.store.users.findByEmail('NEW@r.example')).toMatchObject({ role: 'viewer' })
})

test('auto with no users and no OpenID Connect is sign-in off, with the database too', async () => {
  const url = await database()
  expect(await startTeam(keyed({}), [], NOW, url)).toBeNull()
})

test('a TEAM_DATABASE file that holds users while the database holds none stops the start, naming both', async () => {
  const url = await database()
  const dir = mkdtempSync(join(tmpdir(), 'team-left-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'team.db')
  const old = await sqliteTeamStore(await openTeamDatabase(file), {
    seal: AuditSeal.random(),
    anchorExisting: false,
  })
  await old.users.create(
    { email: 'kept@r.example', name: 'Kept', role: 'admin', npis: 'all', passwordHash: null },
    NOW,
  )
  await old.close()
  const settings = keyed({ SIGN_IN: 'on', TEAM_DATABASE: file })
  const refused = startTeam(settings, [], NOW, url)
  await expect(refused).rejects.toThrow(TeamStartError)
  await expect(refused).rejects.toThrow(
    `TEAM_DATABASE=${JSON.stringify(file)} holds 1 user, but with DATABASE_URL the team store is the schema "team" of ${url}, which holds none: add the team there (npm run users with the same DATABASE_URL), or move the file away to start with an empty team store.`,
  )
  // Once the database holds a user, the file is no longer consulted.
  const started = await startTeam(settings, DEMO.slice(0, 1), NOW, url)
  onTestFinished(() => started?.store.close())
  expect(started?.users).toBe(1)
})

test('a database that cannot be reached is one line naming DATABASE_URL without its password', async () => {
  const url = new URL(inject('postgresUrl'))
  url.pathname = `/${prefix}_absent`
  url.password = 'secret'
  await expect(startTeam(keyed({}), [], NOW, url.href)).rejects.toThrow(
    /^Cannot open the team store in DATABASE_URL=postgres:\/\/.*\*\*\*.*: database ".*_absent" does not exist$/,
  )
})

test('with DATABASE_URL the audit key is a file every instance is given: none, or another one, stops the start', async () => {
  const url = await database()
  await expect(startTeam(readTeamSettings({}, ':memory:'), DEMO, NOW, url)).rejects.toThrow(
    'With DATABASE_URL the audit log needs a key in a file: set AUDIT_KEY_FILE, the same file for every instance.',
  )
  const started = await startTeam(keyed({}), DEMO, NOW, url)
  onTestFinished(() => started?.store.close())
  const other = join(keyDir, 'another.key')
  await expect(startTeam(keyed({ AUDIT_KEY_FILE: other }), DEMO, NOW, url)).rejects.toThrow(
    `Cannot open the team store in DATABASE_URL=${url}: the audit log in schema "team" was written with another audit key: give every instance of the server and the command-line programs the same AUDIT_KEY_FILE`,
  )
})
