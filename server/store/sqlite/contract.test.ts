// SQLite (in memory) held to the contract every storage engine meets (../contract/store-contract.ts).
import { describeStoreContract } from '../contract/store-contract'
import { sqliteMemoryEngine } from './engine'

describeStoreContract('SQLite in memory', sqliteMemoryEngine)
