// Two kinds of caller reach /api/v1 on one server with sign-in on: a client that brings its own key in
// X-SERVICE-AUTH (other teams' clients, the typed-key dashboard), and a signed-in user, who brings none
// and whose calls the server makes with the group's key. Fastify's router tells them apart by this
// constraint: routes registered with `constraints: { caller: 'team' }` serve the dashboard's requests,
// and the sandbox's own routes (no constraint) serve the rest, on the same paths.
//
// The dashboard's request is one without a key that carries the dashboard's header or a session cookie.
// A client with neither is anonymous: the built-in sandbox answers it as it answers anyone, checking the
// request before the key (spec: Authentication, "Request validation runs before authentication") and
// serving the OpenAPI document and the demo connection without one, so a browser's session changes
// nothing of what a keyed or anonymous client gets. In proxy mode every request without a key is the
// team's: nothing reaches the vendor but through the team's checks and its budget of calls.
import type { FastifyServerOptions } from 'fastify'
import { CSRF_HEADER } from './csrf'
import { AUTH_HEADER } from './auth'

export type Caller = 'key' | 'team'

export const TEAM_CALLER = { caller: 'team' } as const

type Strategy = NonNullable<NonNullable<FastifyServerOptions['routerOptions']>['constraints']>[string]
type Stored = Parameters<ReturnType<Strategy['storage']>['set']>[1]

/** A session cookie with a value, over HTTP or HTTPS (server/auth/sessions.ts names them). */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Host-)?session=[^;\s]/

/**
 * find-my-way's constraint strategy: one route per value, looked up in a small map. `keylessAreTeam`:
 * every request without a key is the team's (proxy mode); otherwise only the dashboard's.
 */
export function callerConstraint(keylessAreTeam: boolean): Strategy {
  return {
    name: 'caller',
    storage() {
      const handlers = new Map<string, Stored>()
      return {
        get: (value: string) => handlers.get(value) ?? null,
        set: (value: string, store: Stored) => void handlers.set(value, store),
      }
    },
    deriveConstraint(request): Caller {
      const { headers } = request
      if (headers[AUTH_HEADER] !== undefined) return 'key'
      if (keylessAreTeam || headers[CSRF_HEADER] !== undefined) return 'team'
      const cookie = headers.cookie
      return typeof cookie === 'string' && SESSION_COOKIE.test(cookie) ? 'team' : 'key'
    },
    mustMatchWhenDerived: false,
    validate(value: unknown) {
      if (value !== 'team' && value !== 'key')
        throw new Error(`caller must be 'team' or 'key', not ${String(value)}`)
    },
  }
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
