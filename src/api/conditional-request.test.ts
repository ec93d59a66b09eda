import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { createApiTransport } from './api-transport'

// A GET asked again only when what it read has changed: the fault rules' long poll (docs/sandbox.md,
// "Faults on demand"). The transport sends the ETag and the wait, goes past the browser's HTTP cache, and
// reads 304 as "unchanged".

const List = z.object({ data: z.array(z.string()) })

function transportAnswering(answer: () => Response) {
  const seen: { headers: Headers; cache: RequestCache | undefined }[] = []
  const transport = createApiTransport({
    baseUrl: 'http://service.test',
    apiKey: 'key',
    fetch: (_input, init) => {
      seen.push({ headers: new Headers(init?.headers), cache: init?.cache })
      return Promise.resolve(answer())
    },
  })
  return { transport, seen }
}

const request = { operation: 'list fault rules', method: 'GET', path: '/api/v1/sandbox/faults' } as const

describe('conditional requests', () => {
  it('without an ETag asks plainly and answers the body with its ETag', async () => {
    const { transport, seen } = transportAnswering(() =>
      Response.json({ data: ['a'] }, { headers: { ETag: '"v1"' } }),
    )
    const answer = await transport.conditional({ ...request, etag: null, waitSeconds: 25 }, List)
    expect(answer).toEqual({ data: { data: ['a'] }, etag: '"v1"' })
    expect(seen[0]?.headers.get('if-none-match')).toBeNull()
    expect(seen[0]?.headers.get('prefer')).toBeNull()
    expect(seen[0]?.cache).toBe('no-store')
  })

  it('with an ETag sends If-None-Match and Prefer: wait, past the HTTP cache, and reads 304 as unchanged', async () => {
    const { transport, seen } = transportAnswering(() => new Response(null, { status: 304 }))
    const answer = await transport.conditional({ ...request, etag: '"v1"', waitSeconds: 25 }, List)
    expect(answer).toBeNull()
    expect(seen[0]?.headers.get('if-none-match')).toBe('"v1"')
    expect(seen[0]?.headers.get('prefer')).toBe('wait=25')
    expect(seen[0]?.headers.get('x-service-auth')).toBe('key')
    expect(seen[0]?.cache).toBe('no-store')
  })

  it('a 304 to a request that did not ask for one is an error, as any other non-2xx', async () => {
    const { transport } = transportAnswering(() => new Response(null, { status: 304 }))
    await expect(transport.request(request, List)).rejects.toMatchObject({ status: 304 })
  })
})
