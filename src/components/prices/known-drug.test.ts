import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { drugPackageFixture } from '../../test-support/drug-package-fixture'
import { listingFixture } from '../../test-support/listing-fixture'
import { knownDrug } from './known-drug'

describe('knownDrug', () => {
  it('names an NDC from a list page the dashboard read, with the unit and size of its package', () => {
    const client = new QueryClient()
    const listing = listingFixture({
      nationalDrugCode: '00002-7597-01',
      packageName: 'Zyprexa',
      drugPackageStrength: '10 mg',
      drugPackageForm: 'TABLET',
      drugPackage: drugPackageFixture({ packageSize: 60, quantityUnitQualifier: 'EA' }),
    })
    client.setQueryData(['listings', 'page'], {
      items: [
        listingFixture({
          nationalDrugCode: '11111-1111-11',
          drugPackage: drugPackageFixture({ nationalDrugCode: '11111-1111-11' }),
        }),
        listing,
      ],
    })
    expect(knownDrug(client, '00002759701')).toEqual({
      title: 'Zyprexa, 10 mg, TABLET',
      unit: 'EA',
      packageSize: 60,
    })
  })

  it('reads a drafts page: names and unit, no package size', () => {
    const client = new QueryClient()
    client.setQueryData(['drafts'], {
      data: [
        {
          nationalDrugCode: '0002-7597-01',
          packageName: 'Zyprexa',
          drugPackageStrength: null,
          drugPackageForm: 'TABLET',
          quantityUnitQualifier: 'GM',
        },
      ],
      recordsFiltered: 1,
      recordsTotal: 1,
    })
    expect(knownDrug(client, '00002759701')).toEqual({
      title: 'Zyprexa, TABLET',
      unit: 'GM',
      packageSize: null,
    })
  })

  it('is null when nothing the dashboard read names the NDC', () => {
    const client = new QueryClient()
    client.setQueryData(['drafts'], { data: [{ nationalDrugCode: '11111-1111-11', packageName: 'Other' }] })
    expect(knownDrug(client, '00002759701')).toBeNull()
  })
})
