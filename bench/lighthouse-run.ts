import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM, systemChromium } from '../scripts/chromium'
import { CONNECTION_STORAGE_KEY, type Connection } from '../src/api/connection-store'

// One Lighthouse navigation of a dashboard page, through Lighthouse's Node API driving a page that
// puppeteer-core opened in the system Chromium.
//
// Why a prepared page: the dashboard keeps its connection (base URL, key, pharmacy) in sessionStorage
// (CONNECTION_STORAGE_KEY), which no Lighthouse flag can set, and without it every page shows the connect
// dialog instead of data. The page gets a script (CDP Page.addScriptToEvaluateOnNewDocument, the same
// mechanism as Playwright's addInitScript in e2e/support/connect.ts) that writes the demo connection into
// sessionStorage as each document of the sandbox's origin starts, before the app's own scripts run. That is
// the state a user who connected earlier in the tab has. Lighthouse still resets storage and the HTTP
// cache before it loads the page, so the load is cold; the app, the server and the page are unchanged.

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

export type FormFactor = 'mobile' | 'desktop'
export type PageFigures = {
  performance: number
  accessibility: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The API request that shows the page was measured connected, with its status (0 = not made). */
  dataStatus: number
  /** Lighthouse's CPU benchmark of this machine at the time (a busy machine scores low, and so does the page). */
  benchmarkIndex: number
}

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: systemChromium() ?? SYSTEM_CHROMIUM,
    headless: false,
    args: CHROME_FLAGS,
  })
}

const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }

/** Runs Lighthouse once on `url` (an http://127.0.0.1 page of the sandbox), connected as `connection`. */
export async function measurePage(
  browser: Browser,
  url: string,
  formFactor: FormFactor,
  connection: Connection,
  dataPath: string,
): Promise<PageFigures> {
  const page = await connectedPage(browser, url, connection)
  try {
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined
    const result = await lighthouse(url, flags, config, page)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    // LIGHTHOUSE_REPORT_DIR=dir keeps each run's report, to read in Lighthouse's viewer.
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true })
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${formFactor}-${Date.now()}.json`
      writeFileSync(join(reportDir, name), JSON.stringify(result.lhr))
    }
    return figuresOf(result.lhr, dataPath)
  } finally {
    await page.close()
  }
}

async function connectedPage(browser: Browser, url: string, connection: Connection): Promise<Page> {
  const page = await browser.newPage()
  await page.evaluateOnNewDocument(
    (key, value, origin) => {
      if (window.location.origin === origin) window.sessionStorage.setItem(key, value)
    },
    CONNECTION_STORAGE_KEY,
    JSON.stringify(connection),
    new URL(url).origin,
  )
  return page
}

/**
 * One unmeasured visit, so the server is as a running service is (files read and compressed, the draft
 * view built) and only the browser side is cold when Lighthouse measures.
 */
export async function warmUp(browser: Browser, url: string, connection: Connection): Promise<void> {
  const page = await connectedPage(browser, url, connection)
  try {
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 })
  } finally {
    await page.close()
  }
}

function figuresOf(lhr: Result, dataPath: string): PageFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined)
      ?.items ?? []
  const data = requests.find((r) => new URL(r.url).pathname.startsWith(dataPath))
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    dataStatus: data?.statusCode ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}
