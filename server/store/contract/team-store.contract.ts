// The behaviour every engine's team store must have (../team-store.ts): users, sessions, failed
// sign-ins, OpenID Connect transactions and the audit log. An engine runs it with one line in its own
// folder, as store/sqlite/team-contract.test.ts does. Each test opens a store of its own.
import { describe, expect, onTestFinished, test } from 'vitest'
import { verifyEntries, type AuditEntryInput } from '../audit-entries'
import { DuplicateEmailError, type NewUser, type TeamStore, type TeamStoreEngine } from '../team-store'
import { jobRowAboutContract } from './job-row-about.contract'
import { draftListingsContract, jobsContract, meterContract } from './meter-jobs.contract'

const NOW = new Date('2026-03-02T12:00:00.000Z')
const later = (ms: number) => new Date(NOW.getTime() + ms)

async function open(engine: TeamStoreEngine): Promise<TeamStore> {
  const store = await engine()
  onTestFinished(() => store.close())
  return store
}

const alice: NewUser = {
  email: 'Alice@Riverside.example',
  name: 'Alice',
  role: 'seller',
  npis: [1234567893],
  passwordHash: 'h1',
}

function usersContract(engine: TeamStoreEngine) {
  describe('users', () => {
    test('a created user is found by id and by address in any case, and counted', async () => {
      const store = await open(engine)
      expect(await store.users.count()).toBe(0)
      const user = await store.users.create(alice, NOW)
      expect(user).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        email: 'alice@riverside.example',
        name: 'Alice',
        role: 'seller',
        npis: [1234567893],
        active: true,
        passwordHash: 'h1',
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
        passwordSetAt: NOW.toISOString(),
        lastSignInAt: null,
        actingNpi: null,
      })
      expect(await store.users.findById(user.id)).toEqual(user)
      expect(await store.users.findByEmail('ALICE@riverside.EXAMPLE')).toEqual(user)
      expect(await store.users.findByEmail('bob@riverside.example')).toBeUndefined()
      expect(await store.users.count()).toBe(1)
    })

    test('an address already taken, in any case, is refused', async () => {
      const store = await open(engine)
      await store.users.create(alice, NOW)
      await expect(store.users.create({ ...alice, email: 'ALICE@riverside.example' }, NOW)).rejects.toThrow(
        DuplicateEmailError,
      )
      expect(await store.users.count()).toBe(1)
    })

    test('a user without a password, and the scope of every pharmacy', async () => {
      const store = await open(engine)
      const user = await store.users.create({ ...alice, passwordHash: null, npis: 'all', role: 'admin' }, NOW)
      expect(user).toMatchObject({ passwordHash: null, passwordSetAt: null, npis: 'all', role: 'admin' })
    })

    test('changes apply only to the fields given; a password and a sign-in are recorded', async () => {
      const store = await open(engine)
      const user = await store.users.create(alice, NOW)
      const changed = await store.users.update(user.id, { role: 'viewer', active: false }, later(1000))
      expect(changed).toMatchObject({ name: 'Alice', role: 'viewer', npis: [1234567893], active: false })
      expect(changed?.updatedAt).toBe(later(1000).toISOString())
      const scoped = await store.users.update(user.id, { npis: 'all', name: 'Alice B', active: true }, NOW)
      expect(scoped).toMatchObject({ name: 'Alice B', role: 'viewer', npis: 'all', active: true })
      const reset = await store.users.setPassword(user.id, 'h2', later(2000))
      expect(reset).toMatchObject({ passwordHash: 'h2', passwordSetAt: later(2000).toISOString() })
      await store.users.recordSignIn(user.id, later(3000))
      expect((await store.users.findById(user.id))?.lastSignInAt).toBe(later(3000).toISOString())
      expect(
        await store.users.update('00000000-0000-4000-8000-000000000000', { name: 'x' }, NOW),
      ).toBeUndefined()
    })

    test('the pharmacy a person acts for is remembered, and changes nothing else of them', async () => {
      const store = await open(engine)
      const user = await store.users.create(alice, NOW)
      const chosen = await store.users.setActingNpi(user.id, 1188293744)
      expect(chosen).toEqual({ ...user, actingNpi: 1188293744 })
      // A session reads it with its user: the page's session carries it.
      await store.sessions.create({
        idHash: 'c'.repeat(64),
        userId: user.id,
        createdAt: NOW.toISOString(),
        lastSeenAt: NOW.toISOString(),
        method: 'password',
      })
      expect((await store.sessions.findWithUser('c'.repeat(64)))?.user.actingNpi).toBe(1188293744)
      expect((await store.users.update(user.id, { role: 'viewer' }, later(1000)))?.actingNpi).toBe(1188293744)
      expect((await store.users.setActingNpi(user.id, null))?.actingNpi).toBeNull()
      expect(await store.users.setActingNpi('00000000-0000-4000-8000-000000000000', 1)).toBeUndefined()
    })

    test('the list is ordered by address', async () => {
      const store = await open(engine)
      await store.users.create({ ...alice, email: 'zoe@r.example' }, NOW)
      await store.users.create({ ...alice, email: 'bob@r.example' }, NOW)
      expect((await store.users.list()).map((u) => u.email)).toEqual(['bob@r.example', 'zoe@r.example'])
    })
  })
}

