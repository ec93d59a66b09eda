// Builds the app over a store of its own holding the test scenario (SQLite in memory unless a test names
// another engine, or TEST_STORE=postgres runs them all on PostgreSQL), with a clock the test controls.
// Tests see the data through the repositories, never through a database handle, so they run on any engine.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import {
  BusinessRuleErrorSchema,
  FieldValidationErrorSchema,
  GenericErrorSchema,
  RequestShapeErrorSchema,
} from '../src/contract/errors'
import { buildApp, type BuildAppOptions } from './app'
import type { Scenario } from './scenarios/scenario'
import { deferredStore } from './store/deferred-store'
import type { Repositories } from './store/repositories'
import { parseScenario } from './store/scenario-file'
import { postgresTestEngine } from './store/postgres/test-engine'
import { sqliteMemoryEngine } from './store/sqlite/engine'
import type { OpenStore, StoreEngine } from './store/store-engine'
import { KEY_ONE, testScenario } from './test-fixture'

export const TEST_NOW = new Date('2026-03-02T12:00:00.000Z')

/**
 * The engine the server's tests run on when they name none: SQLite in memory, or with TEST_STORE=postgres
 * a schema of its own on the run's PostgreSQL cluster (vite.config.ts starts it for that run).
 */
export const DEFAULT_TEST_ENGINE: StoreEngine =
  process.env.TEST_STORE === 'postgres' ? postgresTestEngine : sqliteMemoryEngine

export type TestApp = {
  app: FastifyInstance
  /** The store's repositories, to set up and check data (usable at once: each call waits for the store). */
  repositories: Repositories
  /** The whole store: its fault rules, and close() (a store that no longer answers). Closed with the app. */
  store: OpenStore
  clock: { now: Date }
  /** app.inject with the group-one key unless headers say otherwise. */
  call: (options: InjectOptions) => Promise<LightMyRequestResponse>
}

/**
 * Synchronous, so a test (and the dashboard's tests against the sandbox) writes `createTestApp()` as it
 * always has: the engine opens in the background and the app is ready (inject and listen wait for it)
 * once it has.
 */
export function createTestApp(
  options: {
    now?: Date
    rateLimitPerMinute?: number
    /** The storage engine; DEFAULT_TEST_ENGINE (SQLite in memory) when absent. */
    engine?: StoreEngine
    /** The data; the test scenario (test-fixture.ts) when absent. */
    scenario?: Scenario
    /** Further options of buildApp (CORS origins, trustProxy, ...). */
    app?: Partial<BuildAppOptions>
  } = {},
): TestApp {
  const clock = { now: options.now ?? TEST_NOW }
  const engine = options.engine ?? DEFAULT_TEST_ENGINE
  const store = deferredStore(engine(parseScenario(options.scenario ?? testScenario()), clock.now))
  // Rate limiting has its own tests; elsewhere the limit is out of the way.
  const app = buildApp({
    repositories: store.repositories,
    rateLimitStore: store.rateLimitStore,
    faultRules: store.faultRules,
    clock: () => clock.now,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 1_000_000,
    resetData: store.reset,
    tenants: store.tenants,
    ...options.app,
  })
  void app.register(() => store.ready)
  app.addHook('onClose', () => store.close())
  const call = (request: InjectOptions) =>
    app.inject({ ...request, headers: { 'x-service-auth': KEY_ONE, ...(request.headers ?? {}) } })
  return { app, repositories: store.repositories, store, clock, call }
}

/** Every listing of every pharmacy of the test scenario, whatever its status, read through the repositories. */
export async function listingCount(repositories: Repositories): Promise<number> {
  let count = 0
  for (const { npi } of testScenario().pharmacies) {
    const pharmacy = await repositories.pharmacies.findByNpi(npi)
    if (!pharmacy) throw new Error(`the test scenario's pharmacy ${npi} is not in the store`)
    const page = { sortName: 'listingDate', descending: true, start: 0, take: 1 } as const
    count += (await repositories.listings.pageBySeller(pharmacy.key, page)).recordsTotal
  }
  return count
}

/** The pending invitations of an NPI, in every group of the test scenario. */
export async function invitationsOf(repositories: Repositories, npi: number) {
  const found: { groupId: string; invitedDate: string }[] = []
  for (const { id, apiKeys } of testScenario().groups) {
    const group = await repositories.groups.findByApiKey(apiKeys[0]!)
    if (!group) throw new Error(`the test scenario's group ${id} is not in the store`)
    for (const invitation of await repositories.groups.invitations(group.key)) {
      if (invitation.npi === npi) found.push({ groupId: id, invitedDate: invitation.invitedDate })
    }
  }
  return found
}

/** The URL of a request the tests write (always a string here, though inject also takes an object). */
export function urlOf(request: InjectOptions): string {
  if (typeof request.url !== 'string') throw new Error('a test request names its URL as a string')
  return request.url
}

export const json = (response: LightMyRequestResponse) => response.json<Record<string, unknown>>()

const SHAPE_SCHEMAS = {
  1: BusinessRuleErrorSchema,
  2: FieldValidationErrorSchema,
  3: RequestShapeErrorSchema,
  4: GenericErrorSchema,
} as const
export type Shape = keyof typeof SHAPE_SCHEMAS

/** spec: Errors > Telling the shapes apart, applied literally. */
export function shapeOf(body: unknown): Shape | null {
  if (body === null || typeof body !== 'object') return null
  const b = body as Record<string, unknown>
  if (typeof b.errorCode === 'number') return 1
  if ('isValid' in b && b.errors && typeof b.errors === 'object' && '$values' in b.errors) return 2
  if ('title' in b && 'status' in b && 'errors' in b) return 3
  if ('error' in b && 'statusCode' in b && 'message' in b) return 4
  return null
}

/** The body is in one of the four shapes: by the spec's rule, and by that shape's schema. */
export function isDocumentedShape(body: unknown): boolean {
  const shape = shapeOf(body)
  return shape !== null && SHAPE_SCHEMAS[shape].safeParse(body).success
}

/** Asserts status and body shape (by the contract's schema and by the spec's rule); returns the body. */
export function expectShape(
  response: LightMyRequestResponse,
  status: number,
  shape: Shape,
): Record<string, unknown> {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status })
  const body = response.json<Record<string, unknown>>()
  expect(SHAPE_SCHEMAS[shape].safeParse(body).success).toBe(true)
  expect(shapeOf(body)).toBe(shape)
  return body
}

/** The $values of a shape-2 body. */
export function fieldErrors(body: Record<string, unknown>) {
  return FieldValidationErrorSchema.parse(body).errors.$values
}
