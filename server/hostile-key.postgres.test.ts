import { postgresTestEngine, postgresTestTeamEngine } from './store/postgres/test-engine'
import { describeHostile } from './hostile-suite'

describeHostile('typed key', 'PostgreSQL', postgresTestEngine, postgresTestTeamEngine)
