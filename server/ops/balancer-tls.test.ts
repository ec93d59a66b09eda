// TLS at the balancer (deploy/haproxy.cfg, docs/operations.md "Service unit"): HAProxy run from the file as
// it is, in front of a sandbox on this machine. Given a certificate (BALANCER_CERT), plain http answers
// only a redirect to https (308, the method kept) and every https answer carries Strict-Transport-Security;
// without one, http is served as before, with no HSTS. The certificate is a throwaway one from openssl.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findHaproxy, freePorts } from '../balancer-harness'
import { createTestApp } from '../test-app'

const haproxy = findHaproxy()
const openssl = spawnSync('openssl', ['version']).status === 0
// In CI HAProxy and openssl are there (.ci/run), so their absence there is a failure, not a skip.
const skip = (haproxy === undefined || !openssl) && !process.env.CI
if (skip)
  console.warn(
    'balancer-tls.test.ts skipped: it needs haproxy and openssl (apt-get install haproxy openssl).',
  )

type Answer = { status: number; headers: IncomingHttpHeaders }
const dir = mkdtempSync(join(tmpdir(), 'balancer-tls-'))
const sandbox = createTestApp()
const children: ChildProcess[] = []
let backend = ''

/** GET over http, or over https trusting the test's certificate. */
function get(url: string, ca?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      headers: { 'x-service-auth': 'test-key-one' },
      ...(ca ? { ca, servername: 'localhost' } : {}),
    }
    const req = (ca ? httpsRequest : httpRequest)(url, options, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** HAProxy from deploy/haproxy.cfg with these addresses; resolves once `ready` answers. */
async function balancer(env: Record<string, string>, ready: () => Promise<Answer>) {
  const child = spawn(haproxy!, ['-db', '-f', 'deploy/haproxy.cfg'], {
    env: { ...process.env, SANDBOX_1: backend, SANDBOX_2: backend, SANDBOX_3: backend, ...env },
    stdio: 'ignore',
  })
  children.push(child)
  const until = Date.now() + 30_000
  for (;;) {
    const answer = await ready().catch(() => null)
    // 503 until the balancer's checks find the instances up (two a second apart).
    if (answer && answer.status !== 503) return
    if (Date.now() > until) throw new Error('haproxy did not answer in 30 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe.skipIf(skip)('deploy/haproxy.cfg with and without a certificate', () => {
  let cert = ''
  beforeAll(async () => {
    const key = join(dir, 'key.pem')
    const crt = join(dir, 'cert.pem')
    const made = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', crt],
    ])
    expect(made.status).toBe(0)
    cert = readFileSync(crt, 'utf8')
    writeFileSync(join(dir, 'balancer.pem'), cert + readFileSync(key, 'utf8'), { mode: 0o600 })
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' })
    backend = `127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM')
    await sandbox.app.close()
    rmSync(dir, { recursive: true, force: true })
  })

  test('with one: http is redirected to https, and https answers carry HSTS', async () => {
    const [plain, tls] = await freePorts(2)
    const https = `https://localhost:${tls}`
    await balancer(
      {
        BALANCER_BIND: `127.0.0.1:${plain}`,
        BALANCER_TLS_BIND: `127.0.0.1:${tls}`,
        BALANCER_CERT: join(dir, 'balancer.pem'),
        BALANCER_STATS_SOCKET: join(dir, 'tls.sock'),
      },
      () => get(`${https}/readyz`, cert),
    )
    const secure = await get(`${https}/api/v1/pharmacies/search`, cert)
    expect(secure.status).toBe(200)
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000')
    const redirected = await get(`http://127.0.0.1:${plain}/api/v1/pharmacies/search?name=a`)
    expect(redirected.status).toBe(308)
    expect(redirected.headers.location).toMatch(
      /^https:\/\/127\.0\.0\.1:\d+\/api\/v1\/pharmacies\/search\?name=a$/,
    )
    expect(redirected.headers['strict-transport-security']).toBeUndefined()
  })

  test('without one: http is served, and nothing says https', async () => {
    const [plain] = await freePorts(1)
    const url = `http://127.0.0.1:${plain}`
    await balancer(
      { BALANCER_BIND: `127.0.0.1:${plain}`, BALANCER_STATS_SOCKET: join(dir, 'plain.sock') },
      () => get(`${url}/readyz`),
    )
    const answer = await get(`${url}/api/v1/pharmacies/search`)
    expect(answer.status).toBe(200)
    expect(answer.headers['strict-transport-security']).toBeUndefined()
  })
})
