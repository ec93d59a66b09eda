// A store to hand out at once while its engine is still opening (a networked database answers its first
// connection later; buildApp is synchronous). Every repository method, the fault rules' promise-returning
// methods and the rate limit's hit already answer with a promise or may, so waiting for the store inside
// them changes nothing a caller can see. The synchronous `isEmpty` and `watch` are read by requests only,
// and an app answers none before it is ready: make it wait for `ready` (createTestApp registers it).
import type { RateLimitStore } from './rate-limit-store'
import type { FaultRuleStore } from './fault-rule-store'
import type { TenantDirectory } from './tenant-directory'
import type { Repositories } from './repositories'
import type { OpenStore } from './store-engine'

type AnyMethod = (...args: unknown[]) => Promise<unknown>

export function deferredStore(opening: Promise<OpenStore>): OpenStore & { ready: Promise<void> } {
  let open: OpenStore | undefined
  const ready = opening.then((store) => {
    open = store
  })
  const later = <T>(use: (store: OpenStore) => T | Promise<T>): Promise<T> => {
    if (!open) return ready.then(() => use(open!))
    try {
      return Promise.resolve(use(open))
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }
  const opened = (what: string) => {
    if (!open) throw new Error(`${what} was read before the store had opened (await ready first)`)
    return open
  }

  // A Proxy rather than a list of names: every method of every repository, present and future, is
  // deferred the same way, and a repository method added to an interface needs nothing here.
  const repositories = new Proxy({} as Repositories, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined
      if (name === 'health') return () => later((store) => store.repositories.health())
      return new Proxy(
        {},
        {
          get(_repository, method) {
            if (typeof method !== 'string' || method === 'then') return undefined
            return (...args: unknown[]) =>
              later((store) => {
                const all = store.repositories as unknown as Record<string, Record<string, AnyMethod>>
                const repository = all[name]!
                return repository[method]!.apply(repository, args)
              })
          },
        },
      )
    },
  })

  const rateLimitStore: RateLimitStore = {
    // Once open (every request of a ready app), the store's own answer: a number stays a number.
    hit: (caller, window) =>
      open ? open.rateLimitStore.hit(caller, window) : later((s) => s.rateLimitStore.hit(caller, window)),
  }

  const faultRules: FaultRuleStore = {
    isEmpty: () => opened('faultRules.isEmpty').faultRules.isEmpty(),
    watch: (apiKey, listener) => opened('faultRules.watch').faultRules.watch(apiKey, listener),
    add: (apiKey, rule, now) => later((s) => s.faultRules.add(apiKey, rule, now)),
    list: (apiKey) => later((s) => s.faultRules.list(apiKey)),
    remove: (apiKey, id) => later((s) => s.faultRules.remove(apiKey, id)),
    clear: (apiKey) => later((s) => s.faultRules.clear(apiKey)),
    take: (apiKey, operation) => later((s) => s.faultRules.take(apiKey, operation)),
  }

  const tenants: TenantDirectory = {
    // Read by requests only, once the store is open (as isEmpty above).
    get defaultKeys() {
      return opened('tenants.defaultKeys').tenants.defaultKeys
    },
    find: (apiKey, now, idleSince) => later((s) => s.tenants.find(apiKey, now, idleSince)),
    create: (now, idleSince, limit) => later((s) => s.tenants.create(now, idleSince, limit)),
    removeIdle: (idleSince) => later((s) => s.tenants.removeIdle(idleSince)),
    close: () => later((s) => s.tenants.close()),
  }

  return {
    repositories,
    rateLimitStore,
    faultRules,
    tenants,
    ready,
    reset: (now) => later((s) => s.reset(now)),
    // A store that never opened has nothing to let go of.
    close: () =>
      opening.then(
        (store) => store.close(),
        () => undefined,
      ),
  }
}
