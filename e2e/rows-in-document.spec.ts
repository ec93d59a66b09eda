import { rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startSandbox, type SandboxProcess } from '../bench/sandbox-process'
import { CSRF_HEADER } from '../server/http/csrf'
import {
  expectEveryRowReachable,
  JOB_PHARMACY_NPI,
  manyRowsScenario,
  rowsSaid,
} from './support/rows-in-document'
import { demoUser, RIVERSIDE_NPI } from './sign-in/sign-in-support'

// Every row of a list page is in the document, on a page of 10 and of 100, on a wide screen and a phone
// (docs/decisions/0025): the browser's find in page finds the last row's words, printing prints them,
// select all takes them in and Chromium's accessibility tree (what a screen reader's table navigation
// walks) holds every row. Every page built on the shared list table: drafts, listings, cash offers, and
// sign-in mode's users, audit log, jobs and a job's rows. A server of its own (sign-in on, every listing
// and cash offer the acting pharmacy's, 110 users more, each in the audit log, a job of 120 rows), so
// the counts are its own.

const SCREENS = [
  { name: 'a wide screen', viewport: { width: 1280, height: 800 }, headerRow: true },
  { name: 'a phone', viewport: { width: 390, height: 844 }, headerRow: false },
] as const

const JOB_ROWS = 120
const MORE_USERS = 110

let server: SandboxProcess
let scenario: string
let jobId: string

async function call(cookie: string, method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { origin: server.url, [CSRF_HEADER]: '1', cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response
}

async function signInCookie(role: 'admin' | 'seller'): Promise<string> {
  const user = demoUser(role)
  const response = await fetch(`${server.url}/auth/sign-in`, {
    method: 'POST',
    headers: { origin: server.url, [CSRF_HEADER]: '1', 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  })
  expect(response.status).toBe(200)
  return response.headers.getSetCookie()[0]!.split(';')[0]!
}

// Each test loads two pages and reads the accessibility tree of each: more than the default minute on a
// busy machine.
test.setTimeout(180_000)

test.beforeAll(async () => {
  test.setTimeout(180_000)
  scenario = manyRowsScenario()
  server = await startSandbox({
    DATABASE: ':memory:',
    SERVE_DASHBOARD: 'true',
    SIGN_IN: 'on',
    SCENARIO: scenario,
    RATE_LIMIT_PER_MINUTE: '100000',
  })
  const admin = await signInCookie('admin')
  for (let i = 0; i < MORE_USERS; i++) {
    const n = String(i + 1).padStart(3, '0')
    await call(admin, 'POST', '/team/users', {
      email: `clerk-${n}@riverside.example`,
      name: `Clerk ${n}`,
      role: 'viewer',
      npis: [RIVERSIDE_NPI],
    })
  }
  // Another pharmacy's drafts: the acting pharmacy's stay for the drafts page.
  const job = await call(admin, 'POST', '/team/jobs', {
    kind: 'deleteDrafts',
    pharmacyNpi: JOB_PHARMACY_NPI,
    selection: { search: { pharmacyNpi: JOB_PHARMACY_NPI }, cap: JOB_ROWS },
  })
  jobId = ((await job.json()) as { id: string }).id
})

test.afterAll(async () => {
  await server?.stop()
  if (scenario) rmSync(dirname(scenario), { recursive: true, force: true })
})

async function open(page: Page, path: string): Promise<void> {
  const user = demoUser('admin')
  await page.addInitScript(
    (npi) => sessionStorage.setItem('marketplace.acting-pharmacy', String(npi)),
    RIVERSIDE_NPI,
  )
  const response = await page.request.post(`${server.url}/auth/sign-in`, {
    headers: { origin: server.url, [CSRF_HEADER]: '1' },
    data: { email: user.email, password: user.password },
  })
  expect(response.status()).toBe(200)
  await page.goto(`${server.url}${path}`)
}

/** A list page of 10 rows and of 100, each counted from the range its pager says. */
const PAGED = [
  { page: 'drafts', path: '/drafts', table: 'Draft listings' },
  { page: 'listings', path: '/listings', table: 'Listings' },
  { page: 'cash offers', path: '/cash-offers', table: 'Cash offers' },
  { page: 'users', path: '/users', table: 'Users' },
  // The users' entries: the job's 120 deleted drafts are newer and read alike, row after row.
  { page: 'audit log', path: '/audit?kind=users', table: 'Audit log' },
] as const

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport })

    for (const list of PAGED) {
      test(`${list.page}: every row of a page of 10 and of 100 is in the document and reachable`, async ({
        page,
      }) => {
        for (const take of [10, 100]) {
          await open(page, `${list.path}${list.path.includes('?') ? '&' : '?'}take=${take}`)
          const range = page.getByRole('status').filter({ hasText: /^\d+–\d+ of \d+/ })
          await expect(range.first()).toContainText(new RegExp(`^1–${take} of`), { timeout: 30_000 })
          expect(await rowsSaid(page)).toBe(take)
          await expectEveryRowReachable(page, list.table, take, screen.headerRow)
        }
      })
    }

    test("jobs: the jobs list and a job's page of 100 rows are in the document and reachable", async ({
      page,
    }) => {
      await open(page, '/jobs')
      await expectEveryRowReachable(page, 'Jobs', 1, screen.headerRow)
      await open(page, `/jobs/${jobId}`)
      await expect(page.getByText(`Rows 1–100 of ${JOB_ROWS}`)).toBeVisible({ timeout: 30_000 })
      await expectEveryRowReachable(page, 'Job rows', 100, screen.headerRow)
    })
  })
}
