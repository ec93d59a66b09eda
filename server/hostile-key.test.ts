import { sqliteMemoryEngine } from './store/sqlite/engine'
import { sqliteMemoryTeamEngine } from './store/sqlite/team-store'
import { describeHostile } from './hostile-suite'

describeHostile('typed key', 'SQLite', sqliteMemoryEngine, sqliteMemoryTeamEngine)
