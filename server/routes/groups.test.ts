// spec: Endpoints > 6 (npi-update) and Referenced operations (pharmacies/search).
import { describe, expect, test } from 'vitest'
import { NpiUpdateResultSchema, PharmacySearchResponseSchema } from '../../src/contract/groups'
import { searchBody } from '../test-bodies'
import { createTestApp, expectShape, fieldErrors, invitationsOf } from '../test-app'
import * as F from '../test-fixture'

const update = (payload: unknown, headers: Record<string, string> = {}) =>
  ({
    method: 'POST',
    url: '/api/v1/groups/npi-update',
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  }) as const
const members = { method: 'GET', url: '/api/v1/pharmacies/search' } as const

describe('POST /api/v1/groups/npi-update', () => {
  test('adds registered pharmacies, invites unknown NPIs, reports the rest (200)', async () => {
    const { call } = createTestApp()
    const response = await call(
      update([F.NPI_UNGROUPED, F.NPI_UNKNOWN, F.NPI_MEMBER, F.NPI_INVITED, F.NPI_UNKNOWN]),
    )
    expect(response.statusCode).toBe(200)
    expect(NpiUpdateResultSchema.parse(response.json())).toEqual({
      added: [F.NPI_UNGROUPED],
      invited: [F.NPI_UNKNOWN],
      alreadyMembers: [F.NPI_MEMBER],
      alreadyInvited: [F.NPI_INVITED],
    })
    const group = PharmacySearchResponseSchema.parse((await call(members)).json())
    expect(group.members.map((m) => m.npi)).toContain(F.NPI_UNGROUPED)
    expect(group.pendingInvitations).toContainEqual({
      npi: F.NPI_UNKNOWN,
      invitedDate: '2026-03-02T12:00:00.000Z',
    })
  })

  test('an added pharmacy can act for the group afterwards; an invited NPI still cannot', async () => {
    const { call } = createTestApp()
    const search = (npi: number) =>
      call({
        method: 'POST',
        url: '/api/v1/draft-listings/search',
        payload: searchBody({ pharmacyNpi: npi }),
      })
    expect((await search(F.NPI_UNGROUPED)).statusCode).toBe(403)
    await call(update([F.NPI_UNGROUPED, F.NPI_UNKNOWN]))
    expect((await search(F.NPI_UNGROUPED)).statusCode).toBe(200)
    expect((await search(F.NPI_UNKNOWN)).statusCode).toBe(403)
  })

  test('an empty list changes nothing', async () => {
    const { call } = createTestApp()
    expect((await call(update([]))).json()).toEqual({
      added: [],
      invited: [],
      alreadyMembers: [],
      alreadyInvited: [],
    })
  })

  test('a check digit that does not match is shape 2, keyed by the item, before authentication', async () => {
    const { app } = createTestApp()
    const body = expectShape(await app.inject(update([F.NPI_UNKNOWN, F.NPI_BAD_CHECK_DIGIT, 999])), 400, 2)
    expect(fieldErrors(body).map((e) => [e.propertyName, e.attemptedValue])).toEqual([
      ['[1]', F.NPI_BAD_CHECK_DIGIT],
      ['[2]', 999],
    ])
  })

  test('a body that is not an array of integers is shape 3, before authentication', async () => {
    const { app } = createTestApp()
    expect(expectShape(await app.inject(update({ npis: [1] })), 400, 3).errors).toEqual({
      $: [
        'The JSON value could not be converted to System.Collections.Generic.List`1[System.Int64]. Path: $',
      ],
    })
    expect(expectShape(await app.inject(update([F.NPI_UNKNOWN, '1234567893', 1.5])), 400, 3).errors).toEqual({
      '$[1]': ['The JSON value could not be converted to System.Int64. Path: $[1]'],
      '$[2]': ['The JSON value could not be converted to System.Int64. Path: $[2]'],
    })
  })

  test('nothing is written with a wrong key (401)', async () => {
    const { call, repositories } = createTestApp()
    expectShape(await call(update([F.NPI_UNKNOWN], { 'x-service-auth': 'bad' })), 401, 4)
    expect(await invitationsOf(repositories, F.NPI_UNKNOWN)).toEqual([])
    // The reading finds what is there: the scenario's one invitation.
    expect(await invitationsOf(repositories, F.NPI_INVITED)).toEqual([
      { groupId: F.GROUP_ONE, invitedDate: '2026-02-27T12:00:00.000Z' },
    ])
  })
})

describe('GET /api/v1/pharmacies/search', () => {
  test("returns the caller group's members and pending invitations", async () => {
    const { call } = createTestApp()
    const group = PharmacySearchResponseSchema.parse((await call(members)).json())
    expect(group).toEqual({
      groupId: F.GROUP_ONE,
      groupName: 'Riverside Test Group',
      members: [
        {
          id: F.PHARMACY_RESTRICTED,
          npi: F.NPI_RESTRICTED,
          name: 'Coastal Pharmacy',
          dba: 'Coastal Pharmacy DBA',
          city: 'Coastal Pharmacy City',
          stateAcronym: 'CA',
        },
        {
          id: F.PHARMACY_MEMBER,
          npi: F.NPI_MEMBER,
          name: 'Main Street Pharmacy',
          dba: 'Main Street Pharmacy DBA',
          city: 'Main Street Pharmacy City',
          stateAcronym: 'TX',
        },
      ],
      pendingInvitations: [{ npi: F.NPI_INVITED, invitedDate: '2026-02-27T12:00:00.000Z' }],
    })
    const other = PharmacySearchResponseSchema.parse(
      (await call({ ...members, headers: { 'x-service-auth': F.KEY_TWO } })).json(),
    )
    expect(other.members.map((m) => m.npi)).toEqual([F.NPI_OTHER_GROUP])
  })
})
