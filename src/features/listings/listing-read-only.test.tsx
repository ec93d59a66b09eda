import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openEditPage } from '../../test-support/edit-page-test-harness'
import { listing, service, setUpListingService } from '../../test-support/listing-form-harness'
import { expectNothingToChange, valueOf } from '../../test-support/read-only-view'
import { enterSignInMode, leaveSignInMode, signInSlots } from '../../api/sign-in-mode'
import { LISTING_STATUS } from '../../contract/enums'
import { ListingEditPage } from './listing-edit-page'
import { LISTING_KIND } from './listing-kind'

// A listing that is no longer Pending opens read-only: its values shown, nothing to type into, no Save
// (the service would refuse it, 409), no question before leaving, and the reason in plain words.
// Only a Pending listing keeps the form. spec: Status rules

setUpListingService()

/**
 * Opens the listing's page as the service holds it now, and waits for its heading and, read-only, for
 * its details (their code is loaded once the listing is known to be closed).
 */
async function openListing(heading: 'Listing' | 'Edit listing') {
  return openEditPage({
    kind: LISTING_KIND,
    route: '/listings/:listingId',
    page: <ListingEditPage />,
    id: listing.id,
    until: async () => {
      await screen.findByRole('heading', { level: 1, name: heading })
      if (heading === 'Listing') await screen.findByRole('heading', { level: 2, name: 'Listing details' })
    },
  })
}

/** The description list's value for a term. */
describe('a listing that is no longer Pending', () => {
  it('Accepted: read-only, its values shown, the reason said, and leaving asks nothing', async () => {
    service.current = {
      ...listing,
      status: LISTING_STATUS.Accepted,
      fullPackage: false,
      additionalPackageNotes: 'Kept in the fridge',
    }
    const { user, history } = await openListing('Listing')
    expect(document.title).toBe('Listing · Pharmacy Marketplace')
    expect(screen.getByRole('alert').textContent).toBe(
      'This listing has been accepted: only a Pending listing can be changed.',
    )
    expectNothingToChange()
    expect(valueOf('Status')).toBe('Accepted')
    expect(valueOf('Expiration date')).toBe('Apr 23, 2099')
    expect(valueOf('Lot number')).toBe('10UCU526')
    // The price says what it is for: the whole quantity, then per package (30 EA) and per unit.
    expect(valueOf('Price for the quantity')).toBe('$321.60 for 12 EA')
    expect(valueOf('Price per package')).toBe('$804.00 per package')
    expect(valueOf('Price per EA')).toBe('$26.80 per EA')
    expect(valueOf('Quantity')).toBe('12 EA')
    expect(valueOf('Sealed')).toBe('No')
    expect(valueOf('Original package')).toBe('Yes')
    expect(valueOf('Torn label')).toBe('No')
    expect(valueOf('Serial number')).toBe('3416SW55617466')
    expect(valueOf('Show only in my state')).toBe('No')
    expect(valueOf('Additional package notes')).toBe('Kept in the fridge')

    await user.click(screen.getByRole('link', { name: 'Back to listings' }))
    await screen.findByRole('heading', { name: 'Listings list' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(history.location.pathname).toBe('/listings')
    expect(service.puts).toHaveLength(0)
  })

  it('sold, with the day the service gives; a full package reads as one package', async () => {
    service.current = {
      ...listing,
      status: LISTING_STATUS.Purchased,
      soldDate: '2026-03-03T14:20:00Z',
      fullPackage: true,
      quantity: 1,
    }
    await openListing('Listing')
    expect(screen.getByRole('alert').textContent).toBe(
      'This listing was sold on Mar 3, 2026: only a Pending listing can be changed.',
    )
    expect(valueOf('Quantity')).toBe('1 package (30 EA)')
    expectNothingToChange()
  })

  for (const [cancelledDate, reason] of [
    ['2026-02-11T09:00:00Z', 'This listing was cancelled on Feb 11, 2026'],
    [null, 'This listing is cancelled'],
  ] as const) {
    it(`cancelled${cancelledDate ? ', with its day' : ', without a day'}`, async () => {
      service.current = { ...listing, status: LISTING_STATUS.Cancelled, cancelledDate }
      await openListing('Listing')
      expect(screen.getByRole('alert').textContent).toBe(`${reason}: only a Pending listing can be changed.`)
      expectNothingToChange()
    })
  }
})

describe('a Pending listing', () => {
  it('keeps its heading, form and Save', async () => {
    await openListing('Edit listing')
    const form = await screen.findByRole('form', { name: 'Edit listing' })
    expect(within(form).getByRole('button', { name: 'Save listing' })).toBeTruthy()
    expect(within(form).getAllByRole('textbox').length).toBeGreaterThan(0)
    expect(screen.queryByText(/only a Pending listing can be changed/)).toBeNull()
  })
})

describe('a Pending listing, signed in as a role that may not change listings', () => {
  it('is read-only with one reason, the role, never its status', async () => {
    enterSignInMode(() => undefined, ['getMarketplaceListing'])
    signInSlots.person = () => ({ id: 'u4', name: 'Val Viewer', email: 'viewer@r.example', role: 'viewer' })
    try {
      await openListing('Listing')
      expect(screen.getByRole('alert').textContent).toBe('Your role (viewer) cannot change listings.')
      expect(screen.queryByText(/only a Pending listing can be changed/)).toBeNull()
      expectNothingToChange()
    } finally {
      leaveSignInMode()
      delete signInSlots.person
    }
  })
})
