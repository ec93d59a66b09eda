// Tenants on SQLite: each a database of its own in this process's memory, holding its copy of the
// scenario. The sandbox on SQLite is one process (decision 0012), so the directory is that process's own
// too; a restart removes every tenant (decision 0021 says why not a file each).
import type { Scenario } from '../../scenarios/scenario'
import {
  newTenantId,
  newTenantKeys,
  scenarioKeys,
  tenantScenario,
  type Tenant,
  type TenantDirectory,
} from '../tenant-directory'
import { openDatabase, type Db, createSqliteRepositories, loadScenario, resetToScenario } from './database'

type Held = { tenant: Tenant; db: Db; lastUsed: Date }

export function sqliteTenantDirectory(scenario: Scenario): TenantDirectory {
  const byId = new Map<string, Held>()
  const byKey = new Map<string, Held>()

  const remove = (held: Held) => {
    byId.delete(held.tenant.id)
    for (const key of held.tenant.apiKeys) byKey.delete(key)
    held.db.close()
  }
  const removeIdle = (idleSince: Date) => {
    const gone = [...byId.values()].filter((held) => held.lastUsed < idleSince)
    gone.forEach(remove)
    return gone.flatMap((held) => held.tenant.apiKeys)
  }

  return {
    defaultKeys: new Set(scenarioKeys(scenario)),
    find: (apiKey, now, idleSince) =>
      Promise.resolve().then(() => {
        const held = byKey.get(apiKey)
        // Idle: as good as removed; the sweep removes it (and its rules) soon.
        if (!held || held.lastUsed < idleSince) return undefined
        if (now > held.lastUsed) held.lastUsed = now
        return held.tenant
      }),
    async create(now, idleSince, limit) {
      const live = () => [...byId.values()].filter((held) => held.lastUsed >= idleSince).length
      if (live() >= limit) return undefined
      const id = newTenantId()
      const copy = tenantScenario(scenario, newTenantKeys(id))
      const db = await openDatabase(':memory:')
      await loadScenario(db, copy, now)
      // Another creation may have filled the last place while this one was loading.
      if (live() >= limit) return void db.close()
      const tenant: Tenant = {
        id,
        repositories: createSqliteRepositories(db),
        reset: (at) => resetToScenario(db, copy, at),
        apiKeys: scenarioKeys(copy),
      }
      const held = { tenant, db, lastUsed: now }
      byId.set(id, held)
      for (const key of tenant.apiKeys) byKey.set(key, held)
      return { tenant, scenario: copy, createdAt: now }
    },
    removeIdle: (idleSince) => Promise.resolve().then(() => removeIdle(idleSince)),
    close: () =>
      Promise.resolve().then(() => {
        for (const held of [...byId.values()]) remove(held)
      }),
  }
}
