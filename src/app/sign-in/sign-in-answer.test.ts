import { describe, expect, it } from 'vitest'
import { returnPath, signInFailure } from './sign-in-answer'

describe('signInFailure', () => {
  it("shows the server's own words: a shape-4 message, else a shape-3 body's first error", () => {
    const wrong = 'The e-mail address or the password is not right.'
    expect(
      signInFailure(401, JSON.stringify({ error: 'Unauthorized', statusCode: 401, message: wrong })),
    ).toBe(wrong)
    expect(
      signInFailure(
        400,
        JSON.stringify({ title: 'Invalid', status: 400, errors: { email: ['Enter an e-mail address.'] } }),
      ),
    ).toBe('Enter an e-mail address.')
  })

  it("says the wait of a slowed sign-in, the API's empty 429, from Retry-After", () => {
    expect(signInFailure(429, '', '30')).toBe('Too many failed sign-ins. Try again in a minute.')
    expect(signInFailure(429, '', '240')).toBe('Too many failed sign-ins. Try again in 4 minutes.')
    expect(signInFailure(429, '', null)).toBe('Too many failed sign-ins. Try again in a minute.')
  })

  it('names the status when the answer is not the server’s JSON', () => {
    expect(signInFailure(502, '<html>Bad gateway</html>')).toBe(
      'The server could not sign you in just now (status 502). Try again in a moment.',
    )
    expect(signInFailure(400, '')).toBe('You were not signed in (status 400). Reload the page and try again.')
  })
})

describe('returnPath', () => {
  it('goes back to a path of this server only', () => {
    expect(returnPath('/drafts?page=2')).toBe('/drafts?page=2')
    expect(returnPath('//evil.example/x')).toBe('/')
    expect(returnPath('https://evil.example/')).toBe('/')
    expect(returnPath('/\\evil.example')).toBe('/')
    expect(returnPath(null)).toBe('/')
  })
})
