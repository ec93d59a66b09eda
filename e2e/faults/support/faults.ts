import type { Page, Route } from '@playwright/test'
import { matches, type RequestMatch } from './request-log'

// Faults as data, injected with Playwright routing into the requests of one operation: the first
// `times` matching requests get the fault, later ones reach the real sandbox. spec: Errors, Retries

export type FaultKind =
  '429-seconds' | '429-date' | '500' | '503-html' | 'non-json-200' | 'timeout' | 'reset' | 'offline' | 'slow'

export interface Fault {
  kind: FaultKind
  /** How many matching requests get the fault before the sandbox answers (default 1). Not for offline. */
  times?: number
  /** 429 only: the wait the answer asks for, in seconds (default 2). */
  retryAfterSeconds?: number
}

/** What a test needs to know about an operation it injects into: a name for titles, and its requests. */
export interface Target extends RequestMatch {
  name: string
}

export const SLOW_MS = 3000

/** The sandbox's own shape-4 body for an unexpected failure (server/http/error-handler.ts). */
export const SERVER_ERROR_BODY = {
  error: 'Internal Server Error',
  statusCode: 500,
  message: 'Something went wrong on the server. The request was not completed.',
}

/** What a proxy in front of the service sends when the service is down: an HTML page. */
export const PROXY_503_HTML =
  '<html><head><title>503 Service Temporarily Unavailable</title></head>' +
  '<body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>'

/** A 200 that is not the service's JSON: a captive portal's sign-in page. */
export const PORTAL_200_HTML =
  '<!doctype html><html><body><h1>Sign in to the guest network</h1><form>Accept terms</form></body></html>'

export interface InjectedFault {
  readonly fault: Required<Fault>
  /** Epoch milliseconds at which each faulty answer was given (for timeout: when it was held). */
  readonly answeredAt: number[]
  /** 429 only, one per answer: the earliest moment the service allows another request. */
  readonly retryAllowedAt: number[]
  /**
   * With `holdPageClock`, 429 only: the same moments in the page's own time, and the page's time at
   * which each later request of the target reached the network (checked: not before them).
   */
  readonly pageRetryAllowedAt: number[]
  readonly pageSentAt: number[]
  /** With `holdPageClock`: lets the page's time run on from where it stood at the 429. */
  releasePageClock(): Promise<void>
  /** Ends the fault: requests reach the sandbox again, held ones are dropped, the browser goes online. */
  end(): Promise<void>
}

export interface InjectOptions {
  /**
   * 429 only, for a page whose clock the test installed (page.clock.install() before it loaded): the
   * page's time (Date) stands still from the moment the 429 is answered until `releasePageClock`; its
   * timers keep running. The page then reads Retry-After (an HTTP-date is given in the page's time)
   * before any of the wait has passed, however busy the machine, and neither the countdown nor the wait
   * ends before the test has seen the countdown.
   */
  holdPageClock?: boolean
}

/**
 * Injects `fault` into the requests matching `target`. For 'offline' the whole browser context goes
 * offline at once (until `end`); every other kind is a route on the page.
 */
export async function injectFault(
  page: Page,
  target: RequestMatch,
  fault: Fault,
  { holdPageClock = false }: InjectOptions = {},
): Promise<InjectedFault> {
  const full: Required<Fault> = { times: 1, retryAfterSeconds: 2, ...fault }
  const answeredAt: number[] = []
  const retryAllowedAt: number[] = []
  const pageRetryAllowedAt: number[] = []
  const pageSentAt: number[] = []
  let heldAt: number | null = null
  const releasePageClock = async () => {
    if (heldAt !== null) await page.clock.setSystemTime(heldAt)
    heldAt = null
  }
  if (full.kind === 'offline') {
    await page.context().setOffline(true)
    return {
      fault: full,
      answeredAt,
      retryAllowedAt,
      pageRetryAllowedAt,
      pageSentAt,
      releasePageClock,
      end: () => page.context().setOffline(false),
    }
  }
  const holding = holdPageClock && (full.kind === '429-seconds' || full.kind === '429-date')

  const held: Route[] = []
  let injected = 0
  let ended = false
  const handler = async (route: Route) => {
    const request = route.request()
    const { pathname } = new URL(request.url())
    const ours = matches(target, request.method(), pathname)
    if (ended || injected >= full.times || !ours) {
      if (ours && holding) pageSentAt.push(await page.evaluate(() => Date.now()))
      await route.fallback()
      return
    }
    injected += 1
    // The page's time as it gets the answer: held there when holding its clock. An installed clock
    // runs with the real time, so the real time now is the page's.
    let pageNow: number | null = null
    if (holding) {
      pageNow = Date.now()
      await page.clock.setFixedTime(pageNow)
      heldAt = pageNow
    }
    const now = Date.now()
    answeredAt.push(now)
    switch (full.kind) {
      case '429-seconds':
        retryAllowedAt.push(now + full.retryAfterSeconds * 1000)
        if (pageNow !== null) pageRetryAllowedAt.push(pageNow + full.retryAfterSeconds * 1000)
        await route.fulfill({
          status: 429,
          headers: { 'Retry-After': String(full.retryAfterSeconds) },
          body: '',
        })
        return
      case '429-date': {
        // An HTTP-date has whole seconds: the next whole second plus the wait, so never less than asked.
        const from = pageNow ?? now
        const at = Math.ceil(from / 1000) * 1000 + full.retryAfterSeconds * 1000
        // The page's time runs no faster than the real one: the real moment is never earlier than this.
        retryAllowedAt.push(now + (at - from))
        if (pageNow !== null) pageRetryAllowedAt.push(at)
        await route.fulfill({ status: 429, headers: { 'Retry-After': new Date(at).toUTCString() }, body: '' })
        return
      }
      case '500':
        await route.fulfill({ status: 500, json: SERVER_ERROR_BODY })
        return
      case '503-html':
        await route.fulfill({ status: 503, contentType: 'text/html', body: PROXY_503_HTML })
        return
      case 'non-json-200':
        await route.fulfill({ status: 200, contentType: 'text/html', body: PORTAL_200_HTML })
        return
      case 'timeout':
        // Never answered: the client gives up by itself, or `end` drops it.
        held.push(route)
        return
      case 'reset':
        await route.abort('connectionreset')
        return
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
        await route.fallback()
        return
    }
  }
  const everyUrl = () => true
  await page.route(everyUrl, handler)
  return {
    fault: full,
    answeredAt,
    retryAllowedAt,
    pageRetryAllowedAt,
    pageSentAt,
    releasePageClock,
    end: async () => {
      ended = true
      // A held request the browser already gave up on cannot be answered any more.
      await Promise.all(held.splice(0).map((route) => route.abort('timedout').catch(() => undefined)))
      await page.unroute(everyUrl, handler).catch(() => undefined)
    },
  }
}
