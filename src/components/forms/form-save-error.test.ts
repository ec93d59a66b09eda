import { describe, expect, it } from 'vitest'
import type { ErrorOption } from 'react-hook-form'
import { apiError, type ApiErrorDetail } from '../../api/api-error'
import type { FormTarget } from '../../api/error-display'
import { APPLIED_UNREADABLE_NOTE, applySaveError } from './form-save-error'

// A save whose answer was a success status but not readable data was most likely applied: the form
// offers to reload and check instead of inviting a second write. spec: Retries

interface Values {
  price: number
}

function save(detail: ApiErrorDetail) {
  const root: string[] = []
  const form = {
    getValues: () => ({ price: 3.5 }),
    setError: (name: string, error: ErrorOption) => {
      if (name === 'root.server') root.push(error.message ?? '')
    },
  } as unknown as FormTarget<Values>
  const failure = applySaveError(apiError(detail), form, { pharmacyNpi: 1234567893, what: 'listing' })
  return { failure, root }
}

describe('applySaveError after an answer that could not be read', () => {
  it('a 200 HTML page: probably saved, reload to check', () => {
    const { failure, root } = save({ kind: 'unknown', status: 200, bodyExcerpt: '<html>portal</html>' })
    expect(failure).toBe('check')
    expect(root).toEqual([
      `The answer (HTTP 200) was not the service's data; a proxy or a network sign-in page may have answered instead. ${APPLIED_UNREADABLE_NOTE}`,
    ])
  })

  it('a 200 that does not match the contract: the same', () => {
    const detail: ApiErrorDetail = {
      kind: 'decode',
      status: 200,
      operation: 'update marketplace listing',
      field: 'price',
      problem: 'expected number',
    }
    expect(save(detail).failure).toBe('check')
    expect(save(detail).root[0]).toContain(APPLIED_UNREADABLE_NOTE)
  })

  it('a 503 HTML page: shown, nothing was saved, so no check is offered', () => {
    const { failure, root } = save({ kind: 'unknown', status: 503, bodyExcerpt: '<html>down</html>' })
    expect(failure).toBe('shown')
    expect(root).toEqual([
      'The service answered with an unexpected response (HTTP 503). Try again; if it keeps happening, report it.',
    ])
  })
})
