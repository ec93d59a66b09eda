import { sqliteBreakableEngine } from '../test-broken-audit'
import { describeUsersAuditTogether } from './users-audit-suite'

describeUsersAuditTogether('SQLite', sqliteBreakableEngine)