function sessionsContract(engine: TeamStoreEngine) {
  describe('sessions', () => {
    test('a session is found with its user as the user is now', async () => {
      const store = await open(engine)
      const user = await store.users.create(alice, NOW)
      const session = {
        idHash: 'a'.repeat(64),
        userId: user.id,
        createdAt: NOW.toISOString(),
        lastSeenAt: NOW.toISOString(),
        method: 'password',
      } as const
      await store.sessions.create(session)
      expect(await store.sessions.findWithUser(session.idHash)).toEqual({ session, user })
      await store.users.update(user.id, { role: 'viewer' }, NOW)
      expect((await store.sessions.findWithUser(session.idHash))?.user.role).toBe('viewer')
      expect(await store.sessions.findWithUser('b'.repeat(64))).toBeUndefined()
    })

    test('touch, delete, delete for a user, and expiry', async () => {
      const store = await open(engine)
      const user = await store.users.create(alice, NOW)
      const other = await store.users.create({ ...alice, email: 'bob@r.example' }, NOW)
      const make = (c: string, userId: string, created: Date, seen: Date) =>
        store.sessions.create({
          idHash: c.repeat(64),
          userId,
          createdAt: created.toISOString(),
          lastSeenAt: seen.toISOString(),
          method: 'oidc',
        })
      await make('1', user.id, NOW, NOW)
      await make('2', user.id, NOW, NOW)
      await make('3', other.id, NOW, NOW)
      await make('4', other.id, later(-10_000), later(5_000))
      await store.sessions.touch('1'.repeat(64), later(60_000))
      expect((await store.sessions.findWithUser('1'.repeat(64)))?.session).toMatchObject({
        lastSeenAt: later(60_000).toISOString(),
        method: 'oidc',
      })
      await store.sessions.delete('2'.repeat(64))
      expect(await store.sessions.findWithUser('2'.repeat(64))).toBeUndefined()
      // Idle since before NOW + 1 ms: session 3; created before NOW - 5 s: session 4.
      expect(await store.sessions.deleteExpired(later(1), later(-5_000))).toBe(2)
      expect(await store.sessions.findWithUser('1'.repeat(64))).toBeDefined()
      await make('5', user.id, NOW, later(60_000))
      expect(await store.sessions.deleteForUser(user.id)).toBe(2)
      expect(await store.sessions.findWithUser('1'.repeat(64))).toBeUndefined()
    })
  })
}

