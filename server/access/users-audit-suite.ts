// A change of the team's users and its audit entry are kept together or not at all (docs/team-server.md):
// with the audit log made to refuse its next entry (its anchor gone, as a store whose log cannot be
// written), every change the users routes make is refused and leaves nothing changed. The engines run
// it with a way of their own to break the log past the store (users-audit.test.ts, .postgres.test.ts).
import { describe, expect, test } from 'vitest'
import { createTeamTestApp, PASSWORD } from '../team-test-app'
import type { BreakableEngine } from '../test-broken-audit'

export function describeUsersAuditTogether(name: string, open: () => BreakableEngine): void {
  describe(`users' changes and their audit entries, together (${name})`, () => {
    async function setUp() {
      const { engine, breakAudit } = open()
      const t = await createTeamTestApp({ engine })
      const [admin, buyer] = [await t.as('admin'), await t.as('buyer')]
      const before = {
        entries: await t.team.audit.entries(0, 1000),
        user: await t.team.users.findById(t.users.buyer.id),
      }
      await breakAudit(t.team)
      // The log refuses: nothing the store holds may change from here on.
      const unchanged = async () => {
        expect(await t.team.audit.entries(0, 1000)).toEqual(before.entries)
        expect(await t.team.users.findById(t.users.buyer.id)).toEqual(before.user)
        // The buyer's session is still there (a deactivation or a new password would have ended it).
        expect((await buyer({ method: 'GET', url: '/auth/session' })).statusCode).toBe(200)
      }
      return { t, admin, unchanged }
    }

    test('an added user whose entry cannot be written is not added', async () => {
      const { t, admin, unchanged } = await setUp()
      const email = 'new.person@group-one.test'
      const payload = { email, name: 'New Person', role: 'buyer', npis: 'all', password: PASSWORD }
      expect((await admin({ method: 'POST', url: '/team/users', payload })).statusCode).toBe(500)
      expect(await t.team.users.findByEmail(email)).toBeUndefined()
      await unchanged()
    })

    test('a change of name, role or activity whose entry cannot be written is not made', async () => {
      const { t, admin, unchanged } = await setUp()
      const url = `/team/users/${t.users.buyer.id}`
      for (const payload of [{ name: 'Renamed' }, { role: 'seller' }, { active: false }])
        expect((await admin({ method: 'PATCH', url, payload })).statusCode).toBe(500)
      await unchanged()
    })

    test('a new password whose entry cannot be written is not set', async () => {
      const { t, admin, unchanged } = await setUp()
      const url = `/team/users/${t.users.buyer.id}/password`
      const payload = { password: 'another long enough password' }
      expect((await admin({ method: 'POST', url, payload })).statusCode).toBe(500)
      await unchanged()
    })
  })
}
