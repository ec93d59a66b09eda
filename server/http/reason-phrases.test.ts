// Every refusal this server words itself names its status by the reason phrase (shape 4's `error`), never
// a bare "Error"; the spec's rate-limit refusal is the exception, a 429 with an empty body and Retry-After.
// spec: Errors > Shape 4, Rate-limit rejection.
import { STATUS_CODES } from 'node:http'
import { describe, expect, test } from 'vitest'
import { createTestApp, expectShape } from '../test-app'
import { createTeamTestApp, TEAM_USERS } from '../team-test-app'
import { genericBody } from './problems'

describe('reason phrases', () => {
  test('shape 4 names every client and server error status as HTTP does', () => {
    for (let status = 400; status < 600; status++) {
      const phrase = STATUS_CODES[status]
      if (phrase !== undefined) expect(genericBody(status, 'x').error).toBe(phrase)
    }
  })

  test('a path part longer than the router reads is 414 URI Too Long, in shape 4', async () => {
    const t = createTestApp()
    const response = await t.call({ method: 'GET', url: `/api/v1/cash-offers/${'a'.repeat(101)}` })
    expect(expectShape(response, 414, 4)).toEqual({
      error: 'URI Too Long',
      statusCode: 414,
      message: 'A part of the address is longer than 100 characters, the most this server reads.',
    })
  })
})

describe("sign-in's slowing", () => {
  test('is a 429 with an empty body and Retry-After, as the spec words a rate limit', async () => {
    const t = await createTeamTestApp()
    const attempt = (password: string) =>
      t.browser(null, {
        method: 'POST',
        url: '/auth/sign-in',
        payload: { email: TEAM_USERS.seller.email, password },
      })
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password, again')).statusCode).toBe(401)
    const slowed = await attempt('wrong password, again')
    expect({ status: slowed.statusCode, body: slowed.body, wait: slowed.headers['retry-after'] }).toEqual({
      status: 429,
      body: '',
      wait: '30',
    })
  })
})
