// PharmaciesRepository (../pharmacies-repository.ts): registered pharmacies by NPI and by key, every column.
import { describe, expect, test } from 'vitest'
import * as F from '../../test-fixture'
import type { StoreEngine } from '../store-engine'
import { openContractStore } from './harness'

export const MEMBER_ROW = {
  key: expect.any(Number) as number,
  id: F.PHARMACY_MEMBER,
  npi: F.NPI_MEMBER,
  name: 'Main Street Pharmacy',
  dba: 'Main Street Pharmacy DBA',
  phone: 2145550100,
  gln: '0614141000012',
  line1: '1 Main St',
  line2: null,
  city: 'Main Street Pharmacy City',
  stateAcronym: 'TX',
  postalCode: '75001',
  restrictionCode: null,
  restrictionMessage: null,
}

export function pharmaciesRepositoryContract(engine: StoreEngine): void {
  describe('PharmaciesRepository', () => {
    test('findByNpi answers every column of a registered pharmacy', async () => {
      const { repos, keys } = await openContractStore(engine)
      expect(await repos.pharmacies.findByNpi(F.NPI_MEMBER)).toEqual({ ...MEMBER_ROW, key: keys.member })
      expect(await repos.pharmacies.findByNpi(F.NPI_RESTRICTED)).toEqual({
        ...MEMBER_ROW,
        key: keys.restricted,
        id: F.PHARMACY_RESTRICTED,
        npi: F.NPI_RESTRICTED,
        name: 'Coastal Pharmacy',
        dba: 'Coastal Pharmacy DBA',
        city: 'Coastal Pharmacy City',
        stateAcronym: 'CA',
        restrictionCode: 500114,
        restrictionMessage: 'Pharmacies in California cannot change listings during the state review.',
      })
    })

    test('findByKey answers the same row as findByNpi, for every pharmacy', async () => {
      const { repos } = await openContractStore(engine)
      for (const { npi } of F.testScenario().pharmacies) {
        const byNpi = await repos.pharmacies.findByNpi(npi)
        expect(byNpi?.npi).toBe(npi)
        expect(await repos.pharmacies.findByKey(byNpi!.key)).toEqual(byNpi)
      }
    })

    test('an NPI that is only invited, or unknown, and a key nobody has, find nothing', async () => {
      const { repos, keys } = await openContractStore(engine)
      expect(await repos.pharmacies.findByNpi(F.NPI_INVITED)).toBeUndefined()
      expect(await repos.pharmacies.findByNpi(F.NPI_UNKNOWN)).toBeUndefined()
      const unused = Math.max(...Object.values(keys)) + 1000
      expect(await repos.pharmacies.findByKey(unused)).toBeUndefined()
    })
  })
}
