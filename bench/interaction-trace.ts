import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, expect, type Browser, type Locator, type Page } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM, systemChromium } from '../scripts/chromium'
import type { Scenario } from '../server/scenarios/scenario'
import { CONNECTION_STORAGE_KEY } from '../src/api/connection-store'
import {
  endMark,
  LONG_TASK_MS,
  readInteractionTrace,
  startMark,
  taskParts,
  taskWork,
  type InteractionTasks,
} from './interaction-trace-events'
import { demoConnection } from './lighthouse'
import { median } from './lighthouse-targets'
import { startSandbox } from './sandbox-process'
import { formatTable, ms } from './table'

// `npm run bench:interaction` (and part of `npm run bench`): the drafts and listings pages of the built
// dashboard, served by the real sandbox with the demo data and connected, in Chromium at 4x CPU slowdown
// (CDP Emulation.setCPUThrottlingRate), while a trace records the renderer's main thread. A person's
// steps on the drafts page: typing a search term key by key, clearing it, sorting by a column (twice),
// next page and back, a larger page size and a step through it, then on that page of 100 choosing a row,
// a range with Shift and the whole page; on the listings page (121 listings of
// the acting pharmacy in the demo data): sorting by price, next page, 100 rows a page and the next 100.
// Each step is bracketed by performance.mark and ends once its rows are drawn and the page is quiet;
// every main-thread task in the bracket counts. Target: no task of 50 ms or more; the run fails (exit 1)
// when a step's median longest task reaches 50 ms. INTERACTION_RUNS (3) runs; the figures are medians
// over runs. The machine's load average is printed at the start and the end, and its speed as each run
// found it (Lighthouse's benchmark index, in the page before the slowdown): figures taken on a loaded or
// a slower machine are not comparable. Needs `npm run build` first. INTERACTION_TRACE_DIR keeps each
// run's traces (open one in DevTools > Performance).

const RUNS = Number(process.env.INTERACTION_RUNS ?? 3)
const CPU_SLOWDOWN = Number(process.env.INTERACTION_CPU_SLOWDOWN ?? 4)
const TRACE_DIR = process.env.INTERACTION_TRACE_DIR
const SEARCH_TERM = 'tablet'
/** About a quick typist's pace between keys. */
const KEY_DELAY_MS = 120
/** The page counts as quiet when nothing changes for this long after the rows are drawn. */
const QUIET_MS = 500

const CATEGORIES = [
  ...(process.env.INTERACTION_CPU_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink.user_timing',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.gc',
]

export interface InteractionRun {
  interactions: InteractionTasks[]
  /** The machine's speed as each page's run found it: Lighthouse's benchmark index, at 1x. */
  benchmarkIndexes: number[]
  /** Per long task: what it spent its time on, for the report. */
  longTasks: { interaction: string; ms: number; parts: string[] }[]
}

export interface InteractionFigure {
  name: string
  runs: number
  /** Medians over runs. */
  count: number
  longestMs: number
  over: number
  /** The longest task of any run, and how many runs had a task over the limit. */
  worstMs: number
  runsOver: number
}

// Inside a measured window only input events (CDP, as a person's) and one small script of ours run in the
// page: Playwright's locators and expect() run its injected scripts on the page's main thread (an
// accessibility-tree walk per poll, tens of ms at 4x), which the trace would count as the app's tasks.
// Elements are found and scrolled into view before the window opens; the end is a predicate of plain DOM
// reads, asked once the page has not changed for a while.

const range = (page: Page) => page.getByRole('status').filter({ hasText: / of \d+/ })

/** Page-side expressions (plain DOM reads) for the end of a step. */
const rangeIs = (pattern: RegExp) =>
  `[...document.querySelectorAll('[role=status]')].some((e) => ${String(pattern)}.test(e.textContent))`
/** The table's rows are the ones asked for and no request is on its way. */
const settled = (list: PageUnderTest) =>
  `document.querySelector('table[aria-label="${list.table}"]')?.getAttribute('aria-busy') === 'false' && ` +
  `!document.querySelector('[aria-label="${list.loading}"]')`

/**
 * Waits in the page until `condition` and the list's settled state hold (rows drawn, no request on its
 * way), then until nothing on the page changes for QUIET_MS, then two frames (the last change painted).
 */
async function until(page: Page, list: PageUnderTest, condition: string): Promise<void> {
  // A string, not a function: tsx would wrap a named inner function in a helper the page does not have.
  await page.evaluate(`new Promise((resolve, reject) => {
    const met = () => (${condition}) && (${settled(list)})
    const failTimer = setTimeout(() => {
      observer.disconnect()
      const box = document.querySelector('input[type=search]')
      reject(new Error('not reached within 60 s: ' + ${JSON.stringify(condition)} +
        ' (address ' + location.search + ', search box "' + (box ? box.value : '') + '")'))
    }, 60000)
    let quietTimer = null
    // Asked in a task of its own once the page is quiet, not in the observer's callback, which runs at
    // the end of the app's task that changed the page and would lengthen it.
    const quiet = () => {
      if (!met()) return
      observer.disconnect()
      clearTimeout(failTimer)
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
    }
    const changed = () => {
      clearTimeout(quietTimer)
      quietTimer = setTimeout(quiet, ${QUIET_MS})
    }
    const observer = new MutationObserver(changed)
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    changed()
  })`)
}

async function mark(page: Page, name: string): Promise<void> {
  await page.evaluate(`performance.mark(${JSON.stringify(name)})`)
}

/**
 * The centre of an element, scrolled into view first (outside the measured window). A scroll brings rows
 * near the screen that are then drawn, and a row drawn taller than its height until then moves what
 * follows: the place is read again until two reads a frame apart agree.
 */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  let last = ''
  for (let attempt = 0; attempt < 20; attempt++) {
    await locator.scrollIntoViewIfNeeded()
    await locator.page().evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)))')
    const box = await locator.boundingBox()
    if (!box) throw new Error(`not on screen: ${String(locator)}`)
    const place = `${box.x},${box.y}`
    if (place === last) return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    last = place
  }
  throw new Error(`never at rest: ${String(locator)}`)
}

