// Loading the scenario's users at start (demo-users.ts): into a store holding no one else, each missing
// demo user once, with its audit entry; a store with any other user is the team's own and gets nothing.
import { expect, onTestFinished, test } from 'vitest'
import { AuditLog } from '../audit/audit-log'
import { sqliteMemoryTeamEngine } from '../store/sqlite/team-store'
import type { TeamStore } from '../store/team-store'
import { loadDemoUsers } from './demo-users'
import { TWO_DEMO_USERS as DEMO } from './test-demo-users'

const NOW = new Date('2026-03-02T12:00:00.000Z')

async function store() {
  const opened = await sqliteMemoryTeamEngine()
  onTestFinished(() => opened.close())
  return { store: opened, audit: new AuditLog(opened, () => NOW) }
}

const created = async (s: TeamStore) =>
  (await s.audit.entries(0, 100)).filter((entry) => entry.operation === 'createUser').length

test('an empty store gets every demo user, each audited once; a second load adds nothing', async () => {
  const { store: s, audit } = await store()
  expect(await loadDemoUsers(s, audit, DEMO, NOW)).toBe(2)
  expect(await loadDemoUsers(s, audit, DEMO, NOW)).toBe(0)
  expect((await s.users.list()).map((user) => user.email).sort()).toEqual([
    'admin@r.example',
    'seller@r.example',
  ])
  expect(await created(s)).toBe(2)
})

test('a store holding part of the demo users (another instance mid-load) gets the rest', async () => {
  const { store: s, audit } = await store()
  expect(await loadDemoUsers(s, audit, DEMO.slice(0, 1), NOW)).toBe(1)
  expect(await loadDemoUsers(s, audit, DEMO, NOW)).toBe(1)
  expect(await s.users.count()).toBe(2)
  expect(await created(s)).toBe(2)
})

test('a store with a user of its own gets no demo user', async () => {
  const { store: s, audit } = await store()
  await s.users.create(
    { email: 'own@r.example', name: 'Own', role: 'admin', npis: 'all', passwordHash: null },
    NOW,
  )
  expect(await loadDemoUsers(s, audit, DEMO, NOW)).toBe(0)
  expect((await s.users.list()).map((user) => user.email)).toEqual(['own@r.example'])
})
