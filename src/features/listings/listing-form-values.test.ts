import { describe, expect, it } from 'vitest'
import { LIMITS } from '../../contract/strings'
import { listingFixture } from '../../test-support/listing-fixture'
import {
  EMPTY_LISTING_FORM_VALUES,
  listingFormSchema,
  listingFormToBody,
  listingToFormValues,
  type ListingFormValues,
} from './listing-form-values'

const NPI = 1234567893
const NOW = new Date('2026-11-20T12:00:00Z')
const schema = (packageSize: number | null = 30) =>
  listingFormSchema({ now: NOW, packageSize, pharmacyNpi: NPI })

const valid: ListingFormValues = {
  ...EMPTY_LISTING_FORM_VALUES,
  expirationDate: '2027-05-31',
  lotNumber: 'LOT-1',
  price: '12.50',
  quantity: '2.5',
}

/** The field -> message map the form would show for these values. */
function problems(values: Partial<ListingFormValues>, packageSize: number | null = 30) {
  const result = schema(packageSize).safeParse({ ...valid, ...values })
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('listing -> form values', () => {
  it('opens the form on the listing as read', () => {
    expect(listingToFormValues(listingFixture())).toEqual({
      expirationDate: '2099-04-23',
      lotNumber: '10UCU526',
      price: '321.60',
      fullPackage: false,
      quantity: '12',
      sealedPackage: false,
      originalPackage: true,
      tornPackageLabel: false,
      serialNumber: '3416SW55617466',
      additionalPackageNotes: '',
      showOnlyInState: false,
    })
  })

  it('reads showOnlyInState from stateGroupId, and null optional values as empty inputs', () => {
    const values = listingToFormValues(
      listingFixture({
        stateGroupId: '5b0c6f0e-1f7a-4c51-9d0e-2a3b4c5d6e7f',
        serialNumber: null,
        tornPackageLabel: null,
      }),
    )
    expect(values.showOnlyInState).toBe(true)
    expect(values.serialNumber).toBe('')
    expect(values.tornPackageLabel).toBe(false)
  })
})

describe('form values -> update body', () => {
  it('converts every input to the body, with the acting pharmacy NPI', () => {
    const { body, inputProblems } = listingFormToBody(
      {
        ...valid,
        fullPackage: false,
        serialNumber: 'SN 1',
        additionalPackageNotes: '',
        showOnlyInState: true,
      },
      NPI,
    )
    expect(body).toEqual({
      pharmacyNPI: NPI,
      expirationDate: '2027-05-31T00:00:00Z',
      lotNumber: 'LOT-1',
      price: 12.5,
      fullPackage: false,
      quantity: 2.5,
      sealedPackage: false,
      originalPackage: false,
      tornPackageLabel: false,
      serialNumber: 'SN 1',
      additionalPackageNotes: null,
      showOnlyInState: true,
    })
    expect(inputProblems.filter(Boolean)).toEqual([])
  })

  it('round-trips a listing unchanged: its values are the body the form sends', () => {
    const listing = listingFixture()
    const result = schema().safeParse(listingToFormValues(listing))
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({
      pharmacyNPI: NPI,
      expirationDate: '2099-04-23T00:00:00Z',
      lotNumber: listing.lotNumber,
      price: listing.price,
      quantity: listing.quantity,
      serialNumber: listing.serialNumber,
      additionalPackageNotes: null,
    })
  })
})

describe('the contract rules at their fields', () => {
  it('full package: quantity 1 passes, 2 is refused at quantity', () => {
    expect(problems({ fullPackage: true, quantity: '1' })).toEqual({})
    expect(problems({ fullPackage: true, quantity: '2' })).toEqual({
      quantity: 'Quantity must be exactly 1 for a full package.',
    })
  })

  it('partial package: 0.01 and the package size pass; 0, 0.001 and size + 0.01 are refused', () => {
    expect(problems({ quantity: '0.01' })).toEqual({})
    expect(problems({ quantity: '30' })).toEqual({})
    expect(problems({ quantity: '0' })).toEqual({ quantity: 'Quantity must be between 0.01 and 30.' })
    expect(problems({ quantity: '0.001' })).toEqual({ quantity: 'Quantity must be between 0.01 and 30.' })
    expect(problems({ quantity: '30.01' })).toEqual({ quantity: 'Quantity must be between 0.01 and 30.' })
  })

  it('package size unknown: only the lower bound is checked here', () => {
    expect(problems({ quantity: '31' }, null)).toEqual({})
    expect(problems({ quantity: '0' }, null)).toEqual({ quantity: 'Quantity must be at least 0.01.' })
  })

  it('refuses a past or today expiration date and whitespace-only optional text', () => {
    expect(problems({ expirationDate: '2026-11-20' })).toEqual({
      expirationDate: 'Expiration date must be in the future.',
    })
    expect(problems({ serialNumber: '   ' })).toEqual({
      serialNumber: 'Serial number cannot be empty or only spaces. Leave it out instead.',
    })
    expect(problems({ additionalPackageNotes: '\t \n' })).toEqual({
      additionalPackageNotes:
        'Additional package notes cannot be empty or only spaces. Leave it out instead.',
    })
  })

  it('refuses text over its limit', () => {
    const limit = LIMITS.listing.lotNumber
    expect(problems({ lotNumber: 'x'.repeat(limit) })).toEqual({})
    expect(problems({ lotNumber: 'x'.repeat(limit + 1) })).toEqual({
      lotNumber: `Lot number must be at most ${limit} characters (it has ${limit + 1}).`,
    })
  })

  it('reports every field at once, an unreadable number as such, and the rest by the contract', () => {
    expect(
      problems({ ...EMPTY_LISTING_FORM_VALUES, price: 'abc', fullPackage: true, quantity: '2' }),
    ).toEqual({
      expirationDate: 'Expiration date is required.',
      price: 'Price must be a number, for example 12.50.',
      lotNumber: 'Lot number is required.',
      quantity: 'Quantity must be exactly 1 for a full package.',
    })
    expect(problems({ price: '0' })).toEqual({ price: 'Price must be greater than 0.' })
  })
})
