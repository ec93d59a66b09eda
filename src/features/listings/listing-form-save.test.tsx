import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { field, NPI, retype } from '../../test-support/edit-page-test-harness'
import {
  listing,
  openForm,
  save,
  service,
  setUpListingService,
} from '../../test-support/listing-form-harness'

// Saving the listing form: the body sent, the saved listing as the new values, 409, a business rule and
// 403, and leaving with unsaved changes. spec: Endpoints > 1, Errors, Status rules

setUpListingService()

describe('saving', () => {
  it('sends the body once, takes the returned listing as its values, says what was saved, leaves without asking', async () => {
    service.answerPut = (body) =>
      HttpResponse.json({ ...service.current, ...body, price: 299.99, drugPackage: undefined })
    const { user, history } = await openForm()
    await retype(user, field('Price'), '300')
    await user.click(save())
    await screen.findByText('Listing saved: lot 10UCU526, $299.99 for 12 EA.')
    expect(service.puts).toEqual([
      {
        pharmacyNPI: NPI,
        expirationDate: '2099-04-23T00:00:00Z',
        lotNumber: '10UCU526',
        price: 300,
        fullPackage: false,
        quantity: 12,
        sealedPackage: false,
        originalPackage: true,
        tornPackageLabel: false,
        serialNumber: '3416SW55617466',
        additionalPackageNotes: null,
        showOnlyInState: false,
      },
    ])
    expect(field('Price').value).toBe('299.99')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Discard changes' }).disabled).toBe(true)
    await user.click(screen.getByRole('link', { name: 'Back to listings' }))
    expect(history.location.pathname).toBe('/listings')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('409: says the listing is no longer Pending, disables the form, and on Reload shows it read-only', async () => {
    service.answerPut = () =>
      HttpResponse.json(
        {
          error: 'Conflict',
          statusCode: 409,
          message: 'The listing is Accepted; only a Pending listing can be changed.',
        },
        { status: 409 },
      )
    const { user } = await openForm()
    await retype(user, field('Price'), '250')
    await user.click(save())
    const alert = await screen.findByText(/This listing is no longer Pending/)
    expect(alert.textContent).toContain('The listing is Accepted')
    expect(save().disabled).toBe(true)
    expect(field('Price').disabled).toBe(true)
    expect(field('Price').value).toBe('250')
    expect(service.reads).toBe(1)
    service.current = { ...listing, status: 1 }
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    // What the service has now: an Accepted listing, shown, no longer a form (listing-read-only.test.tsx).
    await screen.findByText('This listing has been accepted: only a Pending listing can be changed.')
    expect(service.reads).toBe(2)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Listing')
    expect(screen.getByText('$321.60 for 12 EA')).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.queryAllByRole('textbox')).toHaveLength(0)
  })

  it('a business-rule refusal shows above the buttons; 403 names the acting pharmacy', async () => {
    service.answerPut = () =>
      HttpResponse.json(
        { message: 'New Jersey pharmacies may not list.', errorCode: 500114, projectType: 'Pharmacy' },
        { status: 400 },
      )
    const { user } = await openForm()
    await user.click(save())
    const form = screen.getByRole('form', { name: 'Edit listing' })
    await within(form).findByText('New Jersey pharmacies may not list.')
    service.answerPut = () =>
      HttpResponse.json({ error: 'Forbidden', statusCode: 403, message: 'Not a member.' }, { status: 403 })
    await user.click(save())
    await within(form).findByText(/Pharmacy NPI 1234567893 is not in the group of this API key/)
    expect(service.puts).toHaveLength(2)
  })
})

describe('leaving with unsaved changes', () => {
  it('asks first; "Cancel" stays with the typed value, "Leave without saving" goes', async () => {
    const { user, history } = await openForm()
    await retype(user, field('Lot number'), 'CHANGED')
    await user.click(screen.getByRole('link', { name: 'Back to listings' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(history.location.pathname).toBe(`/listings/${listing.id}`)
    expect(field('Lot number').value).toBe('CHANGED')
    // The browser's back button is asked about the same way.
    act(() => history.go(-1))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
    )
    await screen.findByRole('heading', { name: 'Listings list' })
  })
})
