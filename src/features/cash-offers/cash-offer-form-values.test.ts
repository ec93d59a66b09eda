import { describe, expect, it } from 'vitest'
import type { ShippingRequestMethod } from '../../contract/enums'
import { LIMITS } from '../../contract/strings'
import { cashOfferFixture } from '../../test-support/cash-offer-fixture'
import {
  EMPTY_CASH_OFFER_FORM_VALUES,
  cashOfferFormSchema,
  cashOfferFormToBody,
  cashOfferToFormValues,
  type CashOfferFormValues,
} from './cash-offer-form-values'

const NPI = 1234567893
const NOW = new Date('2026-11-20T12:00:00Z')
type Method = ShippingRequestMethod | null | undefined
// No default for the method: undefined (not known) is a case of its own.
const ctx = (shippingRequestMethod: Method, packageSize: number | null = 30) => ({
  now: NOW,
  packageSize,
  shippingRequestMethod,
  buyingPharmacyNpi: NPI,
})

const valid: CashOfferFormValues = {
  ...EMPTY_CASH_OFFER_FORM_VALUES,
  minimalExpirationDate: '2027-05-31',
  price: '100',
  requestedQuantity: '5',
}

function problems(
  values: Partial<CashOfferFormValues>,
  method: Method = 'Standard',
  packageSize: number | null = 30,
) {
  const result = cashOfferFormSchema(ctx(method, packageSize)).safeParse({ ...valid, ...values })
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('cash offer -> form values', () => {
  it('reads the offer conditions from the resource fields that carry them', () => {
    expect(cashOfferToFormValues(cashOfferFixture())).toEqual({
      minimalExpirationDate: '2099-12-17',
      price: '112.35',
      requireFullPackage: false,
      requestedQuantity: '5',
      requireSealedPackage: true,
      requireOriginalPackage: false,
      // tornPackageLabel false: a torn label is not acceptable, i.e. an intact label is required.
      requireIntactPackageLabel: true,
      maxShippingPrice: '30.74',
      shipByDate: '',
      buyingPharmacyMessage: '',
      showOnlyInState: true,
    })
  })

  it('reads the message, ship-by date, a torn label accepted, and a 0 max shipping price as not set', () => {
    const values = cashOfferToFormValues(
      cashOfferFixture({
        buyersMessage: 'Please ship early.',
        shipByDate: '2099-01-02T00:00:00Z',
        tornPackageLabel: true,
        maxShippingPrice: 0,
        stateGroupId: null,
      }),
    )
    expect(values).toMatchObject({
      buyingPharmacyMessage: 'Please ship early.',
      shipByDate: '2099-01-02',
      requireIntactPackageLabel: false,
      maxShippingPrice: '',
      showOnlyInState: false,
    })
  })
})

describe('form values -> update body', () => {
  it('converts every input, with the acting pharmacy as buyer', () => {
    const { body } = cashOfferFormToBody(
      {
        ...valid,
        maxShippingPrice: '15',
        shipByDate: '2027-01-15',
        buyingPharmacyMessage: 'Hi',
        requireIntactPackageLabel: true,
      },
      ctx('Medium'),
    )
    expect(body).toEqual({
      buyingPharmacyNpi: NPI,
      minimalExpirationDate: '2027-05-31T00:00:00Z',
      price: 100,
      requireFullPackage: false,
      requestedQuantity: 5,
      requireSealedPackage: false,
      requireOriginalPackage: false,
      requireIntactPackageLabel: true,
      maxShippingPrice: 15,
      shipByDate: '2027-01-15T00:00:00Z',
      buyingPharmacyMessage: 'Hi',
      showOnlyInState: false,
    })
  })

  it('sends null max shipping price unless the offer is Medium, and null for an empty ship-by date or message', () => {
    expect(
      cashOfferFormToBody({ ...valid, maxShippingPrice: '15' }, ctx('Standard')).body.maxShippingPrice,
    ).toBeNull()
    expect(
      cashOfferFormToBody({ ...valid, maxShippingPrice: '15' }, ctx(null)).body.maxShippingPrice,
    ).toBeNull()
    // Method unknown (no read extension): what was typed goes, for the service to judge.
    expect(
      cashOfferFormToBody({ ...valid, maxShippingPrice: '15' }, ctx(undefined)).body.maxShippingPrice,
    ).toBe(15)
    const { body } = cashOfferFormToBody(valid, ctx('Medium'))
    expect(body.maxShippingPrice).toBeNull()
    expect(body.shipByDate).toBeNull()
    expect(body.buyingPharmacyMessage).toBeNull()
  })

  it('round-trips an offer unchanged', () => {
    const offer = cashOfferFixture()
    const result = cashOfferFormSchema(ctx('Medium')).safeParse(cashOfferToFormValues(offer))
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ price: offer.price, requestedQuantity: 5, maxShippingPrice: 30.74 })
  })
})

describe('the contract rules at their fields', () => {
  it('Medium shipping: max shipping price is required and positive', () => {
    expect(problems({ maxShippingPrice: '' }, 'Medium')).toEqual({
      maxShippingPrice: 'Max shipping price is required for Medium shipping.',
    })
    expect(problems({ maxShippingPrice: '0' }, 'Medium')).toEqual({
      maxShippingPrice: 'Max shipping price must be greater than 0 for Medium shipping.',
    })
    expect(problems({ maxShippingPrice: '12.5' }, 'Medium')).toEqual({})
  })

  it('other methods: a left-over max shipping price is neither checked nor sent', () => {
    expect(problems({ maxShippingPrice: '12.5' }, 'Standard')).toEqual({})
    expect(problems({ maxShippingPrice: 'abc' }, 'Standard')).toEqual({})
  })

  it('requested quantity follows the quantity rule', () => {
    expect(problems({ requireFullPackage: true, requestedQuantity: '1' })).toEqual({})
    expect(problems({ requireFullPackage: true, requestedQuantity: '2' })).toEqual({
      requestedQuantity: 'Requested quantity must be exactly 1 for a full package.',
    })
    expect(problems({ requestedQuantity: '30.01' })).toEqual({
      requestedQuantity: 'Requested quantity must be between 0.01 and 30.',
    })
  })

  it('dates in the future; ship-by date only when given', () => {
    expect(problems({ minimalExpirationDate: '2026-01-01' })).toEqual({
      minimalExpirationDate: 'Earliest expiration date must be in the future.',
    })
    expect(problems({ shipByDate: '2026-11-19' })).toEqual({
      shipByDate: 'Ship-by date must be in the future.',
    })
    expect(problems({ shipByDate: '' })).toEqual({})
  })

  it('message to the seller: not whitespace only, at most 2000 characters', () => {
    const max = LIMITS.cashOffer.buyingPharmacyMessage
    expect(problems({ buyingPharmacyMessage: '   ' })).toEqual({
      buyingPharmacyMessage: 'Message to the seller cannot be empty or only spaces. Leave it out instead.',
    })
    expect(problems({ buyingPharmacyMessage: 'm'.repeat(max) })).toEqual({})
    expect(problems({ buyingPharmacyMessage: 'm'.repeat(max + 1) })).toEqual({
      buyingPharmacyMessage: `Message to the seller must be at most ${max} characters (it has ${max + 1}).`,
    })
  })
})
