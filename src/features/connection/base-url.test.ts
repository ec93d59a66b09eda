import { describe, expect, it } from 'vitest'
import { baseUrlProblem } from './base-url'

describe('baseUrlProblem', () => {
  it('accepts an empty address (this server) and http(s) addresses with or without a path', () => {
    expect(baseUrlProblem('')).toBeNull()
    expect(baseUrlProblem('   ')).toBeNull()
    expect(baseUrlProblem('http://127.0.0.1:8080')).toBeNull()
    expect(baseUrlProblem('https://marketplace.example.com/service/')).toBeNull()
  })

  it('refuses relative, non-http and malformed addresses', () => {
    const full =
      'Enter a full address starting with http:// or https://, or leave it empty to use this server.'
    expect(baseUrlProblem('marketplace.example.com')).toBe(full)
    expect(baseUrlProblem('ftp://marketplace.example.com')).toBe(full)
    expect(baseUrlProblem('/api')).toBe(full)
  })

  it('keeps keys out of the address', () => {
    expect(baseUrlProblem('https://user:secret@example.com')).toBe(
      'Leave credentials out of the address; the API key has its own field.',
    )
    expect(baseUrlProblem('https://example.com/?key=secret')).toBe(
      'The address must not contain "?" or "#": enter only the service address.',
    )
  })
})
