// Sandbox extension: faults on demand (src/contract/sandbox-faults.ts, docs/sandbox.md "Faults on
// demand"). The rules of one API key are seen and changed only with that key. A bad rule is a
// request-shape refusal (shape 3) naming the field, before the key is checked, as every API body is.
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { FaultRuleBodySchema, type FaultRuleList } from '../../src/contract/sandbox-faults'
import { authenticate } from '../http/auth'
import { genericProblem, requestShapeProblem } from '../http/problems'
import { requireBody } from '../http/request-shape'
import { apiKeyOf } from '../sandbox/fault-injection'
import type { FaultRules } from '../sandbox/fault-rules'
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

export function sandboxFaultRoutes(app: FastifyInstance, ctx: RouteContext, rules: FaultRules): void {
  const { repos, clock } = ctx
  /** The caller's key, once it is known to be a key of a group (401 otherwise). */
  const callerKey = (request: Parameters<typeof authenticate>[0]) => {
    authenticate(request, repos.groups)
    return apiKeyOf(request)!
  }

  app.post('/api/v1/sandbox/faults', (request, reply) => {
    requireBody(request.body)
    const parsed = FaultRuleBodySchema.safeParse(request.body)
    if (!parsed.success) throw requestShapeProblem(ruleErrors(parsed.error.issues))
    const key = callerKey(request)
    return reply.code(201).send(rules.add(key, parsed.data, clock()))
  })

  app.get('/api/v1/sandbox/faults', (request): FaultRuleList => ({ data: rules.list(callerKey(request)) }))

  app.delete('/api/v1/sandbox/faults', (request, reply) => {
    rules.clear(callerKey(request))
    return reply.code(204).send()
  })

  app.delete<{ Params: { id: string } }>('/api/v1/sandbox/faults/:id', (request, reply) => {
    if (!rules.remove(callerKey(request), request.params.id)) {
      throw genericProblem(404, `You have no fault rule with id ${request.params.id}.`)
    }
    return reply.code(204).send()
  })
}
