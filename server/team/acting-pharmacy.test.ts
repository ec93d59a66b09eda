// The pharmacy a person acts for is theirs, on the server: remembered across sign-ins, never moved by a
// change of the group, refused when it is not one of theirs, and recorded in the audit log.
import { describe, expect, test } from 'vitest'
import { expectShape } from '../test-app'
import * as F from '../test-fixture'
import { createTeamTestApp } from '../team-test-app'

type Session = { acting: { npi: number; name: string | null } | null; pharmacies: { npi: number }[] }

const choose = (npi: unknown) => ({ method: 'PUT' as const, url: '/auth/acting-pharmacy', payload: { npi } })

describe('the acting pharmacy', () => {
  test('remembered across sign-ins, and not moved by a pharmacy added to the group (listed at once)', async () => {
    const t = await createTeamTestApp()
    const admin = await t.as('admin')
    // Never chosen: the first of the group's (by name, Coastal Pharmacy), remembered as if chosen.
    const first = (await admin({ method: 'GET', url: '/auth/session' })).json<Session>()
    expect(first.acting).toEqual({ npi: F.NPI_RESTRICTED, name: 'Coastal Pharmacy DBA' })
    const chosen = await admin(choose(F.NPI_MEMBER))
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json<Session>().acting).toEqual({ npi: F.NPI_MEMBER, name: 'Main Street Pharmacy DBA' })
    // The group gains Lone Pharmacy, which sorts before Main Street.
    const added = await admin({
      method: 'POST',
      url: '/api/v1/groups/npi-update',
      payload: [F.NPI_UNGROUPED],
    })
    expect(added.statusCode).toBe(200)
    // At once: the server forgets the group's members it kept when the group is changed through it.
    expect((await admin({ method: 'POST', url: '/auth/sign-out' })).statusCode).toBe(204)
    const again = (await (await t.as('admin'))({ method: 'GET', url: '/auth/session' })).json<Session>()
    expect(again.pharmacies.map((p) => p.npi)).toContain(F.NPI_UNGROUPED)
    expect(again.acting).toEqual({ npi: F.NPI_MEMBER, name: 'Main Street Pharmacy DBA' })
    const { data } = await t.team.audit.actions({ operation: 'chooseActingPharmacy' }, { start: 0, take: 5 })
    expect(data.map((a) => [a.entry.userEmail, a.entry.npi, a.entry.data.answer])).toEqual([
      ['admin@group-one.test', F.NPI_MEMBER, { status: 200, shape: null, message: null }],
    ])
  })

  test('one the person no longer acts for is still named, for the dashboard to say so', async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    expect((await seller({ method: 'GET', url: '/auth/session' })).json<Session>().acting?.npi).toBe(
      F.NPI_MEMBER,
    )
    await t.team.users.update(t.users.seller.id, { npis: [F.NPI_RESTRICTED] }, t.clock.now)
    const session = (await seller({ method: 'GET', url: '/auth/session' })).json<Session>()
    expect(session.pharmacies.map((p) => p.npi)).toEqual([F.NPI_RESTRICTED])
    expect(session.acting).toEqual({ npi: F.NPI_MEMBER, name: 'Main Street Pharmacy DBA' })
  })

  test("another's pharmacy, one outside the group, a bad body and a forged request are refused", async () => {
    const t = await createTeamTestApp()
    const seller = await t.as('seller')
    expect(expectShape(await seller(choose(F.NPI_RESTRICTED)), 403, 4).message).toBe(
      `You do not act for pharmacy NPI ${F.NPI_RESTRICTED}.`,
    )
    const admin = await t.as('admin')
    expect(expectShape(await admin(choose(F.NPI_OTHER_GROUP)), 403, 4).message).toBe(
      `NPI ${F.NPI_OTHER_GROUP} is not a member pharmacy of the group, so nobody can act for it.`,
    )
    expect(expectShape(await admin(choose('1234567893')), 400, 3)).toMatchObject({
      errors: { npi: ['Send the NPI of the pharmacy to act for.'] },
    })
    expect(expectShape(await admin(choose(F.NPI_BAD_CHECK_DIGIT)), 400, 3)).toMatchObject({
      errors: { npi: [`${F.NPI_BAD_CHECK_DIGIT} is not a valid NPI.`] },
    })
    const cookie = await t.signIn('viewer')
    const forged = await t.app.inject({
      ...choose(F.NPI_MEMBER),
      headers: { host: 'dashboard.test', origin: 'http://evil.test', cookie },
    })
    expectShape(forged, 403, 4)
    const refused = await t.team.audit.actions(
      { operation: 'chooseActingPharmacy', refused: true },
      { start: 0, take: 10 },
    )
    expect(refused.total).toBe(3)
    // Nothing refused was remembered.
    expect((await t.team.users.findById(t.users.seller.id))?.actingNpi).toBe(F.NPI_MEMBER)
  })
})