interface Step {
  name: string
  /** Before the window: find the elements; returns the measured part (input events only). */
  prepare: (page: Page) => Promise<() => Promise<void>>
  /** Page-side expression that is true once the step's result is on screen. */
  done: string
}

const sortButton = (page: Page, table: string, name: string) =>
  page.getByRole('table', { name: table }).getByRole('button', { name, exact: true })
const sorted = (header: string, direction: string) =>
  `[...document.querySelectorAll('th[aria-sort="${direction}"]')].some((th) => th.textContent.startsWith(${JSON.stringify(header)}))`

/** From the pointer's arrival over a control to the press: a person aims before pressing. */
const AIM_MS = 150
/** A press's length: a person's click holds the button down about this long. */
const PRESS_MS = 80
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A person's click at (x, y): the pointer arrives, the button goes down a moment later and comes up
 * PRESS_MS after that. Not page.mouse.click, whose move, press and release reach the page at once and run
 * in one task (its hover, focus and click handlers together), which no hand can make.
 */
async function clickAt(page: Page, x: number, y: number): Promise<void> {
  await page.mouse.move(x, y)
  await pause(AIM_MS)
  await page.mouse.down()
  await pause(PRESS_MS)
  await page.mouse.up()
}

/** A person's click on the element's centre, found before the window opens. */
async function click(page: Page, locator: Locator): Promise<() => Promise<void>> {
  const { x, y } = await centre(locator)
  return () => clickAt(page, x, y)
}

/** The native select, from the keyboard: End picks the last size (100) with one change event. */
const pageSize100: Step['prepare'] = async (page) => {
  const select = page.getByLabel('Rows per page')
  await select.scrollIntoViewIfNeeded()
  await select.focus()
  return () => page.keyboard.press('End')
}

/** A row's box in the drafts table (the selection column), by the row's place on the page. */
const rowBox = (page: Page, index: number) =>
  page
    .getByRole('table', { name: 'Draft listings' })
    .locator('tbody > tr.list-row')
    .nth(index)
    .getByRole('checkbox', { name: /^Select / })
/** To the page's top, and the rows drawn there settled, before the window opens: a scroll is not the step. */
async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)')
  await until(page, PAGES[0]!, 'window.scrollY === 0')
}
const chosenIs = (text: string) =>
  `[...document.querySelectorAll('[role=status]')].some((e) => e.textContent === ${JSON.stringify(text)})`

const nextPage: Step['prepare'] = (page) => click(page, page.getByRole('button', { name: 'Go to next page' }))

