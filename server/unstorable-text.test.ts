import { sqliteMemoryEngine } from './store/sqlite/engine'
import { sqliteMemoryTeamEngine } from './store/sqlite/team-store'
import { describeUnstorableText } from './unstorable-text-suite'

describeUnstorableText('SQLite', sqliteMemoryEngine, sqliteMemoryTeamEngine)
