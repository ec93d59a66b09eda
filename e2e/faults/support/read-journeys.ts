import { expect, type Page } from '@playwright/test'
import { CASH_OFFER, LISTING, NDC_WITH_DATA, openAsSummit, SEARCHED_DRUG, TARGETS } from './demo'
import type { ReadJourney } from './read-scenario'

// Each page's reads as the user meets them. Pages that load on arrival are reached through the
// navigation from a page that reads nothing, so the fault is in place before the first request.

const alertTitled = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title })
const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' })
const navigateTo = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name }).click()
const quietPage = (page: Page) => openAsSummit(page, '/ndc-stats')

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search drafts' })

/** Typing a term on the draft listings page (POST search, a read). */
export const draftSearch: ReadJourney = {
  target: TARGETS.draftSearch,
  prepare: async (page) => {
    await openAsSummit(page, '/drafts')
    await expect(page.getByRole('status').filter({ hasText: / of \d+/ })).toBeVisible()
  },
  act: (page) => searchBox(page).fill(SEARCHED_DRUG),
  expectTyped: (page) => expect(searchBox(page)).toHaveValue(SEARCHED_DRUG),
  pending: (page) => page.getByRole('progressbar', { name: 'Loading drafts' }),
  errorRegion: (page) => alertTitled(page, 'The drafts could not be loaded'),
  retryButton: tryAgain,
  expectLoaded: async (page) => {
    // Alpine has three Mupirocin drafts; no fault journey deletes them.
    await expect(page.getByRole('status').filter({ hasText: /^1–3 of 3 / })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Draft listings' })).toHaveAttribute('aria-busy', 'false')
  },
}

const ndcField = (page: Page) => page.getByRole('textbox', { name: 'National Drug Code (NDC)' })

/** Asking for an NDC's price statistics (GET). */
export const ndcStats: ReadJourney = {
  target: TARGETS.ndcStats,
  prepare: quietPage,
  act: async (page) => {
    await ndcField(page).fill(NDC_WITH_DATA)
    await page.getByRole('button', { name: 'Show prices' }).click()
  },
  expectTyped: (page) => expect(ndcField(page)).toHaveValue(NDC_WITH_DATA),
  pending: (page) => page.getByRole('progressbar', { name: `Loading prices for NDC ${NDC_WITH_DATA}` }),
  errorRegion: (page) => alertTitled(page, 'The prices could not be loaded'),
  retryButton: tryAgain,
  expectLoaded: (page) =>
    expect(page.getByRole('table', { name: `Price points for NDC ${NDC_WITH_DATA}` })).toBeVisible(),
}

/** Opening a list page and typing an id into "open by id" while the list loads (GET list). */
function listJourney(what: 'listing' | 'cashOffer'): ReadJourney {
  const page_ = {
    listing: {
      target: TARGETS.listingList,
      nav: 'Marketplace listings',
      field: 'Listing reference',
      id: LISTING.id,
      noun: 'listings',
      link: new RegExp(`^Edit listing .*, lot ${LISTING.lot}$`),
    },
    cashOffer: {
      target: TARGETS.offerList,
      nav: 'Cash offers',
      field: 'Cash offer reference',
      id: CASH_OFFER.id,
      noun: 'cash offers',
      link: /^Edit cash offer for Tamsulosin Hydrochloride/,
    },
  }[what]
  const field = (page: Page) => page.getByRole('textbox', { name: page_.field })
  return {
    target: page_.target,
    prepare: quietPage,
    act: async (page) => {
      await navigateTo(page, page_.nav)
      // Under the list, behind its disclosure: opened from the keyboard, because the fault's notice
      // appears at the top of the page while the list loads and moves everything under it down, so a
      // click's release can land beside the disclosure it was pressed on.
      await page
        .getByText(`Open a ${page_.field.replace(/ reference$/, '').toLowerCase()} by its reference`)
        .press('Enter')
      await field(page).fill(page_.id)
    },
    expectTyped: (page) => expect(field(page)).toHaveValue(page_.id),
    pending: (page) => page.getByRole('progressbar', { name: `Loading ${page_.noun}` }),
    errorRegion: (page) => alertTitled(page, `The ${page_.noun} could not be loaded`),
    retryButton: tryAgain,
    expectLoaded: (page) => expect(page.getByRole('link', { name: page_.link }).first()).toBeVisible(),
  }
}

export const listingList = listJourney('listing')
export const cashOfferList = listJourney('cashOffer')

const npiField = (page: Page) => page.getByRole('textbox', { name: 'Add NPIs' })
const chips = (page: Page) => page.getByRole('list', { name: 'Entered NPIs' }).getByRole('listitem')

/** Opening the group page and entering an NPI while the members load (GET pharmacies/search). */
export function pharmacies(npi: number): ReadJourney {
  return {
    target: TARGETS.pharmacies,
    prepare: quietPage,
    act: async (page) => {
      await navigateTo(page, 'Group NPIs')
      await npiField(page).fill(String(npi))
      await npiField(page).press('Enter')
    },
    expectTyped: async (page) => {
      await expect(chips(page)).toHaveCount(1)
      await expect(chips(page)).toContainText(String(npi))
    },
    pending: (page) => page.getByRole('progressbar', { name: "Loading the group's pharmacies" }),
    errorRegion: (page) => alertTitled(page, 'The group could not be loaded'),
    retryButton: tryAgain,
    expectLoaded: (page) => expect(page.getByRole('table', { name: /^Members/ })).toBeVisible(),
  }
}
