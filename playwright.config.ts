import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, systemChromium } from './e2e/support/chromium'

// Browser journeys against the real sandbox serving the built dashboard (npm test builds dist/ first).
// The Debian Chromium is used when present (e2e/support/chromium.ts).
// E2E_PORT lets two runs on one machine use their own sandboxes. The fault-injection suite gets a
// sandbox of its own (PORT + 1), so the writes it lets through never change the data the journeys count.
// The accessibility suite (axe on every page and dialog, the keyboard-only journey) has one too (PORT + 2).
const PORT = Number(process.env.E2E_PORT ?? 4173)
const FAULTS_PORT = PORT + 1
const A11Y_PORT = PORT + 2
export const CROSS_ORIGIN_PORT = PORT + 3

function sandbox(port: number) {
  return {
    command: 'npx tsx server/main.ts',
    // /healthz is outside /api: the rate limit never counts or refuses it.
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE: ':memory:',
      // Journeys make many requests; the rate limit has its own tests.
      RATE_LIMIT_PER_MINUTE: '100000',
      // A page of another team's app, served by e2e/cors.spec.ts on this port, may call the API.
      CORS_ORIGINS: `http://127.0.0.1:${CROSS_ORIGIN_PORT}`,
    },
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
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: ['faults/**', 'a11y/**'], use: { ...devices['Desktop Chrome'] } },
    {
      name: 'faults',
      testMatch: 'faults/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${FAULTS_PORT}` },
    },
    {
      name: 'a11y',
      testMatch: 'a11y/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${A11Y_PORT}` },
    },
  ],
  webServer: [sandbox(PORT), sandbox(FAULTS_PORT), sandbox(A11Y_PORT)],
})
