import { postgresTestEngine, postgresTestTeamEngine } from './store/postgres/test-engine'
import { describeHostile } from './hostile-suite'

describeHostile('sign-in', 'PostgreSQL', postgresTestEngine, postgresTestTeamEngine)
