// Stores made by the earlier version of the sandbox (before one migration list served both engines) still
// open, move onto the migration list and go on (docs/decisions/0027): the files and schemas in
// server/store/legacy/ were made by that version's own code, over the test scenario at TEST_NOW, with one
// team user and its audit entry under EARLIER_SEAL; the team stores of its last version (team migration 5)
// also with the user's acting pharmacy and a job whose rows say what they are about. Each engine runs this suite with its way of laying
// them down (store/sqlite/earlier-stores.test.ts, store/postgres/earlier-stores.test.ts).
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { verifyEntries } from './store/audit-entries'
import { AuditSeal } from './store/audit-seal'
import { keysOf, listPage } from './store/contract/harness'
import type { Repositories } from './store/repositories'
import type { OpenStore } from './store/store-engine'
import type { TeamStore } from './store/team-store'
import { TEST_NOW } from './test-app'
import * as F from './test-fixture'

/** The audit key the earlier version's team stores were written under. */
export const EARLIER_SEAL = new AuditSeal(Buffer.alloc(32, 7))

/** What the earlier version's job row 1 was about (team migration 5's fixtures). */
const EARLIER_ABOUT = {
  ...{
    drug: 'Lisinopril',
    strength: '10 mg',
    ndc: '00000-0000-01',
    lot: 'L-5',
    expirationDate: '2027-01-31',
  },
  ...{ price: 12.5, quantity: 30, unit: 'tablet', fullPackage: true, packageSize: 100 },
}

/** One of server/store/legacy/*.sql.gz as SQL text. */
export const earlierDump = (name: string) =>
  gunzipSync(readFileSync(new URL(`./store/legacy/${name}.sql.gz`, import.meta.url))).toString('utf8')

export type EarlierStores = {
  /** The earlier version's sandbox store, opened (and so migrated) by this one. */
  sandbox: () => Promise<OpenStore>
  /** A new store of this version over the test scenario at TEST_NOW. */
  fresh: () => Promise<OpenStore>
  /** The earlier version's team store, opened by this one under EARLIER_SEAL. */
  team: () => Promise<TeamStore>
  /** A team store of the earlier version's last schema (team migration 5), opened under EARLIER_SEAL. */
  team5: () => Promise<TeamStore>
  /** The migrations each store's record names, after the stores above were opened and opened again. */
  recorded: () => Promise<{ sandbox: string[]; team: string[]; team5: string[] }>
  migrations: { sandbox: string[]; team: string[] }
}

/** What a caller sees of the scenario through the repositories, every read the routes make. */
async function answers(repos: Repositories) {
  const k = await keysOf(repos)
  const pair = { groupKey: k.groupOne, sellerKey: k.member, drugKeys: null, flags: null, descending: false }
  const page = { start: 0, take: 50, sellableFirstAt: null }
  return {
    k,
    caller: await repos.groups.callerActingFor(F.KEY_ONE, F.NPI_MEMBER),
    members: await repos.groups.members(k.groupOne),
    invitations: await repos.groups.invitations(k.groupOne),
    demo: await repos.groups.demoConnection(),
    drafts: await repos.drafts.search({ ...pair, ...page, sortName: 'price' }),
    listings: await repos.listings.pageBySeller(k.member, listPage()),
    offers: await repos.cashOffers.pageByBuyer(k.member, k.groupOne, listPage()),
    figures: await Promise.all([k.traded, k.generic, k.quiet].map((key) => repos.ndcStatistics.forDrug(key))),
    drug: await repos.drugs.findByKey(k.scan),
  }
}

