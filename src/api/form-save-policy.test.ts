import { describe, expect, it } from 'vitest'
import { apiError } from './api-error'
import { formSaveResendDelay, shouldResendFormSave } from './form-save-policy'

const rateLimited = (retryAfterSeconds: number | null) =>
  apiError({ kind: 'rate-limited', status: 429, retryAfterSeconds })

describe('form save resend policy', () => {
  it('resends a 429 exactly once, whatever the wait', () => {
    expect(shouldResendFormSave(0, rateLimited(1))).toBe(true)
    expect(shouldResendFormSave(0, rateLimited(600))).toBe(true)
    expect(shouldResendFormSave(1, rateLimited(1))).toBe(false)
    expect(shouldResendFormSave(2, rateLimited(1))).toBe(false)
  })

  it('never resends anything else, not even a write whose answer was lost or a 5xx', () => {
    const others = [
      apiError({ kind: 'network', method: 'PUT', mayHaveApplied: true, cause: 'reset' }),
      apiError({ kind: 'unknown', status: 503, bodyExcerpt: '' }),
      apiError({ kind: 'generic', status: 500, error: 'Internal', message: 'x' }),
      apiError({ kind: 'conflict', status: 409, message: 'x' }),
      apiError({ kind: 'field-validation', status: 400, items: [] }),
    ]
    for (const error of others) expect(shouldResendFormSave(0, error)).toBe(false)
  })

  it('waits what Retry-After says, a full minute without it', () => {
    expect(formSaveResendDelay(0, rateLimited(7))).toBe(7000)
    expect(formSaveResendDelay(0, rateLimited(null))).toBe(60_000)
  })
})
