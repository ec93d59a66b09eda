import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { enterSignInMode, leaveSignInMode } from '../../api/sign-in-mode'
import { createRowSelection } from '../../components/tables/row-selection'
import { LISTING_STATUS } from '../../contract/enums'
import type { MarketplaceListing } from '../../contract/listings'
import { listingFixture } from '../../test-support/listing-fixture'
import { ListingBulkBar } from './listing-bulk-bar'

// The listings' bulk bar: with a key typed in the browser there is no server to run a job, so "Reprice"
// shows disabled with the line that says so; signed in, a choice of Pending listings enables it (for a
// role that may change listings). A listing no longer Pending has no box.

const NPI = 1234567893
const listings = [
  listingFixture({ id: '10000000-0000-4000-8000-00000000000a' }),
  listingFixture({ id: '10000000-0000-4000-8000-00000000000b' }),
  listingFixture({ id: '10000000-0000-4000-8000-00000000000c', status: LISTING_STATUS.Accepted }),
]

function showBar() {
  const selection = createRowSelection((listing: MarketplaceListing) =>
    listing.status === LISTING_STATUS.Pending ? listing.id : undefined,
  )
  selection.setPage(listings)
  render(<ListingBulkBar selection={selection} npi={NPI} />)
  return selection
}

afterEach(() => {
  cleanup()
  leaveSignInMode()
})

describe('the listings’ bulk bar', () => {
  it('without sign-in: Reprice is disabled, and a line says it needs the server', async () => {
    const selection = showBar()
    selection.toggle(listings[0]!.id, false)
    expect(await screen.findByText('1 listing chosen.')).toBeTruthy()
    expect(
      screen.getByRole('button', {
        name: 'Reprice 1 listing…',
        description:
          'Repricing many listings at once needs the server: sign in to the dashboard on its server.',
      }),
    ).toHaveProperty('disabled', true)
  })

  it('signed in: the page’s Pending listings are chosen and Reprice is enabled', async () => {
    enterSignInMode(() => undefined, ['updateMarketplaceListing'])
    const selection = showBar()
    expect(
      screen.getByRole('button', {
        name: 'Reprice 0 listings…',
        description: 'Choose Pending listings in the table to reprice them.',
      }),
    ).toHaveProperty('disabled', true)
    selection.togglePage()
    expect(await screen.findByText('2 listings chosen.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reprice 2 listings…' })).toHaveProperty('disabled', false)
    expect(screen.queryByText(/needs the server/)).toBeNull()
  })
})
