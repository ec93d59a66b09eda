import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, systemChromium } from './scripts/chromium'

// Browser journeys against the real sandbox serving the built dashboard (npm test builds dist/ first).
// The Debian Chromium is used when present (scripts/chromium.ts).
// E2E_PORT lets two runs on one machine use their own sandboxes. The fault-injection suite gets a
// sandbox of its own (PORT + 1), so the writes it lets through never change the data the journeys count.
// The accessibility suite (axe on every page and dialog, the keyboard-only journey) has one too (PORT + 2).
const PORT = Number(process.env.E2E_PORT ?? 4173)
const FAULTS_PORT = PORT + 1
const A11Y_PORT = PORT + 2
export const CROSS_ORIGIN_PORT = PORT + 3
// Proxy mode: a second sandbox (PORT + 4) behind a proxy-mode server (PORT + 5) that the proxy journeys
// use; and Prism mocking the spec without our extensions (PORT + 6) behind another proxy (PORT + 7).
const UPSTREAM_PORT = PORT + 4
const PROXY_PORT = PORT + 5
const PRISM_PORT = PORT + 6
const PRISM_PROXY_PORT = PORT + 7
export const PRISM_SPEC = 'test-results/openapi-without-extensions.json'
// Sign-in mode (PORT + 8): the demo scenario's users, the group's key on the server, and a real OpenID
// provider on the loopback (PORT + 9).
const SIGN_IN_PORT = PORT + 8
const OIDC_PORT = PORT + 9
const SIGN_IN_ORIGIN = `http://127.0.0.1:${SIGN_IN_PORT}`

/** server/main.ts on 127.0.0.1:`port` with `env`, started afresh for the run. */
function mainServer(port: number, env: Record<string, string>) {
  return {
    command: 'npx tsx server/main.ts',
    // /healthz is outside /api: the rate limit never counts or refuses it.
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', ...env },
  }
}

// Typed-key mode: these journeys bring a key (sign-in has journeys of its own).
const proxy = (port: number, upstreamPort: number) =>
  mainServer(port, { UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`, SIGN_IN: 'off' })

const sandbox = (port: number) =>
  mainServer(port, {
    DATABASE: ':memory:',
    // Typed-key mode, as before sign-in: the demo scenario's users would turn sign-in on.
    SIGN_IN: 'off',
    // Journeys make many requests; the rate limit has its own tests.
    RATE_LIMIT_PER_MINUTE: '100000',
    // A page of another team's app, served by e2e/cors.spec.ts on this port, may call the API.
    CORS_ORIGINS: `http://127.0.0.1:${CROSS_ORIGIN_PORT}`,
  })

/** The journeys of one folder of e2e/ (its name), in Chromium against the server at `origin`. */
function folderProject(folder: string, origin: string) {
  return {
    name: folder,
    testMatch: `${folder}/**/*.spec.ts`,
    use: { ...devices['Desktop Chrome'], baseURL: origin },
  }
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI only: a test that passes on its retry is reported as flaky in the output, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // 'list' prints each failure's error and call log at the end of the output, where a CI log's tail shows
  // it ('line' prints them where they happen, in the middle of a long log).
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action's page and a screencast: in CI, where the time is bounded, only a
    // test's retry records one (a pass on the retry is reported as flaky, with its trace); measured
    // 2026-11-27, recording every test cost 18 % of the axe suite's time and 30 % of the drafts journeys'.
    // Run locally, a failed test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'journeys',
      testIgnore: ['faults/**', 'a11y/**', 'prism/**', 'sign-in/**'],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      // The drafts and listing journeys again, through a proxy-mode server in front of a second sandbox.
      name: 'proxy',
      testMatch: ['drafts.spec.ts', 'listing-form.spec.ts'],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${PROXY_PORT}` },
    },
    // The dashboard through a proxy in front of Prism: a service with none of our extensions.
    folderProject('prism', `http://127.0.0.1:${PRISM_PROXY_PORT}`),
    folderProject('faults', `http://127.0.0.1:${FAULTS_PORT}`),
    folderProject('a11y', `http://127.0.0.1:${A11Y_PORT}`),
    folderProject('sign-in', SIGN_IN_ORIGIN),
  ],
  webServer: [
    sandbox(PORT),
    sandbox(FAULTS_PORT),
    sandbox(A11Y_PORT),
    sandbox(UPSTREAM_PORT),
    proxy(PROXY_PORT, UPSTREAM_PORT),
    {
      // An implementation of the API we did not write: Prism mocking the spec's six operations only.
      command: `npx tsx e2e/support/write-spec-without-extensions.ts ${PRISM_SPEC} && npx prism mock -h 127.0.0.1 -p ${PRISM_PORT} -d --seed 7 ${PRISM_SPEC}`,
      url: `http://127.0.0.1:${PRISM_PORT}/api/v1/ndc-transaction-statistic?nationalDrugCode=00002-7597-01`,
      reuseExistingServer: false,
      timeout: 90_000,
      ignoreHTTPSErrors: true,
    },
    proxy(PRISM_PROXY_PORT, PRISM_PORT),
    {
      command: `npx tsx e2e/support/oidc-provider.ts ${OIDC_PORT} ${SIGN_IN_ORIGIN}`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    mainServer(SIGN_IN_PORT, {
      DATABASE: ':memory:',
      SIGN_IN: 'on',
      PUBLIC_URL: SIGN_IN_ORIGIN,
      RATE_LIMIT_PER_MINUTE: '100000',
      OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
      OIDC_CLIENT_ID: 'dashboard',
      OIDC_CLIENT_SECRET: 'a-client-secret-for-browser-tests-only',
      OIDC_NAME: 'Riverside Login',
    }),
  ],
})
