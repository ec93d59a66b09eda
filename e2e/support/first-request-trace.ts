import { expect, test, type Page, type Request } from '@playwright/test'

// What a page's first request looks like in the browser's own trace (docs/decisions/0008): every API
// request the page sends, and when the data request started against when the app's entry was evaluated.

const ENTRY_EVALUATED = 'marketplace:entry-evaluated'

/** Every API request the page sends, as method and path. */
export function logApiRequests(page: Page): string[] {
  const log: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) log.push(`${request.method()} ${url.pathname}`)
  })
  return log
}

export interface Trace {
  /** startTime of each resource-timing entry of the data request. */
  requestStarts: number[]
  entryEvaluated: number | null
  /** When the app's entry script had finished downloading. */
  entryDownloaded: number | null
}

export function trace(page: Page, dataPath: string): Promise<Trace> {
  return page.evaluate(
    ([path, mark]) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const entryScript = document.querySelector<HTMLScriptElement>(
        'script[type="module"][src*="/assets/index-"]',
      )
      const entry = resources.find((r) => entryScript !== null && r.name === entryScript.src)
      return {
        requestStarts: resources.filter((r) => new URL(r.name).pathname === path).map((r) => r.startTime),
        entryEvaluated: performance.getEntriesByName(mark)[0]?.startTime ?? null,
        entryDownloaded: entry?.responseEnd ?? null,
      }
    },
    [dataPath, ENTRY_EVALUATED] as const,
  )
}

export function note(name: string, t: Trace) {
  test.info().annotations.push({
    type: name,
    description: `request started ${t.requestStarts[0]?.toFixed(1)} ms, entry downloaded ${t.entryDownloaded?.toFixed(1)} ms, entry evaluated ${t.entryEvaluated?.toFixed(1)} ms`,
  })
}

/** One request for `dataPath`, started before the app's entry had finished evaluating. */
export function expectStartedEarly(t: Trace): void {
  expect(t.requestStarts).toHaveLength(1)
  expect(t.entryEvaluated).not.toBeNull()
  expect(t.requestStarts[0]).toBeLessThan(t.entryEvaluated!)
}
