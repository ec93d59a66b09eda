import { postgresTestEngine, postgresTestTeamEngine } from './store/postgres/test-engine'
import { describeUnstorableText } from './unstorable-text-suite'

describeUnstorableText('PostgreSQL', postgresTestEngine, postgresTestTeamEngine)
