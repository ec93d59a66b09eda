// SQLite (in memory) held to the contract every team store engine meets (../contract/team-store.contract.ts).
import { describeTeamStoreContract } from '../contract/team-store.contract'
import { sqliteMemoryTeamEngine } from './team-store'

describeTeamStoreContract('SQLite in memory', sqliteMemoryTeamEngine)
