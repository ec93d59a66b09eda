import { expect, type Page } from '@playwright/test'
import { CONNECTION_DIALOG } from '../support/connect'
import {
  PENDING_LISTING,
  dialog,
  draftsLoaded,
  draftsTable,
  listingForm,
  listingOpen,
  type AxeCase,
} from './axe-cases'

// Every dialog, menu, list of options and toast, each opened as a user opens it. The shell's own
// popups are opened over the light not-found page.

const SHELL = '/no-such-page'
export const connection = (page: Page) => dialog(page, CONNECTION_DIALOG)

async function manualConnection(page: Page) {
  await connection(page).getByLabel('API key', { exact: true }).fill('demo-riverside-key')
  await connection(page).getByRole('button', { name: 'Continue' }).click()
  const choice = connection(page).getByRole('combobox', { name: 'Acting pharmacy' })
  await expect(choice).toBeVisible()
  return choice
}

export const DIALOGS: readonly AxeCase[] = [
  {
    name: 'the connection dialog on a first visit',
    path: '/drafts',
    disconnected: true,
    ready: async (page) => {
      await expect(connection(page).getByRole('button', { name: 'Use the demo connection' })).toBeVisible()
      return connection(page)
    },
  },
  {
    name: 'the connection dialog with its field errors',
    path: '/drafts',
    disconnected: true,
    ready: async (page) => {
      const address = connection(page).getByRole('textbox', { name: 'Service address' })
      await address.fill('not an address')
      await connection(page).getByRole('button', { name: 'Continue' }).click()
      await expect(address).toHaveAttribute('aria-invalid', 'true')
      await expect(connection(page).getByLabel('API key', { exact: true })).toHaveAccessibleDescription(
        'Enter the API key.',
      )
      return connection(page)
    },
  },
  {
    name: 'the manual connection: choosing the acting pharmacy',
    path: '/drafts',
    disconnected: true,
    ready: async (page) => {
      await manualConnection(page)
      return connection(page)
    },
  },
  {
    name: 'the acting pharmacy list open',
    path: '/drafts',
    disconnected: true,
    popup: true,
    ready: async (page) => {
      await (await manualConnection(page)).click()
      const options = page.getByRole('listbox')
      await expect(options.getByRole('option')).toHaveCount(3)
      return options
    },
  },
  {
    name: 'the toast after connecting',
    path: SHELL,
    disconnected: true,
    ready: async (page) => {
      await connection(page).getByRole('button', { name: 'Use the demo connection' }).click()
      const toast = page.getByRole('status').filter({ hasText: 'Connected to the sandbox demo' })
      // The pointer on the toast holds it on screen (it leaves by itself after a few seconds).
      await toast.hover()
      await expect(connection(page)).toBeHidden()
      return toast
    },
  },
  {
    name: 'the connection dialog while connected',
    path: SHELL,
    ready: async (page) => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /NPI 1234567893/ })
        .click()
      await expect(connection(page).getByRole('button', { name: 'Disconnect' })).toBeVisible()
      return connection(page)
    },
  },
  {
    name: 'the colour theme menu',
    path: SHELL,
    popup: true,
    ready: async (page) => {
      await page.getByRole('button', { name: /^Color theme/ }).click()
      const menu = page.getByRole('menu')
      await expect(menu.getByRole('menuitem')).toHaveCount(3)
      return menu
    },
  },
  {
    name: 'the delete draft dialog',
    path: '/drafts',
    ready: async (page) => {
      await draftsLoaded(page)
      await draftsTable(page)
        .getByRole('button', { name: /^Delete draft/ })
        .first()
        .click()
      const ask = dialog(page, 'Delete draft?')
      await expect(ask.getByRole('button', { name: 'Delete draft' })).toBeVisible()
      return ask
    },
  },
  {
    name: 'the listing status list open',
    path: '/listings',
    popup: true,
    ready: async (page) => {
      await page.getByRole('combobox', { name: /^Status/ }).click()
      const options = page.getByRole('listbox')
      await expect(options.getByRole('option', { name: 'Pending' })).toBeVisible()
      return options
    },
  },
  {
    name: 'the unsaved changes dialog',
    path: `/listings/${PENDING_LISTING}`,
    ready: async (page) => {
      await listingOpen(page)
      await listingForm(page).getByRole('textbox', { name: 'Price' }).fill('300.00')
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Cash offers' }).click()
      const ask = dialog(page, 'Leave without saving?')
      await expect(ask.getByRole('button', { name: 'Leave without saving' })).toBeVisible()
      return ask
    },
  },
]
