import { describe, expect, it } from 'vitest'
import {
  NpiUpdateBodySchema,
  NpiUpdateResultSchema,
  PharmacySearchResponseSchema,
  npiUpdateBodySchema,
  npiUpdateProblems,
} from './groups'

describe('npi-update body', () => {
  it('is an array of integers (shape)', () => {
    expect(NpiUpdateBodySchema.safeParse([1234567893]).success).toBe(true)
    expect(NpiUpdateBodySchema.safeParse([]).success).toBe(true)
    expect(NpiUpdateBodySchema.safeParse({ npis: [1234567893] }).success).toBe(false)
    expect(NpiUpdateBodySchema.safeParse(['1234567893']).error?.issues[0]?.path).toEqual([0])
  })

  it('reports each invalid NPI at its index', () => {
    const problems = npiUpdateProblems([1234567893, 1234567890, 999])
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['[1]', 'PredicateValidator'],
      ['[2]', 'PredicateValidator'],
    ])
    expect(problems[1]?.message).toBe('999: NPI must be exactly 10 digits.')
    expect(npiUpdateBodySchema().safeParse([1234567890]).error?.issues[0]?.path).toEqual([0])
  })
})

describe('sandbox responses', () => {
  it('npi-update result lists the NPIs by outcome', () => {
    const result = { added: [1234567893], invited: [], alreadyMembers: [], alreadyInvited: [] }
    expect(NpiUpdateResultSchema.parse(result)).toEqual(result)
    expect(NpiUpdateResultSchema.safeParse({ added: [] }).success).toBe(false)
  })

  it('pharmacies/search gives the group with members and pending invitations', () => {
    const response = {
      groupId: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      groupName: 'Riverside Health Group',
      members: [
        {
          id: '3f2504e0-4f89-11d3-9a0c-0305e82c3302',
          npi: 1234567893,
          name: 'Riverside Pharmacy',
          dba: null,
          city: 'Springfield',
          stateAcronym: 'IL',
        },
      ],
      pendingInvitations: [{ npi: 1245319599, invitedDate: '2026-01-01T00:00:00Z' }],
    }
    expect(PharmacySearchResponseSchema.parse(response)).toEqual(response)
    expect(
      PharmacySearchResponseSchema.safeParse({ ...response, pendingInvitations: [{ npi: 1 }] }).error
        ?.issues[0]?.path,
    ).toEqual(['pendingInvitations', 0, 'invitedDate'])
  })
})
