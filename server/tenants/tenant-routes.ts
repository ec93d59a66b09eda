// POST /api/v1/sandbox/tenants (docs/sandbox.md, Tenants): a copy of the scenario with keys of its own.
// Any valid key may ask (the same checks as the reset's); at TENANT_LIMIT tenants the answer is 409 in
// shape 4 (spec: Errors > Shape 4). Tenants unused for TENANT_IDLE_MINUTES are removed by a sweep each
// minute, with their fault rules; until the sweep runs, their keys reach nothing already (the directory's
// find says so).
import type { FastifyInstance } from 'fastify'
import type { SandboxTenant } from '../../src/contract/sandbox-tenants'
import { authenticate } from '../http/auth'
import { genericProblem } from '../http/problems'
import type { FaultRuleStore } from '../store/fault-rule-store'
import type { Repositories } from '../store/repositories'
import type { CreatedTenant, TenantDirectory } from '../store/tenant-directory'

export const TENANTS_PATH = '/api/v1/sandbox/tenants'

export type TenantSettings = {
  /** Minutes without a request after which a tenant is removed (TENANT_IDLE_MINUTES). */
  idleMinutes: number
  /** Tenants at most, besides the default one (TENANT_LIMIT). */
  limit: number
}

/** Removed after an hour unused; 20 at most besides the default. */
export const DEFAULT_TENANT_SETTINGS: TenantSettings = { idleMinutes: 60, limit: 20 }

function answer({ tenant, scenario, createdAt }: CreatedTenant, idleMinutes: number): SandboxTenant {
  const demo = scenario.demoConnection
  const demoGroup = demo
    ? scenario.groups.find((group) => group.apiKeys.includes(demo.apiKey))?.name
    : undefined
  return {
    id: tenant.id,
    createdAt: createdAt.toISOString(),
    idleMinutes,
    groups: scenario.groups.map((group) => ({
      groupId: group.id,
      groupName: group.name,
      apiKeys: group.apiKeys,
    })),
    demoConnection:
      demo && demoGroup !== undefined
        ? { apiKey: demo.apiKey, pharmacyNpi: demo.pharmacyNpi, groupName: demoGroup }
        : null,
  }
}

export function tenantRoutes(
  app: FastifyInstance,
  options: {
    repos: Repositories
    directory: TenantDirectory
    rules: FaultRuleStore
    clock: () => Date
    settings: TenantSettings
  },
): void {
  const { repos, directory, rules, clock, settings } = options
  const idleSince = (now: Date) => new Date(now.getTime() - settings.idleMinutes * 60_000)

  // The sweep: removed tenants' data goes with them (the directory's), their rules here.
  const sweep = async () => {
    for (const key of await directory.removeIdle(idleSince(clock()))) await rules.clear(key)
  }

  app.post(TENANTS_PATH, async (request, reply) => {
    await authenticate(request, repos.groups)
    await sweep()
    const now = clock()
    const created = await directory.create(now, idleSince(now), settings.limit)
    if (!created)
      throw genericProblem(
        409,
        `The sandbox holds ${settings.limit} tenants, as many as it may. A tenant unused for ${settings.idleMinutes} minutes is removed; try again then, or use the demo keys.`,
      )
    return reply.code(201).send(answer(created, settings.idleMinutes))
  })

  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', (done) => {
    timer = setInterval(() => void sweep().catch((error: Error) => app.log.warn(error.message)), 60_000)
    timer.unref()
    done()
  })
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer)
    done()
  })
}
