// The admin's endpoints for the team: add (validated, no duplicates), list, change, reset a password;
// the last active admin stays; every change is audited without the password.
import { describe, expect, test } from 'vitest'
import { expectShape } from '../test-app'
import { ORIGIN, createTeamTestApp } from '../team-test-app'

describe('users', () => {
  test('an admin adds a user, who can then sign in with that password', async () => {
    const t = await createTeamTestApp()
    const admin = await t.as('admin')
    const created = await admin({
      method: 'POST',
      url: '/team/users',
      payload: {
        email: ' New.Person@Group-One.test ',
        name: ' New Person ',
        role: 'buyer',
        npis: [1234567893],
        password: 'a long enough password',
      },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      email: 'new.person@group-one.test',
      name: 'New Person',
      role: 'buyer',
      npis: [1234567893],
      active: true,
      hasPassword: true,
      lastSignInAt: null,
    })
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { host: 'dashboard.test', origin: ORIGIN },
      payload: { email: 'new.person@group-one.test', password: 'a long enough password' },
    })
    expect(signIn.statusCode).toBe(200)
    const list = (await admin({ method: 'GET', url: '/team/users' })).json<{
      data: { email: string; lastSignInAt: string | null }[]
    }>()
    expect(list.data.map((u) => u.email)).toContain('new.person@group-one.test')
    expect(JSON.stringify(list)).not.toContain('argon2')
    const { data } = await t.team.audit.actions({ operation: 'createUser' }, { start: 0, take: 5 })
    expect(JSON.stringify(data)).not.toContain('a long enough password')
  })

  test('each broken rule is named at its field (shape 3); a taken address is 409', async () => {
    const t = await createTeamTestApp()
    const admin = await t.as('admin')
    const bad = await admin({
      method: 'POST',
      url: '/team/users',
      payload: { email: 'not-an-address', name: '', role: 'owner', npis: [1234567890], password: 'short' },
    })
    expect(Object.keys(expectShape(bad, 400, 3).errors as object).sort()).toEqual([
      'email',
      'name',
      'password',
      'role',
    ])
    const npi = await admin({
      method: 'POST',
      url: '/team/users',
      payload: { email: 'a@b.test', name: 'A', role: 'viewer', npis: [1234567890] },
    })
    expect(expectShape(npi, 400, 3).errors).toEqual({ 'npis.0': ['1234567890 is not a valid NPI.'] })
    const taken = await admin({
      method: 'POST',
      url: '/team/users',
      payload: { email: 'VIEWER@group-one.test', name: 'V', role: 'viewer', npis: 'all' },
    })
    expect(expectShape(taken, 409, 4).message).toBe(
      'There is already a user with the e-mail address viewer@group-one.test.',
    )
  })

  test('the last active admin can be neither demoted nor deactivated', async () => {
    const t = await createTeamTestApp()
    const admin = await t.as('admin')
    for (const payload of [{ role: 'seller' }, { active: false }]) {
      const response = await admin({ method: 'PATCH', url: `/team/users/${t.users.admin.id}`, payload })
      expect(expectShape(response, 409, 4).message).toBe(
        'This is the last active admin: make another user an admin first.',
      )
    }
    await admin({ method: 'PATCH', url: `/team/users/${t.users.viewer.id}`, payload: { role: 'admin' } })
    expect(
      (await admin({ method: 'PATCH', url: `/team/users/${t.users.admin.id}`, payload: { role: 'seller' } }))
        .statusCode,
    ).toBe(200)
  })

  test('a password reset ends the user’s sessions and sets the new password', async () => {
    const t = await createTeamTestApp()
    const viewer = await t.as('viewer')
    const admin = await t.as('admin')
    const reset = await admin({
      method: 'POST',
      url: `/team/users/${t.users.viewer.id}/password`,
      payload: { password: 'another long password' },
    })
    expect(reset.statusCode).toBe(200)
    expectShape(await viewer({ method: 'GET', url: '/auth/session' }), 401, 4)
    expect((await admin({ method: 'GET', url: '/auth/session' })).statusCode).toBe(200)
    expectShape(
      await admin({
        method: 'POST',
        url: `/team/users/${t.users.viewer.id}/password`,
        payload: { password: 'x'.repeat(129) },
      }),
      400,
      3,
    )
    expectShape(
      await admin({
        method: 'PATCH',
        url: '/team/users/00000000-0000-4000-8000-000000000000',
        payload: { name: 'X' },
      }),
      404,
      4,
    )
  })
})
