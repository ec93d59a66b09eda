// Sandbox extensions: faults on demand and reset (src/contract/sandbox-faults.ts, docs/sandbox.md
// "Faults on demand", "Reset"). The rules of one API key are seen and changed only with that key; a reset
// is the caller's tenant's. A bad rule is a request-shape refusal (shape 3) naming the field, before the
// key is checked, as every API body is.
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { FaultRuleBodySchema, type FaultRuleList, type SandboxReset } from '../../src/contract/sandbox-faults'
import { authenticate } from '../http/auth'
import { genericProblem, requestShapeProblem } from '../http/problems'
import { requireBody } from '../http/request-shape'
import { apiKeyOf } from '../sandbox/fault-injection'
import { etagOf, listenForChange, noneMatch, preferredWait } from '../sandbox/fault-rules-poll'
import type { FaultRuleStore } from '../store/fault-rule-store'
import type { TenantScope } from '../tenants/tenant-scope'
import type { RouteContext } from './context'

/** zod's issues as the framework's errors object: keyed by JSON path, with a message that names the field. */
function ruleErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const path = ['$', ...issue.path.map(String)].join('.')
    ;(errors[path] ??= []).push(`${path.slice(2) || 'The body'}: ${issue.message}`)
  }
  return errors
}

export const RESET_PATH = '/api/v1/sandbox/reset'

export const TEAM_HOLDS_RESET =
  "This sandbox's shared data holds the work of this server's signed-in team, so only its admins may reset it, from the dashboard's Sandbox page. Make a tenant of your own (POST /api/v1/sandbox/tenants) to have data you can reset."

export const FAULTS_PATH = '/api/v1/sandbox/faults'

export type SandboxControls = {
  rules: FaultRuleStore
  /** The tenant of the request being handled: its reset gate, its reset and its keys (decision 0021). */
  tenant: () => Pick<TenantScope, 'gate' | 'reset' | 'apiKeys'>
  /**
   * When the server's signed-in team holds the shared data (the default tenant): the group key its team
   * key stands for (sandbox/team-key.ts), and whether the request being handled is on that data. Only
   * the team's own calls may reset it then.
   */
  team?: { groupKey: string; onSharedData: () => boolean }
}

export function sandboxControlRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  controls: SandboxControls,
): void {
  const { repos, clock } = ctx
  const { rules } = controls
  /** The caller's key, once it is known to be a key of a group (401 otherwise). */
  const callerKey = async (request: Parameters<typeof authenticate>[0]) => {
    await authenticate(request, repos.groups)
    return apiKeyOf(request)!
  }

  app.post(FAULTS_PATH, async (request, reply) => {
    requireBody(request.body)
    const parsed = FaultRuleBodySchema.safeParse(request.body)
    if (!parsed.success) throw requestShapeProblem(ruleErrors(parsed.error.issues))
    const key = await callerKey(request)
    return reply.code(201).send(await rules.add(key, parsed.data, clock()))
  })

  // Ends every long poll when the app closes, so close() does not wait out their timers.
  const closing = new AbortController()
  app.addHook('preClose', (done) => {
    closing.abort()
    done()
  })

  // The key's rules with an ETag naming their version; with If-None-Match naming it and Prefer: wait=N,
  // answered when they change (200, the new list) or after N seconds (304). Exempt from the reset gate
  // (app.ts): a waiting request never holds a reset up, and the reset's clear wakes it.
  app.get(FAULTS_PATH, async (request, reply): Promise<FaultRuleList | undefined> => {
    const key = await callerKey(request)
    const conditional = request.headers['if-none-match']
    const wait = conditional === undefined ? 0 : preferredWait(request.headers.prefer)
    const change = wait > 0 ? listenForChange(rules, key) : null
    const gone = new AbortController()
    const abandon = () => gone.abort()
    reply.raw.once('close', abandon)
    try {
      let snapshot = await rules.list(key)
      if (change && noneMatch(conditional, etagOf(snapshot.version))) {
        await change.wait(wait * 1000, AbortSignal.any([closing.signal, gone.signal]))
        snapshot = await rules.list(key)
      }
      // Ended by the app closing: the connection goes with the answer, or close() would wait for it.
      if (closing.signal.aborted) void reply.header('connection', 'close')
      const etag = etagOf(snapshot.version)
      void reply.header('etag', etag).header('cache-control', 'private, no-cache')
      // RFC 7240, section 3: the wait was honoured, for as long as this (capped) number says.
      if (change) void reply.header('preference-applied', `wait=${wait}`)
      if (noneMatch(conditional, etag)) return void reply.code(304).send()
      return { data: snapshot.rules }
    } finally {
      change?.stop()
      reply.raw.off('close', abandon)
    }
  })

  app.delete(FAULTS_PATH, async (request, reply) => {
    await rules.clear(await callerKey(request))
    return reply.code(204).send()
  })

  app.delete<{ Params: { id: string } }>('/api/v1/sandbox/faults/:id', async (request, reply) => {
    if (!(await rules.remove(await callerKey(request), request.params.id))) {
      throw genericProblem(404, `You have no fault rule with id ${request.params.id}.`)
    }
    return reply.code(204).send()
  })

  // Every group's data of the caller's tenant and the rules of its keys: while it runs, no other API
  // request of that tenant is inside the app. Other tenants' data, rules and requests are not touched.
  app.post(RESET_PATH, async (request): Promise<SandboxReset> => {
    const key = await callerKey(request)
    const tenant = controls.tenant()
    // The shared data holds the signed-in team's work (decision 0024): another group's key may not put it
    // back to the scenario, unseen by the team's audit log. The team's own reset (an admin, through the
    // dashboard) arrives with the team's key, which stands for the group's by then.
    const team = controls.team
    if (team && team.onSharedData() && key !== team.groupKey) throw genericProblem(403, TEAM_HOLDS_RESET)
    return tenant.gate.exclusive(async () => {
      const now = clock()
      await tenant.reset(now)
      const keys = tenant.apiKeys
      let cleared = 0
      if (keys === 'every') cleared = await rules.clear()
      else for (const key of keys) cleared += await rules.clear(key)
      return { resetAt: now.toISOString(), faultRulesCleared: cleared }
    })
  })
}
