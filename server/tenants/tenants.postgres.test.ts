import { postgresTestEngine } from '../store/postgres/test-engine'
import { describeTenants } from './tenants-suite'

describeTenants('PostgreSQL', postgresTestEngine)
