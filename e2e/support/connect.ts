import { expect, type Page } from '@playwright/test'
import { CONNECTION_STORAGE_KEY, type Connection } from '../../src/api/connection-store'

export const DEMO = {
  apiKey: 'demo-riverside-key',
  pharmacyNpi: 1234567893,
  groupName: 'Riverside Health Group',
  pharmacyName: 'Riverside Pharmacy',
} as const

export const CONNECTION_DIALOG = 'Connect to a marketplace service'

/** Connects the way a newcomer does: the sandbox's one-click demo connection in the dialog. */
export async function connectWithDemo(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  const dialog = page.getByRole('dialog', { name: CONNECTION_DIALOG })
  await dialog.getByRole('button', { name: 'Use the demo connection' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('banner')).toContainText(`NPI ${DEMO.pharmacyNpi}`)
}

/**
 * Starts a journey already connected with the demo connection, without going through the dialog:
 * the connection is put in sessionStorage before the app loads, as a reload after connecting would find it.
 */
export async function startConnected(
  page: Page,
  path = '/',
  connection: Partial<Connection> = {},
): Promise<void> {
  const stored = await storeConnection(page, connection)
  await page.goto(path)
  await expect(page.getByRole('banner')).toContainText(`NPI ${stored.pharmacyNpi}`)
}

/**
 * Puts the demo connection in sessionStorage before the page's first load (and only then), without
 * loading anything: for a journey that loads the page its own way.
 */
export async function storeConnection(page: Page, connection: Partial<Connection> = {}): Promise<Connection> {
  const stored: Connection = {
    baseUrl: '',
    apiKey: DEMO.apiKey,
    pharmacyNpi: DEMO.pharmacyNpi,
    groupName: DEMO.groupName,
    pharmacyName: DEMO.pharmacyName,
    ...connection,
  }
  await page.addInitScript(
    ([key, value]) => {
      // Only on the first load: a journey that disconnects must stay disconnected after a reload.
      if (!window.sessionStorage.getItem(`${key}.seeded`)) {
        window.sessionStorage.setItem(key, value)
        window.sessionStorage.setItem(`${key}.seeded`, '1')
      }
    },
    [CONNECTION_STORAGE_KEY, JSON.stringify(stored)] as const,
  )
  return stored
}
