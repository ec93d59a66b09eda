import { postgresTestEngine } from './store/postgres/test-engine'
import { postgresTestTeamEngine } from './store/postgres/test-engine'
import { describeHostile } from './hostile-suite'

describeHostile('sign-in', 'PostgreSQL', postgresTestEngine, postgresTestTeamEngine)
