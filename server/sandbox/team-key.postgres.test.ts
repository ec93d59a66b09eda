import { postgresTestEngine, postgresTestTeamEngine } from '../store/postgres/test-engine'
import { describeTeamKey } from './team-key-suite'

describeTeamKey('PostgreSQL', postgresTestEngine, postgresTestTeamEngine)
