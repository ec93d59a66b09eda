// Builds the app over an in-memory database holding the test scenario, with a clock the test controls.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp } from './app'
import { openDatabase, type Db } from './store/database'
import { parseScenario } from './store/scenario-file'
import { loadScenario } from './store/scenario-loader'
import { KEY_ONE, testScenario } from './test-fixture'

export const TEST_NOW = new Date('2026-03-02T12:00:00.000Z')

export type TestApp = {
  app: FastifyInstance
  db: Db
  clock: { now: Date }
  /** app.inject with the group-one key unless headers say otherwise. */
  call: (options: InjectOptions) => Promise<LightMyRequestResponse>
}

export function createTestApp(options: { now?: Date; rateLimitPerMinute?: number } = {}): TestApp {
  const clock = { now: options.now ?? TEST_NOW }
  const db = openDatabase(':memory:')
  loadScenario(db, parseScenario(testScenario()), clock.now)
  // Rate limiting has its own tests; elsewhere the limit is out of the way.
  const app = buildApp({ db, clock: () => clock.now, rateLimitPerMinute: options.rateLimitPerMinute ?? 1_000_000 })
  const call = (request: InjectOptions) =>
    app.inject({ ...request, headers: { 'x-service-auth': KEY_ONE, ...(request.headers ?? {}) } })
  return { app, db, clock, call }
}

export const json = (response: LightMyRequestResponse) => response.json<Record<string, unknown>>()
