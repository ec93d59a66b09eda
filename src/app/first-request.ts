import { startEarlyRequest } from '../api/early-request'
import { cashOfferPath, DRAFT_SEARCH_PATH, listingPath } from '../api/operations/paths'
import { buildUrl, requestShape, type RequestShape } from '../api/request-shape'
import type { Connection } from '../api/stored-connection'
import { DRAFT_TAKE_DEFAULT } from '../contract/draft-paging'

// The first request of each page that has one worth starting early, as the page's query will send it
// (docs/decisions/0008). Dependency-free: the script that sends it must not wait for the app's code.
// first-request.test.ts checks each one against the request the page's own query builds, so a change
// of the page's first request cannot go unnoticed here; a request that still differed would only be sent
// twice (the query takes over the same request only), never answer the page with the wrong data.

export interface FirstRequest {
  url: string
  shape: RequestShape
}

/** The draft search's first page without a term, filter or sort (spec: Endpoints > 2). */
const FIRST_DRAFT_PAGE = { start: 0, take: DRAFT_TAKE_DEFAULT } as const

/** One path segment as the router reads it, or null when it is not plainly readable. */
function segment(value: string): string | null {
  return value === '' || value.includes('%') ? null : value
}

/**
 * The request the page at `pathname` + `search` sends first for `connection`, or null when there is
 * none to start early (an unknown page, or a draft search whose address carries a search of its own).
 */
export function firstRequestFor(
  pathname: string,
  search: string,
  connection: Connection,
): FirstRequest | null {
  const { baseUrl, apiKey, pharmacyNpi } = connection
  const path = pathname.replace(/(.)\/+$/, '$1')
  if (path === '/' || path === '/drafts') {
    if (search !== '' && search !== '?') return null
    return {
      url: buildUrl(baseUrl, DRAFT_SEARCH_PATH),
      shape: requestShape('POST', apiKey, { pharmacyNpi, ...FIRST_DRAFT_PAGE }),
    }
  }
  const listing = /^\/listings\/([^/]+)$/.exec(path)
  const listingId = listing?.[1] && listing[1] !== 'new' ? segment(listing[1]) : null
  if (listingId !== null) {
    return {
      url: buildUrl(baseUrl, listingPath(listingId), { pharmacyNpi }),
      shape: requestShape('GET', apiKey, undefined),
    }
  }
  const cashOffer = /^\/cash-offers\/([^/]+)$/.exec(path)
  const cashOfferId = cashOffer?.[1] ? segment(cashOffer[1]) : null
  if (cashOfferId !== null) {
    return {
      url: buildUrl(baseUrl, cashOfferPath(cashOfferId), { buyingPharmacyNpi: pharmacyNpi }),
      shape: requestShape('GET', apiKey, undefined),
    }
  }
  return null
}

/**
 * Starts the first request of the page at `address` for the stored `connection` (nothing without one,
 * nothing offline) and parks it for the page's query. True when a request was started.
 */
export function startFirstRequest(
  address: { pathname: string; search: string },
  connection: Connection | null,
  send: typeof fetch = fetch,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine !== false,
): boolean {
  const first = connection && online ? firstRequestFor(address.pathname, address.search, connection) : null
  if (!first) return false
  startEarlyRequest(first.url, first.shape, send)
  return true
}
