// The tenants' settings (docs/sandbox.md, Tenants; .env.example), read beside the others and in the same
// way: unset or empty means the default, a bad value stops start-up with one line naming it.
import { wholeNumber } from '../settings/setting-values'
import { DEFAULT_TENANT_SETTINGS, type TenantSettings } from './tenant-routes'

export const TENANT_SETTING_NAMES = ['TENANT_IDLE_MINUTES', 'TENANT_LIMIT'] as const

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== ''

export function readTenantSettings(env: Record<string, string | undefined>): TenantSettings {
  const idle = env.TENANT_IDLE_MINUTES
  const limit = env.TENANT_LIMIT
  return {
    // At least 2: a lookup marks a tenant used at most once a minute (store/postgres/tenant-directory.ts).
    idleMinutes: given(idle)
      ? wholeNumber('TENANT_IDLE_MINUTES', idle, 2, 525_600)
      : DEFAULT_TENANT_SETTINGS.idleMinutes,
    limit: given(limit) ? wholeNumber('TENANT_LIMIT', limit, 0, 1000) : DEFAULT_TENANT_SETTINGS.limit,
  }
}
