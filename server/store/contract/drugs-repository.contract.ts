// DrugsRepository (../drugs-repository.ts): the catalogue by NDC and key, and the searchTerm's drugs.
import { describe, expect, test } from 'vitest'
import * as F from '../../test-fixture'
import type { StoreEngine } from '../store-engine'
import { openContractStore } from './harness'

const HUMALOG = {
  ndc: '00002759701',
  ndcFormatted: '00002-7597-01',
  packageName: 'Humalog',
  form: 'Injection',
  strength: '100 unit/mL',
  labeler: 'Test Labs',
  packageDescription: '30 Injection in 1 bottle',
  packageSize: 30,
  unit: 'EA',
  branded: true,
  generic: false,
  requireScan: false,
  nadacPrice: 1.25,
}

export function drugsRepositoryContract(engine: StoreEngine): void {
  describe('DrugsRepository', () => {
    test('findByNdc takes the 11-digit NDC and answers every column, booleans as booleans', async () => {
      const { repos, keys } = await openContractStore(engine)
      expect(await repos.drugs.findByNdc('00002759701')).toEqual({ key: keys.traded, ...HUMALOG })
      expect(await repos.drugs.findByNdc('00169413212')).toEqual({
        key: keys.scan,
        ndc: '00169413212',
        ndcFormatted: F.NDC_SCAN,
        packageName: 'Ozempic',
        form: 'Pen Injector',
        strength: '2 mg/3 mL',
        labeler: 'Test Labs',
        packageDescription: '1 Pen Injector in 1 bottle',
        packageSize: 1,
        unit: 'EA',
        branded: true,
        generic: false,
        requireScan: true,
        nadacPrice: 1.25,
      })
    })

    test('findByNdc finds nothing by the hyphenated form or an unknown NDC; findByKey agrees', async () => {
      const { repos, keys } = await openContractStore(engine)
      expect(await repos.drugs.findByNdc(F.NDC_TRADED)).toBeUndefined()
      expect(await repos.drugs.findByNdc('11111222233')).toBeUndefined()
      expect(await repos.drugs.findByKey(keys.traded)).toEqual({ key: keys.traded, ...HUMALOG })
      expect(await repos.drugs.findByKey(Math.max(...Object.values(keys)) + 1000)).toBeUndefined()
    })

    test.each([
      ['amox', ['generic']],
      ['AMOX', ['generic']],
      ['inj', ['traded', 'scan']],
      ['850 mg', ['quiet']],
      ['unit/ML', ['traded']],
      ['tablet', ['quiet']],
      ['nothing like it', []],
    ] as const)('keysMatching(%j): name, form or strength, any case', async (term, drugs) => {
      const { repos, keys } = await openContractStore(engine)
      const matched = await repos.drugs.keysMatching(term)
      expect([...matched].sort((a, b) => a - b)).toEqual(drugs.map((d) => keys[d]).sort((a, b) => a - b))
    })
  })
}
