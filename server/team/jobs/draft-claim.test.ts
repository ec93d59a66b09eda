// The acting pharmacy's own draft only (draft-claim-suite.ts), on SQLite (or every engine's default run).
import { DEFAULT_TEAM_TEST_ENGINE } from '../../team-test-app'
import { DEFAULT_TEST_ENGINE } from '../../test-app'
import { describeDraftClaims } from './draft-claim-suite'

describeDraftClaims('default engines', DEFAULT_TEST_ENGINE, DEFAULT_TEAM_TEST_ENGINE)
