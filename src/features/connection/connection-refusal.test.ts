import { describe, expect, test } from 'vitest'
import { apiError } from '../../api/api-error'
import { ConnectionFormSchema } from './connection-form-values'
import { placeRefusal } from './connection-refusal'

describe('the connection form', () => {
  test('places each refusal of the credentials check', () => {
    expect(placeRefusal(apiError({ kind: 'not-found', status: 404, message: 'x' }))).toEqual({
      at: 'pharmacy-step',
    })
    expect(placeRefusal(apiError({ kind: 'unauthorized', status: 401, message: 'Bad key.' }))).toEqual({
      at: 'apiKey',
      message: 'The service did not accept this key. Check it and try again.',
    })
    expect(
      placeRefusal(apiError({ kind: 'network', method: 'GET', mayHaveApplied: false, cause: 'refused' })).at,
    ).toBe('baseUrl')
    expect(placeRefusal(apiError({ kind: 'unknown', status: 200, bodyExcerpt: '<html>' })).at).toBe('baseUrl')
    expect(placeRefusal(apiError({ kind: 'rate-limited', status: 429, retryAfterSeconds: 5 })).at).toBe(
      'root.server',
    )
  })

  test('checks the address and the key before anything is sent', () => {
    const result = ConnectionFormSchema.safeParse({ baseUrl: 'ftp://x', apiKey: '  ', npi: '' })
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['apiKey', 'baseUrl'])
    expect(ConnectionFormSchema.safeParse({ baseUrl: '', apiKey: 'k', npi: '' }).success).toBe(true)
  })
})
