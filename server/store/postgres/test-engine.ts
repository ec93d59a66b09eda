// The PostgreSQL engine as tests use it: every store a schema of its own on the run's cluster
// (global-setup.ts), dropped when the store closes, so tests share nothing and may write.
import { inject } from 'vitest'
import type { StoreEngine } from '../store-engine'
import { postgresSchemaEngine } from './engine'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's cluster (global-setup.ts). */
    postgresUrl: string
  }
}

let engine: StoreEngine | undefined

export const postgresTestEngine: StoreEngine = (scenario, now) => {
  engine ??= postgresSchemaEngine(inject('postgresUrl'))
  return engine(scenario, now)
}
