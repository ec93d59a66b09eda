import { describe, expect, it } from 'vitest'
import { apiError, type ApiErrorDetail } from './api-error'
import { MAX_RETRIES, retryDelay, shouldRetryMutation, shouldRetryQuery } from './retry-policy'

const e = (detail: ApiErrorDetail) => apiError(detail)
const generic = (status: number) => e({ kind: 'generic', status, error: 'x', message: 'x' })

describe('retry policy (spec: Retries)', () => {
  it('retries reads after network errors, 5xx and non-JSON 2xx, up to three times; writes never', () => {
    const network = e({ kind: 'network', method: 'GET', mayHaveApplied: false, cause: 'offline' })
    const html502 = e({ kind: 'unknown', status: 502, bodyExcerpt: '<html>' })
    const portal200 = e({ kind: 'unknown', status: 200, bodyExcerpt: '<html>Sign in</html>' })
    for (const error of [network, html502, portal200, generic(500), generic(503)]) {
      expect([0, 1, 2].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true])
      expect(shouldRetryQuery(MAX_RETRIES, error)).toBe(false)
      expect(shouldRetryMutation(0, error)).toBe(false)
    }
  })

  it('never retries 400, 401, 403, 404, 409 or a decode error', () => {
    const refusals = [
      generic(400),
      e({ kind: 'business-rule', status: 400, errorCode: 500114, message: 'x' }),
      e({ kind: 'field-validation', status: 400, items: [] }),
      e({ kind: 'request-shape', status: 400, title: 't', fields: {} }),
      e({ kind: 'unauthorized', status: 401, message: 'x' }),
      e({ kind: 'forbidden', status: 403, message: 'x' }),
      e({ kind: 'not-found', status: 404, message: 'x' }),
      e({ kind: 'conflict', status: 409, message: 'x' }),
      e({ kind: 'decode', status: 200, operation: 'o', field: 'f', problem: 'p' }),
      e({ kind: 'unknown', status: 400, bodyExcerpt: '' }),
    ]
    for (const error of refusals)
      expect([shouldRetryQuery(0, error), shouldRetryMutation(0, error)]).toEqual([false, false])
  })

  it('waits Retry-After after a 429: reads retry at most three times, writes are resent once', () => {
    const limited = e({ kind: 'rate-limited', status: 429, retryAfterSeconds: 2 })
    expect(retryDelay(0, limited)).toBe(2000)
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, limited))).toEqual([true, true, true, false])
    expect([0, 1, 2, 3].map((n) => shouldRetryMutation(n, limited))).toEqual([true, false, false, false])
  })

  it('waits a whole window when Retry-After is missing, and leaves waits over a window to the user', () => {
    expect(retryDelay(0, e({ kind: 'rate-limited', status: 429, retryAfterSeconds: null }))).toBe(60_000)
    expect(shouldRetryQuery(0, e({ kind: 'rate-limited', status: 429, retryAfterSeconds: 3600 }))).toBe(false)
  })

  it('never resends a write after a lost answer or a 5xx', () => {
    expect(
      shouldRetryMutation(0, e({ kind: 'network', method: 'POST', mayHaveApplied: true, cause: 'reset' })),
    ).toBe(false)
    expect(shouldRetryMutation(0, generic(500))).toBe(false)
  })

  it('backs off exponentially from one second, capped at eight', () => {
    const network = e({ kind: 'network', method: 'GET', mayHaveApplied: false, cause: 'offline' })
    expect([0, 1, 2, 3, 4].map((n) => retryDelay(n, network))).toEqual([1000, 2000, 4000, 8000, 8000])
  })
})
