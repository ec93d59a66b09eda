// A browser's calls to a server started as a child process (test-process.ts), for the tests that sign in
// over real HTTP: the Origin and CSRF headers the dashboard sends, the session cookie, and a seller who
// keeps creating listings while something else happens (a crash, a backup).
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import { CSRF_HEADER } from './http/csrf'
import { createListingBody } from './test-bodies'

export const browser = (url: string, cookie: string | null, method: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: {
      origin: url,
      [CSRF_HEADER]: '1',
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

/** The session cookie of a password sign-in. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await browser(url, null, 'POST', '/auth/sign-in', { email, password })
  expect(response.status).toBe(200)
  return response.headers.getSetCookie()[0]!.split(';')[0]!
}

/** Each listing of `ids` reads back (200) for the signed-in `cookie`: none was lost (a crash, a restore). */
export async function expectListingsKept(url: string, cookie: string, npi: number, ids: readonly string[]) {
  for (const id of ids) {
    const response = await browser(
      url,
      cookie,
      'GET',
      `/api/v1/marketplace-listings/${id}?pharmacyNpi=${npi}`,
    )
    expect(response.status, id).toBe(200)
  }
}

/** The demo's drugs a listing of 12 units fits and that need no scan. */
const WRITER_NDCS = (
  JSON.parse(readFileSync('server/scenarios/demo.json', 'utf8')) as {
    drugs: { ndc: string; packageSize: number | null; requireScan: boolean }[]
  }
).drugs
  .filter((drug) => (drug.packageSize ?? 0) >= 12 && !drug.requireScan)
  .map((drug) => drug.ndc)

/**
 * A seller of the demo creating listings one after another until stopped: `acknowledged` holds the id
 * of each the server answered 201, in order. Spread over the demo's drugs, three each at most: a
 * pharmacy may have 10 Pending listings of one NDC (ndcSellLimitReached), and a fast machine writes many.
 */
export function listingWriter(url: string, cookie: string, npi: number, lotPrefix: string) {
  const acknowledged: string[] = []
  let writing = true
  const done = (async () => {
    for (let i = 0; writing && i < WRITER_NDCS.length * 3; i++) {
      const body = createListingBody({
        pharmacyNPI: npi,
        nationalDrugCode: WRITER_NDCS[i % WRITER_NDCS.length],
        quantity: 12,
        lotNumber: `${lotPrefix}-${i}`,
      })
      const response = await browser(url, cookie, 'POST', '/api/v1/marketplace-listings', body)
      expect(response.status).toBe(201)
      acknowledged.push(((await response.json()) as { id: string }).id)
    }
  })()
  return {
    acknowledged,
    /** Resolves once `count` writes are acknowledged. */
    until: async (count: number) => {
      while (acknowledged.length < count) await new Promise((resolve) => setTimeout(resolve, 20))
    },
    stop: () => {
      writing = false
      return done
    },
  }
}
