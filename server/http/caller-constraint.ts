// Two kinds of caller reach /api/v1 on one server with sign-in on: a client that brings its own key in
// X-SERVICE-AUTH (other teams' clients, the typed-key dashboard), and a signed-in user, who brings none
// and whose calls the server makes with the group's key. Fastify's router tells them apart by this
// constraint: routes registered with `constraints: { caller: 'team' }` serve requests without a key, and
// the sandbox's own routes (no constraint) serve the rest, on the same paths.
import type { FastifyServerOptions } from 'fastify'
import { AUTH_HEADER } from './auth'

export type Caller = 'key' | 'team'

export const TEAM_CALLER = { caller: 'team' } as const

type Strategy = NonNullable<NonNullable<FastifyServerOptions['routerOptions']>['constraints']>[string]
type Stored = Parameters<ReturnType<Strategy['storage']>['set']>[1]

/** find-my-way's constraint strategy: one route per value, looked up in a small map. */
export const callerConstraint: Strategy = {
  name: 'caller',
  storage() {
    const handlers = new Map<string, Stored>()
    return {
      get: (value: string) => handlers.get(value) ?? null,
      set: (value: string, store: Stored) => void handlers.set(value, store),
    }
  },
  deriveConstraint(request): Caller {
    return request.headers[AUTH_HEADER] === undefined ? 'team' : 'key'
  },
  mustMatchWhenDerived: false,
  validate(value: unknown) {
    if (value !== 'team' && value !== 'key')
      throw new Error(`caller must be 'team' or 'key', not ${String(value)}`)
  },
}

/** True for a route that serves signed-in users (its handler is not the sandbox's). */
export function isTeamRoute(route: { constraints?: unknown }): boolean {
  return (route.constraints as { caller?: unknown } | undefined)?.caller === 'team'
}

/** Marks a team route (its `config`), so hooks can leave its requests to it. */
export const TEAM_ROUTE_CONFIG = { teamRoute: true } as const

/** True for a request a team route is answering (the rate limit counts the calls it makes instead). */
export function isTeamRequest(request: { routeOptions: { config: unknown } }): boolean {
  return (request.routeOptions.config as { teamRoute?: unknown } | undefined)?.teamRoute === true
}
