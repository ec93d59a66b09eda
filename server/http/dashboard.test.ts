// The dashboard's files: compressed as the browser accepts, cached by kind, revalidated by ETag, nothing
// outside dist/ or hidden inside it, the app for every other page path, shape 4 for /api, rebuilds seen.
import type { FastifyInstance } from 'fastify'
import { utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { acceptedEncodings, dashboardFiles, filePathFor } from './dashboard-files'
import { PLAIN_INDEX, dashboardDist, sandboxServing } from './test-dashboard-dist'

const site = dashboardDist('sandbox-dist-')
const { root, dist } = site
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}]\n`
let app: FastifyInstance

beforeAll(async () => {
  site.write({
    'index.html': PLAIN_INDEX,
    'assets/index-abc123.js': SCRIPT,
    'assets/tiny.js': 'export {}',
    'assets/small.js': `export const rows = ${JSON.stringify(Array(40).fill('row'))}`,
    '.vite/manifest.json': '{"secret":true}',
  })
  writeFileSync(join(root, 'outside.txt'), 'not part of the dashboard')
  app = await sandboxServing(dist)
})
afterAll(async () => {
  await app.close()
  site.remove()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('dashboard files', () => {
  test.each([
    ['br, gzip', 'br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip, deflate', 'gzip', (b: Buffer) => gunzipSync(b)],
    ['identity', undefined, (b: Buffer) => b],
  ] as const)('a script asked for with Accept-Encoding %s', async (accept, encoding, decode) => {
    // Brotli is prepared in the background after start; until then gzip goes out (tested below).
    const response = await vi.waitFor(async () => {
      const r = await get('/assets/index-abc123.js', { 'accept-encoding': accept })
      expect(r.headers['content-encoding']).toBe(encoding)
      return r
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toBe('accept-encoding')
    expect(decode(response.rawPayload).toString()).toBe(SCRIPT)
    if (encoding) expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3)
  })

  test('until its brotli form is ready, a file goes out gzipped to a browser that takes both', async () => {
    const files = dashboardFiles(dist)
    expect((await files.read('/assets/index-abc123.js', 'br, gzip'))?.encoding).toBe('gzip')
    expect((await files.read('/assets/index-abc123.js', 'br'))?.encoding).toBe('br')
    expect((await files.read('/assets/index-abc123.js', 'br, gzip'))?.encoding).toBe('br')
  })

  test('a file under 1 KiB that compression makes smaller goes compressed', async () => {
    for (const encoding of ['gzip', 'br']) {
      const response = await get('/assets/small.js', { 'accept-encoding': encoding })
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(Number(response.headers['content-length'])).toBeLessThan(200)
    }
  })

  test('a file too small to gain is sent as it is', async () => {
    const response = await get('/assets/tiny.js', { 'accept-encoding': 'br' })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body).toBe('export {}')
  })

  test('the app, at / and at any deep link, is revalidated on each visit; a matching ETag answers 304', async () => {
    for (const url of ['/', '/drafts?page=3', '/listings/9979ac03-1763-44d3-8c5e-65d6d20e0e8d']) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root">')
    }
    const etag = String((await get('/')).headers.etag)
    const again = await get('/drafts', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  test('nothing outside dist/ and nothing hidden inside it is served', async () => {
    for (const url of [
      '/../outside.txt',
      '/%2e%2e/outside.txt',
      '/.vite/manifest.json',
      '/assets/..%2f..%2foutside.txt',
    ]) {
      const response = await get(url)
      expect(response.body).not.toContain('not part of the dashboard')
      expect(response.body).not.toContain('secret')
    }
    // A leading "/.." clamps at the root (so it names a missing dist/outside.txt); without it, it is refused.
    expect(filePathFor(dist, '/%2e%2e%2foutside.txt')).toBe(join(dist, 'outside.txt'))
    expect(filePathFor(dist, '..%2f..%2foutside.txt')).toBeNull()
    expect(filePathFor(dist, 'assets/../../outside.txt')).toBeNull()
    expect(filePathFor(dist, '/.vite/manifest.json')).toBeNull()
    expect(filePathFor(dist, '/%E0%A4%A')).toBeNull()
    expect(filePathFor(dist, '/assets/index-abc123.js')).toBe(join(dist, 'assets', 'index-abc123.js'))
  })

  test('an unknown /api path is a shape-4 404, not the app', async () => {
    const response = await get('/api/v1/no-such-thing')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: 'Not Found',
      statusCode: 404,
      message: 'No resource matches GET /api/v1/no-such-thing.',
    })
    expect((await app.inject({ method: 'POST', url: '/drafts' })).statusCode).toBe(404)
  })

  test('a rebuilt file is served new', async () => {
    const file = join(dist, 'assets', 'index-abc123.js')
    writeFileSync(file, `${SCRIPT}// rebuilt\n`)
    utimesSync(file, new Date(), new Date(Date.now() + 5_000))
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(response.rawPayload).toString()).toBe(`${SCRIPT}// rebuilt\n`)
  })
})

test('Accept-Encoding negotiation honours q-values and wildcards, brotli first', () => {
  expect(acceptedEncodings('gzip, deflate, br', true)).toEqual(['br', 'gzip'])
  expect(acceptedEncodings('br;q=0, gzip', true)).toEqual(['gzip'])
  expect(acceptedEncodings('*', true)).toEqual(['br', 'gzip'])
  expect(acceptedEncodings('br', true)).toEqual(['br'])
  expect(acceptedEncodings('deflate', true)).toEqual([])
  expect(acceptedEncodings(undefined, true)).toEqual([])
  expect(acceptedEncodings('br', false)).toEqual([])
})
