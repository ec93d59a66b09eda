import { describe, expect, it } from 'vitest'
import { DraftListingSchema } from '../../contract/sandbox-extensions'
import {
  createListingFormSchema,
  draftToFormValues,
  EMPTY_CREATE_LISTING_VALUES,
  packageSizeFor,
  type CreateListingFormValues,
} from './listing-create-values'

// The create form's values: from a draft, to the create body, with the contract's rules (spec: Referenced
// operations; Endpoints > 1 for the rules the create shares with the update).

const now = new Date('2026-11-24T10:00:00Z')
const known = { ndc: '00002759701', packageSize: 30 }
const valid: CreateListingFormValues = {
  ...EMPTY_CREATE_LISTING_VALUES,
  nationalDrugCode: '00002-7597-01',
  expirationDate: '2027-01-31',
  lotNumber: 'LOT-A',
  price: '12.50',
  quantity: '12',
}
const issues = (values: CreateListingFormValues) => {
  const result = createListingFormSchema({ now, pharmacyNpi: 1234567893, known }).safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('draftToFormValues', () => {
  it('takes what the draft has and leaves what it lacks empty', () => {
    const draft = DraftListingSchema.parse({
      nationalDrugCode: '00002-7597-01',
      nationalDrugCodeNormalized: null,
      drugPackageForm: null,
      drugPackageStrength: null,
      labelerName: null,
      packageDescription: null,
      packageName: null,
      sellerPharmacyDBA: null,
      quantityUnitQualifier: null,
      lotNumber: null,
      price: 7,
      quantity: null,
      expirationDate: '2027-03-05T12:00:00Z',
      sealedPackage: true,
      originalPackage: null,
      tornPackageLabel: null,
      fullPackage: null,
    })
    expect(draftToFormValues(draft)).toEqual({
      ...EMPTY_CREATE_LISTING_VALUES,
      nationalDrugCode: '00002-7597-01',
      expirationDate: '2027-03-05',
      price: '7.00',
      sealedPackage: true,
    })
  })
})

describe('createListingFormSchema', () => {
  it('gives the create body: the update body plus the NDC', () => {
    const result = createListingFormSchema({ now, pharmacyNpi: 1234567893, known }).parse(valid)
    expect(result).toMatchObject({
      nationalDrugCode: '00002-7597-01',
      pharmacyNPI: 1234567893,
      price: 12.5,
      quantity: 12,
    })
  })

  it('applies the package size only to the NDC it is known for', () => {
    expect(issues({ ...valid, quantity: '31' })).toEqual([['quantity', expect.stringMatching(/30/)]])
    expect(packageSizeFor('0002-7597-01', known)).toBe(30)
    expect(packageSizeFor('00093-7156-98', known)).toBeNull()
    expect(issues({ ...valid, nationalDrugCode: '00093-7156-98', quantity: '31' })).toEqual([])
  })

  it('refuses a past date, a blank lot, a bad NDC and a full package of more than 1, each at its field', () => {
    const fields = issues({
      ...valid,
      expirationDate: '2026-11-01',
      lotNumber: '   ',
      nationalDrugCode: '123',
      fullPackage: true,
      quantity: '2',
    }).map(([field]) => field)
    expect(fields.sort()).toEqual(['expirationDate', 'lotNumber', 'nationalDrugCode', 'quantity'])
  })
})
