// Proxy mode over real HTTP: what reaches the upstream and what comes back are byte for byte what a
// direct call sends and gets; timeouts, refusals and oversized bodies answer in shape 4.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { PROXY_HEADER } from '../src/contract/sandbox-extensions'
import { createTestApp } from './test-app'
import * as F from './test-fixture'
import { buildProxyApp, type ProxyAppOptions } from './proxy-app'
import { recordingServer } from './proxy/test-recording-server'

const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!()
})

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`

/** An upstream that records each request and answers with a fixed 429 (or hangs when told to). */
async function recordingUpstream(options: { hang?: boolean } = {}) {
  const upstream = await recordingServer((_seen, response) => {
    if (options.hang) return
    response.writeHead(429, {
      'retry-after': '42',
      'content-type': 'application/problem+json; charset=utf-8',
    })
    response.end('{"odd":  "bytes"}')
  })
  closers.push(upstream.close)
  return upstream
}

async function proxyTo(upstreamUrl: string, options: Partial<ProxyAppOptions> = {}) {
  const app = buildProxyApp({ upstreamUrl, timeoutMs: 5_000, bodyLimitBytes: 1024, ...options })
  await app.listen({ port: 0, host: '127.0.0.1' })
  closers.push(() => app.close())
  return urlOf(app.server)
}

const BODY = '{"pharmacyNpi":1234567893,  "searchTerm":"é", "take":2}'
const send = (base: string, body = BODY) =>
  fetch(`${base}/api/v1/draft-listings/search?x=1&y=%20`, {
    method: 'POST',
    headers: { 'content-type': 'text/json', 'x-service-auth': 'key-123', cookie: 'session=secret' },
    body,
  })

describe('proxy mode', () => {
  test('forwards method, path, query, body bytes, Content-Type and the key unchanged, and nothing else of the browsers', async () => {
    const upstream = await recordingUpstream()
    const proxy = await proxyTo(upstream.url)
    await send(upstream.url)
    await send(proxy)
    const [direct, proxied] = upstream.seen
    expect(proxied).toMatchObject({ method: direct!.method, url: direct!.url, body: direct!.body })
    expect(proxied!.body).toBe(BODY)
    expect(proxied!.headers['content-type']).toBe('text/json')
    expect(proxied!.headers['x-service-auth']).toBe('key-123')
    expect(proxied!.headers['content-length']).toBe(direct!.headers['content-length'])
    expect(proxied!.headers.cookie).toBeUndefined()
  })

  test("gives back the upstream's status, body bytes, Content-Type and Retry-After unchanged", async () => {
    const upstream = await recordingUpstream()
    const proxy = await proxyTo(upstream.url)
    const [direct, proxied] = [await send(upstream.url), await send(proxy)]
    expect(proxied.status).toBe(429)
    expect(proxied.headers.get('retry-after')).toBe('42')
    // Marked as forwarded, so the dashboard can say that this server's users share one address.
    expect(proxied.headers.get(PROXY_HEADER)).toBe('forwarded')
    expect(direct.headers.get(PROXY_HEADER)).toBeNull()
    expect(proxied.headers.get('content-type')).toBe(direct.headers.get('content-type'))
    expect(await proxied.text()).toBe(await direct.text())
  })

  test('in front of a real sandbox: a search and a 401 come back as the sandbox sent them', async () => {
    const sandbox = createTestApp()
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' })
    closers.push(() => sandbox.app.close())
    const direct = urlOf(sandbox.app.server)
    const proxy = await proxyTo(direct)
    for (const key of [F.KEY_ONE, 'wrong-key']) {
      const call = (base: string) =>
        fetch(`${base}/api/v1/draft-listings/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-service-auth': key },
          body: JSON.stringify({ pharmacyNpi: F.NPI_MEMBER, take: 3 }),
        })
      const [a, b] = [await call(direct), await call(proxy)]
      expect(b.status).toBe(a.status)
      expect(await b.text()).toBe(await a.text())
    }
  })

  test('an upstream that does not answer in time gives 504 in shape 4', async () => {
    const upstream = await recordingUpstream({ hang: true })
    const proxy = await proxyTo(upstream.url, { timeoutMs: 300 })
    const response = await send(proxy)
    expect(response.status).toBe(504)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toEqual({
      error: 'Gateway Timeout',
      statusCode: 504,
      message: expect.stringMatching(/could not be reached through this server/) as string,
    })
  })

  test('an upstream that refuses the connection gives 502 in shape 4', async () => {
    const closed = await recordingUpstream()
    const url = closed.url
    await closers.pop()!()
    const response = await send(await proxyTo(url))
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: 'Bad Gateway', statusCode: 502 })
  })

  test('a body above the limit is refused with 413 before anything is sent', async () => {
    const upstream = await recordingUpstream()
    const proxy = await proxyTo(upstream.url, { bodyLimitBytes: 16 })
    const response = await send(proxy)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: 'Payload Too Large', statusCode: 413 })
    expect(upstream.seen).toHaveLength(0)
  })

  test('/healthz answers here, and other paths are not forwarded', async () => {
    const upstream = await recordingUpstream()
    const proxy = await proxyTo(upstream.url)
    const health = await fetch(`${proxy}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok', mode: 'proxy' })
    expect((await fetch(`${proxy}/api/v2/anything`)).status).toBe(404)
    expect(upstream.seen).toHaveLength(0)
  })
})
