import { expect, type Locator, type Page } from '@playwright/test'
import type { Connection } from '../../src/api/connection-store'
import { rowCount } from '../support/table-rows'

// The pages of the dashboard, each brought to the state axe then checks, and what the states in
// axe-states.ts share. Ids and NDCs: server/scenarios/README.md "The demo scenario".

export interface AxeCase {
  name: string
  path: string
  /** Starts as a first visit (no connection) instead of connected with the demo connection. */
  disconnected?: true
  /** Connected, but not as the demo connection's pharmacy (e.g. another pharmacy of its group). */
  connection?: Partial<Connection>
  /** Runs before the page opens: routes that answer in the service's place from the first request. */
  before?: (page: Page) => Promise<unknown>
  /**
   * Brings the page into the state to check, waits until it is there, and returns what shows that
   * state (the dialog, the menu, the table...), which must still be visible after each check.
   */
  ready: (page: Page) => Promise<Locator>
  /**
   * An open menu or list of options. MUI renders it at the end of the body, outside the page's landmarks,
   * which axe's best-practice rule "region" reports; a menu is reached from its button, not by landmark,
   * and WCAG asks nothing of the kind, so that one rule is left out for these states.
   */
  popup?: true
}

export const PENDING_LISTING = '9979ac03-1763-44d3-8c5e-65d6d20e0e8d' // Zyprexa, partial, 12 of 30 EA
export const MEDIUM_OFFER = '884b0fc1-9c2b-4637-bd72-5d6e9546144a'
const STANDARD_OFFER = '35f114dc-8047-4cee-a5b7-b96c7698fb75'
// Not Pending: their pages show the values read-only.
const ACCEPTED_LISTING = 'c9b3724f-8377-4bf7-b924-94087b6c41d7'
const COMPLETED_OFFER = '57e5cb8c-f6d7-4aa9-a6f3-ea1d54b280a9'
export const WITH_DATA = '00002-7597-01'
const NO_DATA = '59762-3304-01'

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
export const draftsTable = (page: Page) => page.getByRole('table', { name: 'Draft listings' })
export const listingForm = (page: Page) => page.getByRole('form', { name: 'Edit listing' })
export const offerForm = (page: Page) => page.getByRole('form', { name: 'Edit cash offer' })
export const npiField = (page: Page) => page.getByRole('textbox', { name: 'Add NPIs' })
export const ndcField = (page: Page) => page.getByRole('textbox', { name: 'National Drug Code (NDC)' })
export const chart = (page: Page) =>
  page.getByRole('application', { name: `Price chart for NDC ${WITH_DATA}` })

async function visible(locator: Locator): Promise<Locator> {
  await expect(locator).toBeVisible()
  return locator
}

export async function draftsLoaded(page: Page): Promise<Locator> {
  await expect(draftsTable(page)).toHaveAttribute('aria-busy', 'false')
  // A page of ten: on a wide screen only the rows near the screen are drawn (docs/decisions/0020).
  await expect.poll(() => rowCount(draftsTable(page))).toBe(10)
  await expect(
    draftsTable(page)
      .getByRole('button', { name: /^Delete draft/ })
      .first(),
  ).toBeVisible()
  return draftsTable(page)
}
export async function listingOpen(page: Page): Promise<Locator> {
  // Not the price itself: the keyboard journey may have changed it meanwhile.
  await expect(listingForm(page).getByRole('textbox', { name: 'Lot number' })).toHaveValue('10UCU526')
  return listingForm(page)
}
export async function offerOpen(page: Page): Promise<Locator> {
  // One step at a time, each a state of its own: the offer read and its form mounted, then the market
  // prices beside the price (a read of their own and the table's code, which come after the form).
  await expect(offerForm(page).getByRole('textbox', { name: 'Price', exact: true })).not.toHaveValue('')
  await expect(offerForm(page).getByRole('table', { name: /^Market prices/ })).toBeVisible()
  return offerForm(page)
}
export async function chartShown(page: Page): Promise<Locator> {
  await expect(chart(page).getByRole('img')).toHaveCount(12)
  return chart(page)
}
export async function groupLoaded(page: Page): Promise<Locator> {
  return visible(page.getByRole('table', { name: /^Pending invitations/ }))
}

/** The pages, connected, in the state they open in. Also checked at a phone's size. */
export const PAGES: readonly AxeCase[] = [
  { name: 'draft listings', path: '/drafts', ready: draftsLoaded },
  {
    name: 'marketplace listings',
    path: '/listings',
    ready: (page) => visible(page.getByRole('table', { name: 'Listings' }).getByRole('link').first()),
  },
  { name: 'a Pending listing', path: `/listings/${PENDING_LISTING}`, ready: listingOpen },
  {
    name: 'an Accepted listing, read-only',
    path: `/listings/${ACCEPTED_LISTING}`,
    ready: (page) => visible(page.getByRole('region', { name: 'Listing details' })),
  },
  {
    name: 'cash offers',
    path: '/cash-offers',
    ready: (page) => visible(page.getByRole('table', { name: 'Cash offers' }).getByRole('link').first()),
  },
  { name: 'a Medium shipping cash offer', path: `/cash-offers/${MEDIUM_OFFER}`, ready: offerOpen },
  { name: 'a Standard shipping cash offer', path: `/cash-offers/${STANDARD_OFFER}`, ready: offerOpen },
  {
    name: 'a Completed cash offer, read-only',
    path: `/cash-offers/${COMPLETED_OFFER}`,
    ready: (page) => visible(page.getByRole('region', { name: 'Cash offer details' })),
  },
  { name: 'NDC statistics with data', path: `/ndc-stats?ndc=${WITH_DATA}`, ready: chartShown },
  {
    name: 'NDC statistics of an NDC without data',
    path: `/ndc-stats?ndc=${NO_DATA}`,
    ready: (page) => visible(page.getByRole('heading', { level: 2, name: `Prices for NDC ${NO_DATA}` })),
  },
  { name: 'group NPIs', path: '/group-npis', ready: groupLoaded },
  {
    name: 'the not-found page',
    path: '/no-such-page',
    ready: (page) => visible(page.getByRole('heading', { level: 1, name: 'Page not found' })),
  },
]

/** At a phone's size only: the navigation drawer. */
export const PHONE_STATES: readonly AxeCase[] = [
  {
    name: 'the navigation drawer',
    path: '/drafts',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Open navigation' }).click()
      const drawer = dialog(page, 'Navigation')
      // Five pages, and the Sandbox page: the a11y suite runs against a sandbox.
      await expect(drawer.getByRole('navigation', { name: 'Pages' }).getByRole('link')).toHaveCount(6)
      return drawer
    },
  },
]
