// PostgreSQL held to the contract every team store engine meets (../contract/team-store.contract.ts, with
// the meter, the jobs and the drafts listed): the same suite SQLite runs (../sqlite/team-contract.test.ts).
import { describeTeamStoreContract } from '../contract/team-store.contract'
import { postgresTestTeamEngine } from './test-engine'

describeTeamStoreContract('PostgreSQL', postgresTestTeamEngine)