function signInRecordsContract(engine: TeamStoreEngine) {
  describe('failed sign-ins and OpenID Connect transactions', () => {
    test('failures are counted after a time, per kind and key, cleared and pruned', async () => {
      const store = await open(engine)
      await store.signInFailures.record('account', 'a@r.example', NOW)
      await store.signInFailures.record('account', 'a@r.example', later(1000))
      await store.signInFailures.record('address', 'a@r.example', later(2000))
      await store.signInFailures.record('account', 'b@r.example', later(3000))
      expect(await store.signInFailures.recent('account', 'a@r.example', later(-1))).toEqual([
        NOW.toISOString(),
        later(1000).toISOString(),
      ])
      expect(await store.signInFailures.recent('account', 'a@r.example', NOW)).toEqual([
        later(1000).toISOString(),
      ])
      expect(await store.signInFailures.recent('account', 'c@r.example', NOW)).toEqual([])
      await store.signInFailures.clear('account', 'a@r.example')
      expect(await store.signInFailures.recent('account', 'a@r.example', later(-1))).toEqual([])
      expect(await store.signInFailures.recent('address', 'a@r.example', later(-1))).toHaveLength(1)
      await store.signInFailures.prune(later(2500))
      expect(await store.signInFailures.recent('address', 'a@r.example', later(-1))).toEqual([])
      expect(await store.signInFailures.recent('account', 'b@r.example', later(-1))).toHaveLength(1)
    })

    test('a transaction is taken once; old ones are pruned', async () => {
      const store = await open(engine)
      const tx = {
        state: 's',
        nonce: 'n',
        codeVerifier: 'v',
        returnTo: '/drafts',
        createdAt: NOW.toISOString(),
      }
      await store.oidcTransactions.put('t1', tx)
      await store.oidcTransactions.put('t2', { ...tx, createdAt: later(-600_001).toISOString() })
      expect(await store.oidcTransactions.take('t1')).toEqual(tx)
      expect(await store.oidcTransactions.take('t1')).toBeUndefined()
      await store.oidcTransactions.prune(later(-600_000))
      expect(await store.oidcTransactions.take('t2')).toBeUndefined()
    })
  })
}

const intent = (over: Partial<AuditEntryInput> = {}): AuditEntryInput => ({
  at: NOW.toISOString(),
  type: 'intent',
  operation: 'updateMarketplaceListing',
  userId: 'u1',
  userEmail: 'alice@r.example',
  npi: 1234567893,
  targetId: '40000000-0000-4000-8000-000000000001',
  address: '127.0.0.1',
  refersTo: null,
  data: { sent: { method: 'PUT', body: { price: 10.5 } } },
  ...over,
})

