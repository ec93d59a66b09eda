// Builds the app over an in-memory database holding the test scenario, with a clock the test controls.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import {
  BusinessRuleErrorSchema,
  FieldValidationErrorSchema,
  GenericErrorSchema,
  RequestShapeErrorSchema,
} from '../src/contract/errors'
import { buildApp, type BuildAppOptions } from './app'
import { openDatabase, type Db } from './store/sqlite/database'
import { parseScenario } from './store/scenario-file'
import { createSqliteRepositories } from './store/sqlite/repositories'
import { loadScenario } from './store/sqlite/scenario-loader'
import { resetToScenario } from './store/sqlite/scenario-reset'
import { KEY_ONE, testScenario } from './test-fixture'

export const TEST_NOW = new Date('2026-03-02T12:00:00.000Z')

export type TestApp = {
  app: FastifyInstance
  db: Db
  clock: { now: Date }
  /** app.inject with the group-one key unless headers say otherwise. */
  call: (options: InjectOptions) => Promise<LightMyRequestResponse>
}

export function createTestApp(
  options: {
    now?: Date
    rateLimitPerMinute?: number
    /** Further options of buildApp (CORS origins, trustProxy, ...). */
    app?: Partial<BuildAppOptions>
  } = {},
): TestApp {
  const clock = { now: options.now ?? TEST_NOW }
  const db = openDatabase(':memory:')
  const scenario = parseScenario(testScenario())
  loadScenario(db, scenario, clock.now)
  // Rate limiting has its own tests; elsewhere the limit is out of the way.
  const app = buildApp({
    repositories: createSqliteRepositories(db),
    clock: () => clock.now,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 1_000_000,
    resetData: (now) => resetToScenario(db, scenario, now),
    ...options.app,
  })
  const call = (request: InjectOptions) =>
    app.inject({ ...request, headers: { 'x-service-auth': KEY_ONE, ...(request.headers ?? {}) } })
  return { app, db, clock, call }
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
