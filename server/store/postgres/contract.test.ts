// PostgreSQL held to the contract every storage engine meets (../contract/store-contract.ts).
import { describeStoreContract } from '../contract/store-contract'
import { postgresTestEngine } from './test-engine'

describeStoreContract('PostgreSQL', postgresTestEngine)
