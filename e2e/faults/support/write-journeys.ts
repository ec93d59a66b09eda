import { expect, type Page } from '@playwright/test'
import { CASH_OFFER, LISTING, openAsSummit, TARGETS, type SummitDraft } from './demo'
import type { ReadJourney } from './read-scenario'
import type { WriteJourney } from './write-scenario'

// Each write as the user sends it: the edit forms (PUT), the draft delete (DELETE) and the group's NPI
// update (POST). Every journey types its own value, so scenarios running side by side stay apart.

const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })

interface FormPage {
  what: 'listing' | 'cash offer'
  id: string
  path: string
  formName: string
  save: string
  price: (page: Page) => ReturnType<Page['getByRole']>
  saved: (price: string) => string
}

const FORMS: Record<'listing' | 'cashOffer', FormPage> = {
  listing: {
    what: 'listing',
    id: LISTING.id,
    path: `/listings/${LISTING.id}`,
    formName: 'Edit listing',
    save: 'Save listing',
    price: (page) => page.getByRole('form', { name: 'Edit listing' }).getByRole('textbox', { name: 'Price' }),
    saved: (price) => `Listing saved: lot ${LISTING.lot}, $${price} for 19 EA.`,
  },
  cashOffer: {
    what: 'cash offer',
    id: CASH_OFFER.id,
    path: `/cash-offers/${CASH_OFFER.id}`,
    formName: 'Edit cash offer',
    save: 'Save cash offer',
    price: (page) =>
      page
        .getByRole('form', { name: 'Edit cash offer' })
        .getByRole('textbox', { name: 'Price', exact: true }),
    saved: (price) => `Cash offer saved: $${price} for 10 EA.`,
  },
}

const form = (page: Page, f: FormPage) => page.getByRole('form', { name: f.formName })

async function openAndType(page: Page, f: FormPage, price: string): Promise<void> {
  await openAsSummit(page, f.path)
  await expect(f.price(page)).toBeEnabled()
  await f.price(page).fill(price)
}

/** Saving an edit form (PUT), with `price` typed into it (two decimals, unique per scenario). */
export function formSave(which: 'listing' | 'cashOffer', price: string): WriteJourney {
  const f = FORMS[which]
  const submit = (page: Page) => form(page, f).getByRole('button', { name: f.save }).click()
  return {
    target: which === 'listing' ? TARGETS.listingPut : TARGETS.offerPut,
    prepare: (page) => openAndType(page, f, price),
    submit,
    expectTyped: (page) => expect(f.price(page)).toHaveValue(price),
    pending: (page) => form(page, f).getByRole('button', { name: 'Saving…' }),
    // The form's root error sits above its buttons.
    errorRegion: (page) => form(page, f).getByRole('alert'),
    resubmit: submit,
    expectDone: (page) => expect(status(page, f.saved(price))).toBeVisible(),
  }
}

/**
 * The edit page's read of the object (GET), met when a save succeeded and the page reads it again:
 * a failed read must leave the open form, and what it holds, in place.
 */
export function detailRead(which: 'listing' | 'cashOffer', price: string): ReadJourney {
  const f = FORMS[which]
  const path = `/api/v1/${which === 'listing' ? 'marketplace-listings' : 'cash-offers'}/${f.id}`
  let readAgain = false
  const readAgainAlert = (page: Page) =>
    page.getByRole('alert').filter({ hasText: `The ${f.what} could not be read again` })
  return {
    target: which === 'listing' ? TARGETS.listingRead : TARGETS.offerRead,
    prepare: async (page) => {
      await openAndType(page, f, price)
      page.on('response', (response) => {
        const { pathname } = new URL(response.url())
        if (response.request().method() === 'GET' && pathname === path && response.status() === 200) {
          readAgain = true
        }
      })
    },
    act: (page) => form(page, f).getByRole('button', { name: f.save }).click(),
    expectTyped: (page) => expect(f.price(page)).toHaveValue(price),
    errorRegion: readAgainAlert,
    retryButton: (page) => readAgainAlert(page).getByRole('button', { name: 'Try again' }),
    expectLoaded: async (page) => {
      await expect(status(page, f.saved(price))).toBeVisible()
      await expect.poll(() => readAgain, { timeout: 15_000 }).toBe(true)
      await expect(readAgainAlert(page)).toBeHidden()
      await expect(form(page, f)).toBeVisible()
    },
  }
}

/** Deleting one of Alpine's drafts from the list (DELETE), found by searching its drug. */
export function draftDelete(draft: SummitDraft): WriteJourney {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Delete draft?' })
  // Behind the open (modal) dialog the page is hidden from the accessibility tree, the box included.
  const searchBox = (page: Page) =>
    page.getByRole('searchbox', { name: 'Search drafts', includeHidden: true })
  return {
    target: TARGETS.draftDelete,
    prepare: async (page) => {
      await openAsSummit(page, `/drafts?q=${encodeURIComponent(draft.searchTerm)}&take=100`)
      await page.getByRole('button', { name: draft.deleteButton }).click()
      await expect(dialog(page)).toBeVisible()
    },
    submit: (page) => dialog(page).getByRole('button', { name: 'Delete draft' }).click(),
    expectTyped: async (page) => {
      await expect(searchBox(page)).toHaveValue(draft.searchTerm)
      await expect(dialog(page)).toContainText(draft.deleteButton.replace('Delete draft ', ''))
    },
    pending: (page) => dialog(page).getByRole('button', { name: 'Deleting…' }),
    errorRegion: (page) => dialog(page).getByRole('alert'),
    resubmit: (page) => dialog(page).getByRole('button', { name: 'Try again' }).click(),
    expectDone: async (page) => {
      await expect(status(page, /^Deleted the draft /)).toBeVisible()
      await expect(dialog(page)).toBeHidden()
      await expect(page.getByRole('button', { name: draft.deleteButton })).toHaveCount(0)
    },
  }
}

/** Sending one fresh NPI to the group (POST npi-update): it becomes a pending invitation. */
export function npiUpdate(npi: number): WriteJourney {
  const chips = (page: Page) => page.getByRole('list', { name: 'Entered NPIs' }).getByRole('listitem')
  const send = (page: Page) => page.getByRole('button', { name: 'Send 1 NPI' }).click()
  return {
    target: TARGETS.npiUpdate,
    prepare: async (page) => {
      await openAsSummit(page, '/group-npis')
      await expect(page.getByRole('table', { name: /^Members/ })).toBeVisible()
      const field = page.getByRole('textbox', { name: 'Add NPIs' })
      await field.fill(String(npi))
      await field.press('Enter')
    },
    submit: send,
    expectTyped: async (page) => {
      await expect(chips(page)).toHaveCount(1)
      await expect(chips(page)).toContainText(`${npi} · Valid`)
    },
    pending: (page) => page.getByRole('button', { name: 'Sending…' }),
    errorRegion: (page) => page.getByRole('alert').filter({ hasText: 'The group was not updated' }),
    resubmit: send,
    expectDone: (page) =>
      expect(status(page, 'Update applied')).toContainText(
        `Invited (pending until the pharmacy registers): ${npi}`,
      ),
  }
}
