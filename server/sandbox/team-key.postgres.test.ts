import { postgresTestEngine } from '../store/postgres/test-engine'
import { postgresTestTeamEngine } from '../store/postgres/test-engine'
import { describeTeamKey } from './team-key-suite'

describeTeamKey('PostgreSQL', postgresTestEngine, postgresTestTeamEngine)
