import type { Page } from '@playwright/test'

// Every API request the page sends, with the moment it left, so a test can count requests per method
// and path and check the gaps between them (no resend of a write, nothing before Retry-After has passed).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface LoggedRequest {
  method: string
  /** URL path, without the query. */
  path: string
  /** Epoch milliseconds at which the browser sent it (as seen by the test process). */
  at: number
}

/** Which requests a log query is about: a method and an exact path or a pattern on the path. */
export interface RequestMatch {
  method: Method
  path: string | RegExp
}

export function matches(match: RequestMatch, method: string, path: string): boolean {
  if (method !== match.method) return false
  return typeof match.path === 'string' ? path === match.path : match.path.test(path)
}

export class RequestLog {
  readonly entries: LoggedRequest[] = []

  /** Starts recording every request under /api/ the page sends from now on. */
  static attach(page: Page): RequestLog {
    const log = new RequestLog()
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/api/')) {
        log.entries.push({ method: request.method(), path: pathname, at: Date.now() })
      }
    })
    return log
  }

  /** The requests matching `match`, oldest first. */
  of(match: RequestMatch): LoggedRequest[] {
    return this.entries.filter((entry) => matches(match, entry.method, entry.path))
  }

  count(match: RequestMatch): number {
    return this.of(match).length
  }

  /** Send times of the matching requests, oldest first. */
  times(match: RequestMatch): number[] {
    return this.of(match).map((entry) => entry.at)
  }

  /** Every API request (any method and path) sent in [from, to). */
  between(from: number, to: number): LoggedRequest[] {
    return this.entries.filter((entry) => entry.at >= from && entry.at < to)
  }
}
