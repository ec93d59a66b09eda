// GroupsRepository (../groups-repository.ts): keys, the acting caller, members, invitations, the NPI
// update's four outcomes and what it writes, and the demo connection.
import { describe, expect, test } from 'vitest'
import { TEST_NOW } from '../../test-app'
import * as F from '../../test-fixture'
import type { StoreEngine } from '../store-engine'
import { day, openContractStore } from './harness'

const LATER = new Date(TEST_NOW.getTime() + 3_600_000)

export function groupsRepositoryContract(engine: StoreEngine): void {
  describe('GroupsRepository', () => {
    test('findByApiKey: the group of a key; nothing for an unknown key', async () => {
      const { repos, keys } = await openContractStore(engine)
      expect(await repos.groups.findByApiKey(F.KEY_ONE)).toEqual({
        key: keys.groupOne,
        id: F.GROUP_ONE,
        name: 'Riverside Test Group',
      })
      expect(await repos.groups.findByApiKey(F.KEY_TWO)).toEqual({
        key: keys.groupTwo,
        id: F.GROUP_TWO,
        name: 'Lakeside Test Group',
      })
      expect(await repos.groups.findByApiKey('no such key')).toBeUndefined()
      expect(keys.groupOne).not.toBe(keys.groupTwo)
    })

    test('callerActingFor: the group, and the pharmacy only when it is a registered member', async () => {
      const { repos } = await openContractStore(engine)
      const one = await repos.groups.findByApiKey(F.KEY_ONE)
      const caller = await repos.groups.callerActingFor(F.KEY_ONE, F.NPI_MEMBER)
      expect(caller).toEqual({ group: one, pharmacy: await repos.pharmacies.findByNpi(F.NPI_MEMBER) })
      expect(caller?.pharmacy?.npi).toBe(F.NPI_MEMBER)
      for (const npi of [F.NPI_OTHER_GROUP, F.NPI_UNGROUPED, F.NPI_INVITED, F.NPI_UNKNOWN]) {
        const outsider = await repos.groups.callerActingFor(F.KEY_ONE, npi)
        expect(outsider?.group, String(npi)).toEqual(one)
        expect(outsider?.pharmacy, String(npi)).toBeUndefined()
      }
      expect((await repos.groups.callerActingFor(F.KEY_TWO, F.NPI_OTHER_GROUP))?.pharmacy?.id).toBe(
        F.PHARMACY_OTHER,
      )
      expect(await repos.groups.callerActingFor('no such key', F.NPI_MEMBER)).toBeUndefined()
    })

    test('members by name, then NPI; invitations oldest first', async () => {
      const { repos, keys } = await openContractStore(engine)
      const names = async (group: number) => (await repos.groups.members(group)).map((p) => p.name)
      expect(await names(keys.groupOne)).toEqual(['Coastal Pharmacy', 'Main Street Pharmacy'])
      expect((await repos.groups.members(keys.groupOne))[1]).toEqual(
        await repos.pharmacies.findByNpi(F.NPI_MEMBER),
      )
      expect(await names(keys.groupTwo)).toEqual(['Lakeside Drugs'])
      expect(await repos.groups.invitations(keys.groupOne)).toEqual([
        { npi: F.NPI_INVITED, invitedDate: day(-3) },
      ])
      expect(await repos.groups.invitations(keys.groupTwo)).toEqual([])
    })

    test('updateNpis: added, invited, already members, already invited, in request order, once each', async () => {
      const { repos, keys } = await openContractStore(engine)
      const request = [
        F.NPI_UNGROUPED,
        F.NPI_UNKNOWN,
        F.NPI_MEMBER,
        F.NPI_INVITED,
        F.NPI_UNKNOWN,
        F.NPI_OTHER_GROUP,
        F.NPI_UNGROUPED,
      ]
      expect(await repos.groups.updateNpis(keys.groupOne, request, LATER)).toEqual({
        added: [F.NPI_UNGROUPED, F.NPI_OTHER_GROUP],
        invited: [F.NPI_UNKNOWN],
        alreadyMembers: [F.NPI_MEMBER],
        alreadyInvited: [F.NPI_INVITED],
      })
      const members = (await repos.groups.members(keys.groupOne)).map((p) => p.npi)
      expect(members).toEqual([F.NPI_RESTRICTED, F.NPI_OTHER_GROUP, F.NPI_UNGROUPED, F.NPI_MEMBER])
      expect(await repos.groups.invitations(keys.groupOne)).toEqual([
        { npi: F.NPI_INVITED, invitedDate: day(-3) },
        { npi: F.NPI_UNKNOWN, invitedDate: LATER.toISOString() },
      ])
      // Joining one group leaves the pharmacy's other group as it was; the new member can act.
      expect((await repos.groups.members(keys.groupTwo)).map((p) => p.npi)).toEqual([F.NPI_OTHER_GROUP])
      expect((await repos.groups.callerActingFor(F.KEY_ONE, F.NPI_UNGROUPED))?.pharmacy?.key).toBe(
        keys.ungrouped,
      )
      // The same request again changes nothing and says so.
      expect(await repos.groups.updateNpis(keys.groupOne, request, LATER)).toEqual({
        added: [],
        invited: [],
        alreadyMembers: [F.NPI_UNGROUPED, F.NPI_MEMBER, F.NPI_OTHER_GROUP],
        alreadyInvited: [F.NPI_UNKNOWN, F.NPI_INVITED],
      })
      expect(await repos.groups.invitations(keys.groupOne)).toHaveLength(2)
    })

    test('updateNpis: a registered pharmacy that was invited joins, and its invitation goes', async () => {
      const { repos, keys } = await openContractStore(engine, {
        change: (s) => ({
          ...s,
          invitations: [...s.invitations, { groupId: F.GROUP_ONE, npi: F.NPI_UNGROUPED, invitedDate: '-1d' }],
        }),
      })
      expect((await repos.groups.invitations(keys.groupOne)).map((i) => i.npi)).toEqual([
        F.NPI_INVITED,
        F.NPI_UNGROUPED,
      ])
      expect(await repos.groups.updateNpis(keys.groupOne, [F.NPI_UNGROUPED], LATER)).toEqual({
        added: [F.NPI_UNGROUPED],
        invited: [],
        alreadyMembers: [],
        alreadyInvited: [],
      })
      expect((await repos.groups.invitations(keys.groupOne)).map((i) => i.npi)).toEqual([F.NPI_INVITED])
    })

    test('updateNpis of nothing writes nothing', async () => {
      const { repos, keys } = await openContractStore(engine)
      const empty = { added: [], invited: [], alreadyMembers: [], alreadyInvited: [] }
      expect(await repos.groups.updateNpis(keys.groupTwo, [], LATER)).toEqual(empty)
      expect(await repos.groups.members(keys.groupTwo)).toHaveLength(1)
      expect(await repos.groups.invitations(keys.groupTwo)).toEqual([])
    })

    test("demoConnection: the scenario's key, NPI and group name; null when it has none", async () => {
      const { repos } = await openContractStore(engine)
      expect(await repos.groups.demoConnection()).toEqual({
        apiKey: F.KEY_ONE,
        pharmacyNpi: F.NPI_MEMBER,
        groupName: 'Riverside Test Group',
      })
      const none = await openContractStore(engine, { change: (s) => ({ ...s, demoConnection: null }) })
      expect(await none.repos.groups.demoConnection()).toBeNull()
    })
  })
}
