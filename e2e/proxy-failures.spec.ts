import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import type { FastifyInstance } from 'fastify'
import { buildProxyApp } from '../server/proxy-app'
import { startConnected } from './support/connect'

// Proxy mode when the vendor's service fails: one that does not answer in time gives 504, one that
// refuses the connection 502, both in shape 4; the dashboard shows that the service could not be reached
// through this server (and, being a read, tries again a few times first).

let proxy: FastifyInstance | null = null
let upstream: Server | null = null
test.afterEach(async () => {
  await proxy?.close()
  upstream?.closeAllConnections()
  await new Promise((done) => (upstream ? upstream.close(done) : done(undefined)))
  proxy = upstream = null
})

async function startProxy(upstreamUrl: string): Promise<string> {
  proxy = buildProxyApp({
    upstreamUrl,
    timeoutMs: 1_000,
    bodyLimitBytes: 1_048_576,
    dashboardDir: resolve('dist'),
  })
  await proxy.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

test('a service that does not answer in time: the page says it could not be reached through this server', async ({
  page,
}) => {
  test.setTimeout(60_000)
  upstream = createServer(() => undefined)
  const base = await startProxy(await listen(upstream))
  const answers: number[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/ndc-transaction-statistic')) answers.push(response.status())
  })
  await startConnected(page, `${base}/ndc-stats?ndc=00002-7597-01`)
  await expect(
    page.getByText(/could not be reached through this server: it did not answer within 1 s/),
  ).toBeVisible({
    timeout: 30_000,
  })
  expect(new Set(answers)).toEqual(new Set([504]))
})

test('a service that refuses the connection: 502, shown the same way', async ({ page }) => {
  const closed = createServer()
  const address = await listen(closed)
  await new Promise((done) => closed.close(done))
  const base = await startProxy(address)
  await startConnected(page, `${base}/ndc-stats?ndc=00002-7597-01`)
  await expect(page.getByText(/could not be reached through this server: the connection failed/)).toBeVisible(
    {
      timeout: 30_000,
    },
  )
})