export function describeEarlierStores(name: string, stores: () => EarlierStores): void {
  describe(`stores of the earlier version on ${name}`, () => {
    test('the sandbox answers every read as a new store of the same scenario does', async () => {
      const s = stores()
      const [earlier, fresh] = [await s.sandbox(), await s.fresh()]
      expect(await answers(earlier.repositories)).toEqual(await answers(fresh.repositories))
      await Promise.all([earlier.close(), fresh.close()])
    })

    test('the sandbox goes on: a delete leaves the search, a listing is made, a reset goes back', async () => {
      const store = await stores().sandbox()
      const { drafts, listings } = store.repositories
      // Keys looked up afresh for each search: PostgreSQL numbers the rows of a reset on.
      const search = async () => {
        const k = await keysOf(store.repositories)
        return drafts.search({
          ...{ groupKey: k.groupOne, sellerKey: k.member, drugKeys: null, flags: null, sortName: 'price' },
          ...{ descending: false, start: 0, take: 50, sellableFirstAt: null },
        })
      }
      const before = await search()
      expect(await drafts.deletePending((await drafts.findById(F.DRAFT(1)))!)).toBe(true)
      expect((await search()).recordsTotal).toBe(before.recordsTotal - 1)
      const fields = (await listings.findById(F.LISTING_PENDING))!
      const made = await listings.create(fields.sellerKey, fields.drugKey, fields, TEST_NOW)
      expect(await listings.findById(made.id)).toEqual(made)
      await store.reset(TEST_NOW)
      expect((await search()).items.map((item) => item.draft.id)).toEqual(
        before.items.map((item) => item.draft.id),
      )
      expect(await listings.findById(made.id)).toBeUndefined()
      await store.close()
    })

    test('the team store opens under its key, keeps its user and audit chain, and goes on with both', async () => {
      const team = await stores().team()
      const user = (await team.users.findByEmail('kept@legacy.example'))!
      expect(user).toMatchObject({ name: 'Kept', role: 'admin', npis: 'all', active: true })
      const at = TEST_NOW.toISOString()
      await team.audit.append({
        ...{ at, type: 'event', operation: 'updateUser', userId: null, userEmail: null, npi: null },
        ...{ targetId: user.id, address: 'test', refersTo: null, data: { answer: { status: 200 } } },
      })
      const entries = await team.audit.entries(0, 10)
      expect(entries.map((entry) => [entry.seq, entry.targetId])).toEqual([
        [1, user.id],
        [2, user.id],
      ])
      expect(verifyEntries(entries, undefined, EARLIER_SEAL)).toBeNull()
      expect(await team.audit.anchor()).toMatchObject({
        keyedFrom: 1,
        headSeq: 2,
        headHash: entries[1]!.hash,
      })
      expect(await team.meter.take(100, 1, 0)).toMatchObject({ granted: true, count: 1 })
      const job = await team.jobs.create(
        {
          kind: 'listDrafts',
          userId: user.id,
          userEmail: user.email,
          npi: F.NPI_MEMBER,
          retryOf: null,
          message: null,
        },
        [{ targetId: F.DRAFT(2), input: { quantity: 1 } }],
        TEST_NOW,
      )
      expect(await team.jobs.counts(job.id)).toMatchObject({ pending: 1 })
      await team.close()
    })

    test('a team store at team migration 5 keeps the acting pharmacy and what job rows are about', async () => {
      const team = await stores().team5()
      const user = (await team.users.findByEmail('kept@legacy.example'))!
      expect(user.actingNpi).toBe(F.NPI_MEMBER)
      const [job] = (await team.jobs.list({ userId: user.id }, { start: 0, take: 10 })).data
      const rows = (await team.jobs.rows(job!.id, {}, { start: 0, take: 10 })).data
      expect(rows.map((row) => [row.seq, row.about])).toEqual([
        [1, EARLIER_ABOUT],
        [2, null],
      ])
      expect(await team.users.setActingNpi(user.id, null)).toMatchObject({ actingNpi: null })
      const [entry] = await team.audit.entries(0, 10)
      expect(verifyEntries([entry!], undefined, EARLIER_SEAL)).toBeNull()
      await team.close()
    })

    test('opened again, each store records every migration of its list once', async () => {
      const s = stores()
      for (let opened = 0; opened < 2; opened++) {
        await (await s.sandbox()).close()
        await (await s.team()).close()
        await (await s.team5()).close()
      }
      expect(await s.recorded()).toEqual({
        sandbox: [...s.migrations.sandbox].sort(),
        team: [...s.migrations.team].sort(),
        team5: [...s.migrations.team].sort(),
      })
    })
  })
}
