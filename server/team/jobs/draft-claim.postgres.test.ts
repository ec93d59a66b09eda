// The acting pharmacy's own draft only (draft-claim-suite.ts), with the sandbox and the team store on
// PostgreSQL: its read of one draft and its claim of a draft are SQL of their own.
import { postgresTestEngine } from '../../store/postgres/test-engine'
import { postgresTestTeamEngine } from '../../store/postgres/test-engine'
import { describeDraftClaims } from './draft-claim-suite'

describeDraftClaims('PostgreSQL', postgresTestEngine, postgresTestTeamEngine)
