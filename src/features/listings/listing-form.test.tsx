import { screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { description, field, NPI, retype } from '../../test-support/edit-page-test-harness'
import { QUANTITY_BODY_ITEM, fieldValidationBody } from '../../test-support/field-validation-fixture'
import {
  listing,
  openForm,
  save,
  service,
  setUpListingService,
} from '../../test-support/listing-form-harness'

// The listing form as the user types: the contract's quantity rule (nothing is sent for a refused
// value), the package size as the limit, and the service's field error where the form cannot know.
// spec: Endpoints > 1, Limits, Errors > Shape 2

setUpListingService()

describe('the price field', () => {
  it('says what the price is for: the whole quantity', async () => {
    await openForm()
    expect(description(field('Price'))).toBe(
      'In US dollars, for the whole quantity below (one package when it is a full package), more than 0.',
    )
  })
})

describe('the quantity field', () => {
  it('full package on: quantity becomes 1 and says why; 2 is refused at the field and nothing is sent', async () => {
    const { user } = await openForm()
    await user.click(screen.getByRole('checkbox', { name: 'Full package' }))
    const quantity = field('Quantity')
    expect(quantity.value).toBe('1')
    expect(description(quantity)).toContain('A full package is always quantity 1.')
    // The 1 counts packages, not the unit: "1 package (30 EA)", never "1 EA".
    expect(description(quantity)).toContain('Here 1 means 1 package (30 EA), not 1 EA.')
    expect(quantity.parentElement?.textContent).toContain('package (30 EA)')
    expect(quantity.getAttribute('aria-invalid')).toBe('false')

    await retype(user, quantity, '2')
    expect(quantity.getAttribute('aria-invalid')).toBe('true')
    expect(description(quantity)).toContain('Quantity must be exactly 1 for a full package.')
    await user.click(save())
    expect(document.activeElement).toBe(quantity)
    expect(service.puts).toHaveLength(0)
  })

  it('full package off: the package size is the limit, shown and enforced as the user types', async () => {
    const { user } = await openForm()
    const quantity = field('Quantity')
    expect(description(quantity)).toContain('From 0.01 up to 30 EA, the package size.')
    for (const refused of ['0', '0.001', '30.01']) {
      await retype(user, quantity, refused)
      expect(description(quantity)).toContain('Quantity must be between 0.01 and 30.')
    }
    for (const accepted of ['0.01', '30']) {
      await retype(user, quantity, accepted)
      expect(quantity.getAttribute('aria-invalid')).toBe('false')
    }
  })

  it('package size unknown: says so, and the service field error lands at quantity with typed values kept', async () => {
    service.current = { ...listing, drugPackage: null }
    service.answerPut = () => HttpResponse.json(fieldValidationBody(QUANTITY_BODY_ITEM), { status: 400 })
    const { user } = await openForm()
    const quantity = field('Quantity')
    expect(description(quantity)).toContain('The package size is not known here')
    await retype(user, quantity, '31')
    await retype(user, field('Lot number'), 'NEW-LOT')
    expect(quantity.getAttribute('aria-invalid')).toBe('false')
    await user.click(save())
    await waitFor(() => expect(description(quantity)).toContain('Quantity must be between 0.01 and 30.'))
    expect(service.puts).toHaveLength(1)
    expect(service.puts[0]).toMatchObject({ quantity: 31, lotNumber: 'NEW-LOT', pharmacyNPI: NPI })
    expect(document.activeElement).toBe(quantity)
    expect(quantity.value).toBe('31')
    expect(field('Lot number').value).toBe('NEW-LOT')
  })
})

describe('other fields', () => {
  it('refuses whitespace-only optional text and a past date; shows a counter near the length limit', async () => {
    const { user } = await openForm()
    await retype(user, field('Serial number'), '   ')
    expect(description(field('Serial number'))).toContain('cannot be empty or only spaces')
    const date = screen.getByLabelText<HTMLInputElement>(/^Expiration date/)
    await retype(user, date, '2020-01-01')
    expect(description(date)).toContain('Expiration date must be in the future.')
    const notes = field('Additional package notes')
    await user.click(notes)
    await user.paste('n'.repeat(1599))
    expect(description(notes)).not.toContain('characters')
    await user.type(notes, 'n')
    expect(description(notes)).toContain('1,600 of 2,000 characters')
    await user.click(save())
    expect(service.puts).toHaveLength(0)
  })
})