export const DRAFT_STEPS: readonly Step[] = [
  {
    name: `type "${SEARCH_TERM}"`,
    prepare: async (page) => {
      const { x, y } = await centre(page.getByRole('searchbox', { name: 'Search drafts' }))
      return async () => {
        await clickAt(page, x, y)
        await page.keyboard.type(SEARCH_TERM, { delay: KEY_DELAY_MS })
      }
    },
    done: `new URLSearchParams(location.search).get('q') === ${JSON.stringify(SEARCH_TERM)} && ${rangeIs(/in total/)}`,
  },
  {
    name: 'clear the search',
    prepare: (page) =>
      Promise.resolve(async () => {
        for (let i = 0; i < SEARCH_TERM.length; i++) await page.keyboard.press('Backspace', { delay: 30 })
      }),
    done: `!new URLSearchParams(location.search).has('q') && !${rangeIs(/in total/)}`,
  },
  {
    name: 'sort by package',
    prepare: (page) => click(page, sortButton(page, 'Draft listings', 'Package')),
    done: sorted('Package', 'ascending'),
  },
  {
    name: 'sort by package again',
    prepare: (page) => click(page, sortButton(page, 'Draft listings', 'Package')),
    done: sorted('Package', 'descending'),
  },
  { name: 'next page', prepare: nextPage, done: rangeIs(/^11–20 of/) },
  {
    name: 'previous page',
    prepare: (page) => click(page, page.getByRole('button', { name: 'Go to previous page' })),
    done: rangeIs(/^1–10 of/),
  },
  { name: 'page size 100', prepare: pageSize100, done: rangeIs(/^1–100 of/) },
  { name: 'next page of 100', prepare: nextPage, done: rangeIs(/^101–200 of/) },
  // The selection on a page of 100 (components/tables/row-selection.ts): one box re-renders, not the rows.
  {
    name: 'select a row',
    prepare: async (page) => {
      // The pager left the window at the page's foot.
      await page.getByRole('table', { name: 'Draft listings' }).scrollIntoViewIfNeeded()
      await scrollToTop(page)
      return click(page, rowBox(page, 0))
    },
    done: chosenIs('1 draft chosen.'),
  },
  {
    name: 'select a range (Shift)',
    prepare: async (page) => {
      // The third row: on screen at the table's top however tall its rows' words make them.
      const { x, y } = await centre(rowBox(page, 2))
      return async () => {
        await page.keyboard.down('Shift')
        await clickAt(page, x, y)
        await page.keyboard.up('Shift')
      }
    },
    done: chosenIs('3 drafts chosen.'),
  },
  {
    name: 'select the page of 100',
    prepare: async (page) => {
      // At the page's top the header is in view below the app bar, which would take a click at the very top.
      await scrollToTop(page)
      return click(page, page.getByRole('checkbox', { name: 'Page', exact: true }))
    },
    done: chosenIs('100 drafts chosen.'),
  },
]

/** benchScenario gives the acting pharmacy 115 listings: a page of 100, then the last 15. */
export const LISTING_STEPS: readonly Step[] = [
  {
    name: 'listings: sort by price',
    prepare: (page) => click(page, sortButton(page, 'Listings', 'Price')),
    done: sorted('Price', 'ascending'),
  },
  { name: 'listings: next page', prepare: nextPage, done: rangeIs(/^11–20 of/) },
  { name: 'listings: page size 100', prepare: pageSize100, done: rangeIs(/^1–100 of/) },
  { name: 'listings: next page of 100', prepare: nextPage, done: rangeIs(/^101–\d+ of/) },
]

/** A list page and the steps taken on it. */
export interface PageUnderTest {
  path: string
  /** The table's accessible name and the loading bar's, which say when its rows are settled. */
  table: string
  loading: string
  steps: readonly Step[]
}

export const PAGES: readonly PageUnderTest[] = [
  { path: '/drafts', table: 'Draft listings', loading: 'Loading drafts', steps: DRAFT_STEPS },
  { path: '/listings', table: 'Listings', loading: 'Loading listings', steps: LISTING_STEPS },
]

export const STEPS: readonly Step[] = PAGES.flatMap((list) => list.steps)

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: systemChromium() ?? SYSTEM_CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  })
}

