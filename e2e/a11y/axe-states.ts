import { expect } from '@playwright/test'
import { unknownValidNpi } from './a11y-support'
import {
  MEDIUM_OFFER,
  PENDING_LISTING,
  chart,
  chartShown,
  groupLoaded,
  listingForm,
  listingOpen,
  ndcField,
  npiField,
  offerForm,
  offerOpen,
  type AxeCase,
} from './axe-cases'
import { connection } from './axe-dialogs'

// Error, empty and other states of the pages: fields refused, no data, not connected, the chart's
// tooltip, NPI chips and the outcome of sending them.

const ACCEPTED_LISTING = 'c9b3724f-8377-4bf7-b924-94087b6c41d7'

export const STATES: readonly AxeCase[] = [
  {
    name: 'NDC statistics before an NDC is chosen',
    path: '/ndc-stats',
    ready: async (page) => {
      await expect(ndcField(page)).toBeVisible()
      return ndcField(page)
    },
  },
  {
    name: 'the not-connected state',
    path: '/listings',
    disconnected: true,
    ready: async (page) => {
      await connection(page).getByRole('button', { name: 'Close' }).click()
      const notice = page.getByRole('main').getByText(/^Not connected\./)
      await expect(notice).toBeVisible()
      return notice
    },
  },
  {
    name: 'a search with no matching drafts',
    path: '/drafts?q=no%20such%20drug%20anywhere',
    ready: async (page) => {
      const none = page.getByText('No pending drafts match this search.')
      await expect(none).toBeVisible()
      return none
    },
  },
  {
    name: 'the listing form with errors shown',
    path: `/listings/${PENDING_LISTING}`,
    ready: async (page) => {
      const form = await listingOpen(page)
      await form.getByRole('textbox', { name: 'Quantity' }).fill('31')
      await form.getByRole('textbox', { name: 'Price' }).fill('')
      await form.getByRole('textbox', { name: 'Lot number' }).fill('   ')
      for (const name of ['Quantity', 'Price', 'Lot number']) {
        await expect(form.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true')
      }
      return form
    },
  },
  {
    name: 'a listing that stopped being Pending while open, refused with 409',
    path: `/listings/${ACCEPTED_LISTING}`,
    // Read while still Pending (a listing read as not Pending opens read-only); accepted before the save.
    before: (page) =>
      page.route(`**/api/v1/marketplace-listings/${ACCEPTED_LISTING}?*`, async (route) => {
        if (route.request().method() !== 'GET') return route.fallback()
        const response = await route.fetch()
        const listing = (await response.json()) as { status: number }
        return route.fulfill({ response, json: { ...listing, status: 0 } })
      }),
    ready: async (page) => {
      const form = listingForm(page)
      await expect(form.getByRole('textbox', { name: 'Lot number' })).not.toHaveValue('')
      await form.getByRole('button', { name: 'Save listing' }).click()
      // The form says why at its foot, offers to reload, and is disabled.
      await expect(form.getByRole('button', { name: 'Reload' })).toBeVisible()
      await expect(form.getByRole('textbox', { name: 'Price' })).toBeDisabled()
      return form
    },
  },
  {
    name: 'the cash offer form with errors shown',
    path: `/cash-offers/${MEDIUM_OFFER}`,
    ready: async (page) => {
      const form = await offerOpen(page)
      const maxShipping = form.getByRole('textbox', { name: /^Max shipping price/ })
      await maxShipping.fill('')
      await form.getByRole('checkbox', { name: 'Require full package' }).check()
      const requested = form.getByRole('textbox', { name: 'Requested quantity' })
      await requested.fill('3')
      // The errors as shown (the state axe is to check), not only the fields marked invalid.
      await expect(maxShipping).toHaveAttribute('aria-invalid', 'true')
      await expect(maxShipping).toHaveAccessibleDescription(
        /Max shipping price is required for Medium shipping\./,
      )
      await expect(requested).toHaveAttribute('aria-invalid', 'true')
      await expect(requested).toHaveAccessibleDescription(/must be exactly 1 for a full package\./)
      return offerForm(page)
    },
  },
  {
    name: 'the chart tooltip',
    path: '/ndc-stats?ndc=00002-7597-01',
    ready: async (page) => {
      await chartShown(page)
      await chart(page).getByRole('img').first().hover()
      const tooltip = page.getByRole('status').filter({ hasText: 'High price' })
      await expect(tooltip).toBeVisible()
      return tooltip
    },
  },
  {
    name: 'an NDC refused at its field',
    path: '/ndc-stats',
    ready: async (page) => {
      await ndcField(page).fill('123')
      await ndcField(page).press('Enter')
      await expect(ndcField(page)).toHaveAttribute('aria-invalid', 'true')
      return ndcField(page)
    },
  },
  {
    name: 'NPI chips of every kind',
    path: '/group-npis',
    ready: async (page) => {
      await groupLoaded(page)
      // Member, invalid check digit, duplicate, invited, too short, registered in no group, unknown.
      const unknown = unknownValidNpi('161803398')
      await npiField(page).fill(`1234567893, 1234567890 1234567893 1615274085 12345 1976403521 ${unknown}`)
      await npiField(page).press('Enter')
      const chips = page.getByRole('list', { name: 'Entered NPIs' })
      await expect(chips.getByRole('listitem')).toHaveCount(7)
      await expect(page.getByRole('region', { name: 'What will happen' })).toBeVisible()
      return chips
    },
  },
  {
    name: 'the outcome of sending an NPI',
    path: '/group-npis',
    ready: async (page) => {
      await groupLoaded(page)
      await npiField(page).fill(String(unknownValidNpi('271828182')))
      await npiField(page).press('Enter')
      await page.getByRole('button', { name: 'Send 1 NPI' }).click()
      const outcome = page.getByRole('status').filter({ hasText: 'Update applied' })
      await expect(outcome).toBeVisible()
      return outcome
    },
  },
]
