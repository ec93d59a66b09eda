import { expect, type Page } from '@playwright/test'
import { PAGES, draftsLoaded, draftsTable, type AxeCase } from './axe-cases'
import { DIALOGS } from './axe-dialogs'

// Every page a pharmacist reads, in the state it opens in: the axe suite's pages, a draft's
// list-on-marketplace form, the sandbox page and the connection dialog. The page-size checks
// (phone-pages.spec.ts) and the screenshots (screenshots.spec.ts) walk all of them.

export const newListingForm = (page: Page) => page.getByRole('form', { name: 'New listing' })

const FROM_DRAFT: AxeCase = {
  name: "a draft's list-on-marketplace form",
  path: '/drafts',
  ready: async (page) => {
    await draftsLoaded(page)
    await draftsTable(page)
      .getByRole('link', { name: /^List on marketplace: / })
      .first()
      .click()
    const form = newListingForm(page)
    await expect(form.getByRole('textbox', { name: 'Lot number' })).not.toHaveValue('')
    return form
  },
}

const SANDBOX: AxeCase = {
  name: 'the sandbox page',
  path: '/sandbox',
  ready: async (page) => {
    const heading = page.getByRole('heading', { name: 'Add a fault' })
    await expect(heading).toBeVisible()
    return heading
  },
}

const FIRST_VISIT = DIALOGS.find((c) => c.name === 'the connection dialog on a first visit')!

export const EVERY_PAGE: readonly AxeCase[] = [...PAGES, FROM_DRAFT, SANDBOX, FIRST_VISIT]
