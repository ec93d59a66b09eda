// --rate (opt-in): spends a window of the service's limit on purpose and checks the refusal: 429 with
// an empty body and a Retry-After of whole seconds, within the minute (spec: Errors > Rate-limit
// rejection; Limits: 300 a minute per calling address, fixed window).
import type { Check } from './checks'

export const RATE_LIMIT = 300
/** The most requests --rate sends: one window's worth, the refused one, and a margin for a window edge. */
export const RATE_CHECK_REQUESTS = 2 * RATE_LIMIT + 1

export const RATE_CHECK: Check = {
  id: 'rate-limit',
  name: 'Past 300 requests a minute: 429, empty body, Retry-After',
  section: 'Errors > Rate-limit rejection; Limits',
  requests: RATE_CHECK_REQUESTS,
  run: async (ctx) => {
    const budget = ctx.probe.sent + RATE_CHECK_REQUESTS
    for (let i = 1; i <= RATE_CHECK_REQUESTS; i++) {
      const response = await ctx.probe.send(
        {
          method: 'POST',
          path: '/api/v1/draft-listings/search',
          body: { pharmacyNpi: ctx.npi, take: 1 },
          unpaced: true,
        },
        budget,
      )
      if (response.status !== 429) continue
      const retryAfter = response.headers.get('retry-after') ?? ''
      if (response.text !== '') return { outcome: 'FAIL', evidence: `429 after ${i} requests with a body` }
      if (!/^\d+$/.test(retryAfter) || Number(retryAfter) < 1 || Number(retryAfter) > 60)
        return { outcome: 'FAIL', evidence: `429 after ${i} requests, Retry-After "${retryAfter}"` }
      return { outcome: 'PASS', evidence: `429 after ${i} requests, empty body, Retry-After ${retryAfter}` }
    }
    return { outcome: 'FAIL', evidence: `no 429 after ${RATE_CHECK_REQUESTS} requests` }
  },
}
