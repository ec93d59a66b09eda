// Which tenant a request reaches: the one its X-SERVICE-AUTH key belongs to (decision 0021). A request
// with a tenant's key runs its handler inside that tenant's scope, and the routes' repositories (a proxy
// over the default store's) answer from the tenant's store; every other request (the scenario's keys,
// an unknown or missing key) runs as before, on the default tenant, without a lookup or a scope.
// Finding the tenant never refuses a request: an unknown key reaches the default tenant, whose own check
// answers 401 at its place in the order of checks.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { apiKeyOf } from '../sandbox/fault-injection'
import { RequestGate } from '../sandbox/request-gate'
import type { Repositories } from '../store/repositories'
import type { Tenant, TenantDirectory } from '../store/tenant-directory'

/** What a request of a tenant works with: its data, its reset, its keys and its own reset gate. */
export type TenantScope = {
  repositories: Repositories
  reset: (now: Date) => Promise<void>
  /** The keys whose fault rules a reset clears; 'every' when the sandbox has no tenants at all. */
  apiKeys: readonly string[] | 'every'
  gate: RequestGate
}

const API_PATH = /^\/api\/v1\//i

export type Tenancy = {
  /** The scope of the request being handled (the default tenant's outside any tenant's). */
  current: () => TenantScope
  /** The repositories of whichever tenant the request being handled reaches. */
  repositories: Repositories
}

export function createTenancy(defaults: TenantScope): Tenancy & {
  /** Runs `work` in the tenant's scope (one scope, and so one gate, per tenant object). */
  within: <T>(tenant: Tenant, work: () => T) => T
} {
  const storage = new AsyncLocalStorage<TenantScope>()
  const scopes = new WeakMap<Tenant, TenantScope>()
  const current = () => storage.getStore() ?? defaults
  const repositories = new Proxy({} as Repositories, {
    get: (_target, name) => Reflect.get(current().repositories, name) as unknown,
  })
  const within = <T>(tenant: Tenant, work: () => T): T => {
    let scope = scopes.get(tenant)
    if (!scope) {
      scope = { ...tenant, gate: new RequestGate() }
      scopes.set(tenant, scope)
    }
    return storage.run(scope, work)
  }
  return { current, repositories, within }
}

/** The tenant each request of a tenant's key reaches (null: the key's tenant is gone), found on arrival. */
const found = new WeakMap<FastifyRequest, Tenant | null>()

/**
 * False for a request whose key was a tenant's that is gone (idle): its fault rules, until the sweep
 * clears them, answer nothing; the request reaches the default tenant, which refuses the key.
 */
export const reachesATenant = (request: FastifyRequest): boolean => found.get(request) !== null

/** The id of the tenant the request reached (for the access log); null for the default tenant's data. */
export const tenantOf = (request: FastifyRequest): string | null => found.get(request)?.id ?? null

/**
 * Finds the tenant of a request with a key other than the scenario's, once, on arrival: after the rate
 * limit (which counts every request first) and before the fault rules (a gone tenant's must not answer).
 */
export function registerTenantLookup(
  app: FastifyInstance,
  options: { directory: TenantDirectory; clock: () => Date; idleMinutes: number },
): void {
  const { directory, clock, idleMinutes } = options
  app.addHook('onRequest', (request, _reply, done) => {
    const key = apiKeyOf(request)
    // The scenario's keys, and requests without one (the document, the demo connection): at once.
    if (key === undefined || directory.defaultKeys.has(key) || !API_PATH.test(request.url)) return done()
    const now = clock()
    directory.find(key, now, new Date(now.getTime() - idleMinutes * 60_000)).then(
      (tenant) => {
        found.set(request, tenant ?? null)
        done()
      },
      (error: Error) => done(error),
    )
  })
}

/**
 * Wraps every API route's handler: a request whose key is a tenant's runs it in that tenant's scope.
 * Register after the reset gate (its wrapper then runs inside the scope and takes the tenant's gate) and
 * before the routes.
 */
export function registerTenantRouting(
  app: FastifyInstance,
  within: <T>(tenant: Tenant, work: () => T) => T,
): void {
  app.addHook('onRoute', (route) => {
    if (!API_PATH.test(route.url)) return
    const handler = route.handler
    route.handler = function tenanted(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const tenant = found.get(request)
      if (!tenant) return handler.call(this, request, reply)
      return within(tenant, () => handler.call(this, request, reply))
    }
  })
}
