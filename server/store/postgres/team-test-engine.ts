// The PostgreSQL team store as tests use it: every store a schema of its own on the run's cluster
// (global-setup.ts), dropped when the store closes, so tests share nothing and may write.
import { inject } from 'vitest'
import type { TeamStoreEngine } from '../team-store'
import { postgresTeamSchemaEngine } from './team-store'
// The type of what is provided (postgresUrl) is declared where the sandbox's test engine reads it.
import type {} from './test-engine'

let engine: TeamStoreEngine | undefined

export const postgresTestTeamEngine: TeamStoreEngine = () => {
  engine ??= postgresTeamSchemaEngine(inject('postgresUrl'))
  return engine()
}
