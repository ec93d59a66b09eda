import { sqliteMemoryEngine } from '../store/sqlite/engine'
import { sqliteMemoryTeamEngine } from '../store/sqlite/team-store'
import { describeTeamKey } from './team-key-suite'

describeTeamKey('SQLite', sqliteMemoryEngine, sqliteMemoryTeamEngine)
