// The key the built-in sandbox's signed-in team works with (decision 0024). With UPSTREAM_API_KEY set, the
// operator chose it: a key of the scenario, used as it is. Without it the server makes a key of its own
// at each start, never written anywhere (no answer, log, database or team store holds it), which stands
// for the demo connection's group, and that group's public key (the one the demo connection hands out and
// the README prints) stops reaching it: whoever holds the public key would otherwise skip the team's roles,
// pharmacy checks and audit log. A request with the public key is then refused as any unknown key is, at
// the key's place in the order of checks (401 after the body), no fault rule of it answers, and the demo
// connection is not offered.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AUTH_HEADER, RETIRED_KEY, type RetiredMark } from '../http/auth'

export type TeamKey = {
  /** The server's own key: only its calls for signed-in users and their jobs carry it. */
  key: string
  /** The key of the group in the sandbox's data it stands for; retired while the server runs. */
  standsFor: string
}

/** A new key for the group whose key is `standsFor` (256 random bits). */
export function newTeamKey(standsFor: string): TeamKey {
  return { key: `team-${randomBytes(32).toString('base64url')}`, standsFor }
}

/**
 * On arrival, before the rate limit, the tenant lookup and the fault rules: the team's key becomes the
 * group's own, so that everything keyed by the group's key (its fault rules, its tenant, its reset) is the
 * team's on every instance; the group's public key is marked retired, for the key check to refuse.
 */
export function registerTeamKey(app: FastifyInstance, teamKey: TeamKey): void {
  app.decorateRequest(RETIRED_KEY, false)
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.headers[AUTH_HEADER]
    const key = Array.isArray(raw) ? raw[0] : raw
    if (key === teamKey.key) request.headers[AUTH_HEADER] = teamKey.standsFor
    else if (key === teamKey.standsFor) (request as FastifyRequest & RetiredMark)[RETIRED_KEY] = true
    done()
  })
}