function auditContract(engine: TeamStoreEngine) {
  describe('audit log', () => {
    test('entries are numbered and chained in order; the chain verifies', async () => {
      const store = await open(engine)
      const first = await store.audit.append(intent())
      const second = await store.audit.append(
        intent({
          type: 'outcome',
          refersTo: first.seq,
          data: { answer: { status: 200, shape: null, message: null } },
        }),
      )
      expect(first).toMatchObject({
        seq: 1,
        prevHash: '0'.repeat(64),
        hash: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      })
      expect(second).toMatchObject({ seq: 2, prevHash: first.hash })
      const stored = await store.audit.entries(0, 10)
      expect(stored).toEqual([first, second])
      expect(verifyEntries(stored, undefined, store.audit.seal)).toBeNull()
      expect(await store.audit.entries(1, 10)).toEqual([second])
    })

    test('appends made at once are never linked to the same entry', async () => {
      const store = await open(engine)
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => store.audit.append(intent({ targetId: `t${i}` }))),
      )
      const stored = await store.audit.entries(0, 100)
      expect(stored.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      expect(verifyEntries(stored, undefined, store.audit.seal)).toBeNull()
      // The anchored head follows the last of them, under the key.
      const last = stored.at(-1)!
      const anchor = await store.audit.anchor()
      expect(anchor).toMatchObject({ keyedFrom: 1, headSeq: 20, headHash: last.hash })
      expect(anchor!.headMac).toBe(store.audit.seal.headMac(20, last.hash))
      expect(anchor!.keyCheck).toBe(store.audit.seal.keyCheck(1))
    })

    test('an empty log is anchored at open, keyed from its first entry', async () => {
      const store = await open(engine)
      expect(await store.audit.anchor()).toEqual(store.audit.seal.anchor(1, undefined, '0'.repeat(64)))
    })

    test('actions pair each intent with its outcome, newest first, filtered and paged', async () => {
      const store = await open(engine)
      const a = await store.audit.append(intent({ at: '2026-03-01T10:00:00.000Z' }))
      const b = await store.audit.append(
        intent({
          at: '2026-03-02T10:00:00.000Z',
          userId: 'u2',
          npi: 1188293744,
          targetId: null,
          operation: 'createMarketplaceListing',
        }),
      )
      const bOut = await store.audit.append(
        intent({
          type: 'outcome',
          refersTo: b.seq,
          targetId: 'new-listing',
          data: { answer: { status: 201 } },
        }),
      )
      const c = await store.audit.append(
        intent({
          type: 'event',
          at: '2026-03-03T10:00:00.000Z',
          operation: 'signIn',
          targetId: null,
          npi: null,
        }),
      )
      const all = await store.audit.actions({}, { start: 0, take: 10 })
      expect(all.total).toBe(3)
      expect(all.data.map((x) => [x.entry.seq, x.outcome?.seq ?? null])).toEqual([
        [c.seq, null],
        [b.seq, bOut.seq],
        [a.seq, null],
      ])
      const page = await store.audit.actions({}, { start: 1, take: 1 })
      expect(page.data.map((x) => x.entry.seq)).toEqual([b.seq])
      expect(page.total).toBe(3)
      const by = async (filter: Parameters<TeamStore['audit']['actions']>[0]) =>
        (await store.audit.actions(filter, { start: 0, take: 10 })).data.map((x) => x.entry.seq)
      expect(await by({ userId: 'u2' })).toEqual([b.seq])
      expect(await by({ operation: 'signIn' })).toEqual([c.seq])
      expect(await by({ operations: ['signIn'] })).toEqual([c.seq])
      expect(await by({ operations: ['signIn', 'createMarketplaceListing'] })).toEqual([c.seq, b.seq])
      expect(await by({ operations: [] })).toEqual([])
      expect(await by({ npi: 1188293744 })).toEqual([b.seq])
      expect(await by({ targetId: 'new-listing' })).toEqual([b.seq])
      expect(await by({ targetId: '40000000-0000-4000-8000-000000000001' })).toEqual([a.seq])
      expect(await by({ from: '2026-03-02T00:00:00.000Z', to: '2026-03-02T23:59:59.999Z' })).toEqual([b.seq])
      expect((await store.audit.actionsOf('NEW-LISTING')).map((x) => x.entry.seq)).toEqual([b.seq])
    })

    test("what this server refused itself: events answered 400 or above, not the service's answers", async () => {
      const store = await open(engine)
      const event = (status: number) =>
        store.audit.append(intent({ type: 'event', operation: 'signIn', data: { answer: { status } } }))
      const refused = await event(403)
      await event(200)
      const failed = await event(401)
      const sent = await store.audit.append(intent({}))
      await store.audit.append(
        intent({ type: 'outcome', refersTo: sent.seq, data: { answer: { status: 409 } } }),
      )
      const found = await store.audit.actions({ refused: true }, { start: 0, take: 10 })
      expect(found.data.map((x) => x.entry.seq)).toEqual([failed.seq, refused.seq])
      expect(found.total).toBe(2)
      const both = await store.audit.actions(
        { refused: true, operations: ['signIn'] },
        { start: 0, take: 10 },
      )
      expect(both.total).toBe(2)
    })
  })
}

export function describeTeamStoreContract(name: string, engine: TeamStoreEngine): void {
  describe(`team store contract: ${name}`, () => {
    usersContract(engine)
    sessionsContract(engine)
    signInRecordsContract(engine)
    auditContract(engine)
    meterContract(engine)
    jobsContract(engine)
    jobRowAboutContract(engine)
    draftListingsContract(engine)
    test('health answers true while open and false once closed', async () => {
      const store = await engine()
      expect(await store.health()).toBe(true)
      await store.close()
      expect(await store.health().catch(() => false)).toBe(false)
      await store.close()
    })
  })
}