/** One pass over a page's steps in a fresh page, traced, at CPU_SLOWDOWN. */
async function runOnce(
  browser: Browser,
  base: string,
  connection: unknown,
  list: PageUnderTest,
  traceFile?: string,
): Promise<InteractionRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  try {
    await page.addInitScript(
      ([key, value, origin]) => {
        if (window.location.origin === origin) window.sessionStorage.setItem(key, value)
      },
      [CONNECTION_STORAGE_KEY, JSON.stringify(connection), base] as const,
    )
    await page.goto(`${base}${list.path}`)
    await expect(range(page)).toContainText(/^1–10 of/, { timeout: 60_000 })
    await until(page, list, 'true')
    // About a second of Lighthouse's own CPU benchmark in the page, before the slowdown: how fast this
    // machine is right now (a shared machine's speed moves from one quarter hour to the next).
    const benchmarkIndex = Number(
      await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`),
    )

    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await browser.startTracing(page, { categories: CATEGORIES })
    let trace: Buffer
    try {
      for (const step of list.steps) {
        const act = await step.prepare(page)
        await mark(page, startMark(step.name))
        await act()
        await until(page, list, step.done)
        await mark(page, endMark(step.name))
      }
    } finally {
      trace = await browser.stopTracing()
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    }
    if (traceFile) writeFileSync(traceFile, trace)
    const parsed = readInteractionTrace(JSON.parse(trace.toString('utf8')) as unknown)
    const longTasks = parsed.interactions.flatMap((interaction) =>
      interaction.tasks
        .filter((t) => t.dur / 1000 >= LONG_TASK_MS)
        .map((task) => ({
          interaction: interaction.name,
          ms: task.dur / 1000,
          parts: [
            ...taskParts(parsed.events, parsed.thread, task)
              .slice(0, 4)
              .map((p) => `${p.name} ${ms(p.ms)} ms ${p.detail}`.trim()),
            '  of which, at any depth:',
            ...taskWork(parsed.events, parsed.thread, task)
              .filter((p) => p.name !== 'FunctionCall' && p.name !== 'EventDispatch')
              .slice(0, 4)
              .map((p) => `  ${p.name} ${ms(p.ms)} ms ${p.detail}`.trim()),
          ],
        })),
    )
    return { interactions: parsed.interactions, benchmarkIndexes: [benchmarkIndex], longTasks }
  } finally {
    await context.close()
  }
}

/** Each page once: one run's interactions and long tasks, the pages' together. */
async function runPages(browser: Browser, base: string, connection: unknown, run?: number) {
  const runs: InteractionRun[] = []
  for (const list of PAGES) {
    const file =
      TRACE_DIR && run !== undefined
        ? `${TRACE_DIR}/interaction-${list.path.slice(1)}-${run}.json`
        : undefined
    // A step that never finishes (on a machine this loaded, a lost key) costs the run, not the bench: once more.
    runs.push(
      await runOnce(browser, base, connection, list, file).catch((error: unknown) => {
        console.error(
          `run ${run ?? 0} of ${list.path} repeated: ${error instanceof Error ? error.message : String(error)}`,
        )
        return runOnce(browser, base, connection, list, file)
      }),
    )
  }
  return {
    interactions: runs.flatMap((r) => r.interactions),
    benchmarkIndexes: runs.flatMap((r) => r.benchmarkIndexes),
    longTasks: runs.flatMap((r) => r.longTasks),
  }
}

/**
 * The demo data, with the listings of the other pharmacies given to the acting one (all but those it
 * bought): the demo's acting pharmacy sells 27, too few for a page of 100, and the drafts stay as they
 * are. Written to a temporary file for the sandbox's SCENARIO setting; returns its path.
 */
function benchScenario(): string {
  const demo = JSON.parse(
    readFileSync(new URL('../server/scenarios/demo.json', import.meta.url), 'utf8'),
  ) as Scenario
  const acting = demo.pharmacies.find((p) => p.npi === demo.demoConnection?.pharmacyNpi)
  if (!acting) throw new Error('demo.json: no acting pharmacy for the demo connection')
  demo.listings = demo.listings.map((listing) =>
    listing.buyerPharmacyId === acting.id ? listing : { ...listing, sellerPharmacyId: acting.id },
  )
  const file = join(mkdtempSync(join(tmpdir(), 'interaction-bench-')), 'scenario.json')
  writeFileSync(file, JSON.stringify(demo))
  return file
}

/**
 * "machine: Lighthouse benchmark index 2,710 at 1x (median of 6, 2,480 to 2,790); about 678 at 4x": the
 * machine's speed while the runs ran, comparable between invocations where the load average is not.
 */
export function machineSpeed(samples: readonly InteractionRun[], slowdown = CPU_SLOWDOWN): string {
  const all = samples.flatMap((s) => s.benchmarkIndexes)
  if (all.length === 0) return 'machine: not measured'
  const n = (value: number) => Math.round(value).toLocaleString('en-US')
  const middle = median(all)
  return (
    `machine: Lighthouse benchmark index ${n(middle)} at 1x (median of ${all.length}, ` +
    `${n(Math.min(...all))} to ${n(Math.max(...all))}); about ${n(middle / slowdown)} at ${slowdown}x`
  )
}

/** "load average 1.52 0.98 0.77 (2 cores)": figures taken under load are not comparable. */
export function loadAverage(): string {
  return `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (${cpus().length} cores)`
}

export async function runInteractionBench(runs = RUNS): Promise<{
  figures: InteractionFigure[]
  samples: InteractionRun[]
}> {
  if (!existsSync(fileURLToPath(new URL('../dist/index.html', import.meta.url)))) {
    throw new Error('dist/index.html missing; run `npm run build` first')
  }
  const scenario = benchScenario()
  const sandbox = await startSandbox({ DATABASE: ':memory:', SERVE_DASHBOARD: 'true', SCENARIO: scenario })
  const browser = await launchBrowser()
  try {
    const connection = await demoConnection(sandbox.url)
    const samples: InteractionRun[] = []
    // One unmeasured pass: the server's files compressed and its draft views built, as in a running service.
    await runPages(browser, sandbox.url, connection)
    for (let run = 0; run < runs; run++) {
      samples.push(await runPages(browser, sandbox.url, connection, run + 1))
    }
    const figures = STEPS.map((step): InteractionFigure => {
      const of = samples.map((s) => s.interactions.find((i) => i.name === step.name))
      const present = of.filter((i): i is InteractionTasks => i !== undefined)
      return {
        name: step.name,
        runs: present.length,
        count: median(present.map((i) => i.count)),
        longestMs: median(present.map((i) => i.longestMs)),
        over: median(present.map((i) => i.over)),
        worstMs: Math.max(...present.map((i) => i.longestMs)),
        runsOver: present.filter((i) => i.over > 0).length,
      }
    })
    return { figures, samples }
  } finally {
    await browser.close()
    await sandbox.stop()
    rmSync(dirname(scenario), { recursive: true, force: true })
  }
}

export function formatInteractionFigures(figures: readonly InteractionFigure[]): string {
  const runs = figures[0]?.runs ?? 0
  const rows = figures.map((f) => [
    f.name,
    f.count,
    ms(f.longestMs),
    ms(f.worstMs),
    f.over,
    `${f.runsOver} of ${f.runs}`,
  ])
  const failed = figures.filter((f) => f.longestMs >= LONG_TASK_MS)
  return [
    `Interaction on ${PAGES.map((list) => list.path).join(' and ')} at ${CPU_SLOWDOWN}x CPU slowdown (median of ${runs} runs; worst = longest task of any run)`,
    formatTable(
      ['interaction', 'tasks', 'longest ms', 'worst ms', `tasks ≥ ${LONG_TASK_MS} ms`, 'runs with one'],
      rows,
    ),
    failed.length === 0
      ? `interaction: PASS (every median longest task under ${LONG_TASK_MS} ms)`
      : `interaction: FAIL (median longest task ≥ ${LONG_TASK_MS} ms in: ${failed.map((f) => f.name).join(', ')})`,
  ].join('\n')
}

export const interactionPasses = (figures: readonly InteractionFigure[]) =>
  figures.every((f) => f.longestMs < LONG_TASK_MS)

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`start: ${loadAverage()}`)
  const { figures, samples } = await runInteractionBench()
  samples.forEach((sample, run) => {
    for (const task of sample.longTasks) {
      console.log(
        `run ${run + 1}, ${task.interaction}: task of ${ms(task.ms)} ms\n  ${task.parts.join('\n  ')}`,
      )
    }
  })
  console.log(formatInteractionFigures(figures))
  console.log(machineSpeed(samples))
  console.log(`end: ${loadAverage()}`)
  if (!interactionPasses(figures)) process.exitCode = 1
}
