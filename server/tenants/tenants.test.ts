import { sqliteMemoryEngine } from '../store/sqlite/engine'
import { describeTenants } from './tenants-suite'

describeTenants('SQLite', sqliteMemoryEngine)
