// The API for a signed-in user (docs/team-server.md): every operation of the access table on its own
// path, for requests that bring no key (http/caller-constraint.ts). Each call is checked before anything
// is sent (session, CSRF, role, the pharmacies the user acts for), a write is the audited call
// (audited-call.ts: its intent just before it goes out, its outcome when its answer comes), and the call
// goes to the upstream with the group's key, never with anything of the browser's but the JSON body it
// checked. Unknown /api/v1 paths are refused; so, in proxy mode, is a request that brings a key of its own.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_ACCESS, API_OPERATIONS, actsFor, npiRefusal, type ApiOperation } from '../../src/contract/access'
import { METER_HEADERS } from '../../src/contract/meter'
import { PROXY_HEADER } from '../../src/contract/proxy-header'
import type { AuditAbout } from '../../src/contract/team-audit'
import { draftOwner } from '../access/draft-owner'
import { npisNamed } from '../access/acting-npi'
import { jsonOf } from '../audit/answers'
import { sentOf } from '../audit/audit-log'
import { BEFORE_READS, aboutOf, lastAbout, lastRecorded, snapshotOf } from '../audit/history'
import { auditedWrite, jsonCall, type AuditedResult } from './audited-call'
import { actorOf, refuse, signedInFor, targetOf, type TeamContext } from './team-context'
import type { SignedIn } from '../auth/sessions'
import { TEAM_CALLER, TEAM_ROUTE_CONFIG } from '../http/caller-constraint'
import { UNSUPPORTED_BODY, UNSUPPORTED_MESSAGE } from '../http/content-types'
import { genericProblem } from '../http/problems'
import { unboundValueProblem } from '../http/request-shape'
import { callerOf } from '../meter/meter-caller'
import { DraftOrigin } from './jobs/draft-origin'
import { CONDITIONAL_ANSWER_HEADERS, conditionalHeaders } from '../proxy/conditional-read'
import { ServiceExtensions } from '../proxy/service-extensions'
import {
  UpstreamUnavailable,
  type UpstreamAnswer,
  type UpstreamCaller,
  type UpstreamRequest,
} from '../proxy/upstream'

// The meter's headers come back on every answer (docs/team-server.md, "The meter"), and a long poll's
// (conditional-read.ts) on its answers.
const ANSWER_HEADERS = [
  'content-type',
  'retry-after',
  ...Object.values(METER_HEADERS),
  ...CONDITIONAL_ANSWER_HEADERS,
] as const

const unreachable = (why: string) =>
  `The marketplace service could not be reached through this server: ${why}. Nothing was changed by this server; the service may or may not have received the request.`

export const KEY_REFUSED =
  "This server holds the group's key and does not pass on a key of yours. Sign in to the dashboard instead of sending X-SERVICE-AUTH."

function send(reply: FastifyReply, answer: UpstreamAnswer): FastifyReply {
  for (const name of ANSWER_HEADERS) {
    const value = answer.headers[name]
    if (value !== undefined) void reply.header(name, value)
  }
  // Everyone signed in shares the group's key, and so the service's count of its calls.
  void reply.header(PROXY_HEADER, 'forwarded')
  return reply.code(answer.status).send(answer.body)
}

/** The pharmacy the call acts for, checked against the user's; the refusal is audited. */
async function actingNpi(
  ctx: TeamContext,
  extensions: ServiceExtensions,
  request: FastifyRequest,
  signedIn: SignedIn,
  operation: ApiOperation,
): Promise<number | null> {
  const rule = API_ACCESS[operation]
  const targetId = targetOf(request, operation)
  if (rule.npi.in === 'target') {
    const owner = await draftOwner(ctx.upstream, extensions, signedIn.user.npis, targetId ?? '')
    if (!owner.allowed)
      throw await refuse(ctx, request, signedIn, operation, 403, owner.message, { targetId })
    return owner.npi
  }
  const { npis, unbound } = npisNamed(rule.npi, request.body, request.query)
  if (unbound !== null) {
    // Text in the NPI's place that binds to no number: the sandbox's own answer, before anything is sent.
    const problem = unboundValueProblem(unbound.name, unbound.value)
    await ctx.audit.event(
      request,
      { operation, actor: actorOf(signedIn), npi: null, targetId },
      { status: 400, shape: 3, message: `The value '${unbound.value}' is not valid.` },
      sentOf(request, request.body),
    )
    throw problem
  }
  const outside = npis.find((npi) => !actsFor(signedIn.user.npis, npi))
  if (outside !== undefined)
    throw await refuse(ctx, request, signedIn, operation, 403, npiRefusal(outside), {
      npi: outside,
      targetId,
      body: request.body,
    })
  return npis[0] ?? null
}

/**
 * The object before this write (the last answer recorded for it, else a read through the service) and
 * its drug and lot, so that even a refused write is named.
 */
async function before(
  ctx: TeamContext,
  extensions: ServiceExtensions,
  operation: ApiOperation,
  targetId: string | null,
  npi: number | null,
): Promise<{ before: Record<string, unknown> | null; about: AuditAbout | null }> {
  const none = { before: null, about: null }
  const read = BEFORE_READS[operation]
  if (!read || targetId === null) return none
  const actions = await ctx.store.audit.actionsOf(targetId)
  const recorded = lastRecorded(actions)
  if (recorded) return { before: recorded, about: lastAbout(actions) }
  if (npi === null || !(await extensions.has(read.read))) return none
  try {
    const answer = await ctx.upstream.call({
      method: 'GET',
      path: `${read.path}${encodeURIComponent(targetId)}`,
      query: `${read.npiName}=${npi}`,
      headers: { accept: 'application/json' },
    })
    if (answer.status !== 200) return none
    const object = jsonOf(answer.body, answer.headers['content-type'])
    return { before: snapshotOf(operation, object), about: aboutOf(object) }
  } catch {
    return none
  }
}

async function forward(
  ctx: TeamContext,
  extensions: ServiceExtensions,
  request: FastifyRequest,
  reply: FastifyReply,
  operation: ApiOperation,
): Promise<FastifyReply> {
  const rule = API_ACCESS[operation]
  const signedIn = await signedInFor(ctx, request, operation)
  if (request.body === UNSUPPORTED_BODY) throw genericProblem(415, UNSUPPORTED_MESSAGE)
  const npi = await actingNpi(ctx, extensions, request, signedIn, operation)
  const targetId = targetOf(request, operation)
  const [path = '', query = ''] = request.url.split('?', 2)
  const readHeaders = conditionalHeaders(request, operation, ctx.upstreamTimeoutMs)
  const call = jsonCall(request.method, path, query, request.body, readHeaders)
  const caller = callerOf(request, signedIn)
  if (!rule.write) return send(reply, await callOrProblem(ctx, call, caller))

  // A create that names its draft (X-From-Draft) claims it first: a draft is never listed twice.
  const claimed = await DraftOrigin.claim(ctx, extensions, request, signedIn, operation, npi)
  if (claimed && 'answer' in claimed) return send(reply, claimed.answer)
  const origin = claimed?.origin ?? null
  let result: AuditedResult
  try {
    result = await auditedWrite(ctx, {
      facts: { operation, actor: actorOf(signedIn), npi, targetId },
      request,
      call,
      sent: sentOf(request, request.body),
      ...(await before(ctx, extensions, operation, targetId, npi)),
      options: { caller },
    })
  } catch (error) {
    await origin?.release()
    throw error
  }
  // A lost answer keeps the draft's claim: whether a listing was made is for a person to find out.
  if ('lost' in result) throw problemOf(result.lost)
  if (result.sent) {
    await origin?.settle(result.answer.status, result.created)
    if (operation === 'updateGroupNpis') ctx.groupChanged()
  } else await origin?.release() // held at the meter past its bound: never sent
  return send(reply, result.answer)
}

function problemOf(error: unknown): Error {
  if (!(error instanceof UpstreamUnavailable))
    return error instanceof Error ? error : new Error(String(error))
  return error.reason === 'timeout'
    ? genericProblem(504, unreachable(`it did not answer within ${Math.round(error.timeoutMs / 1000)} s`))
    : genericProblem(502, unreachable('the connection failed'))
}

async function callOrProblem(ctx: TeamContext, call: UpstreamRequest, caller: UpstreamCaller) {
  try {
    return await ctx.upstream.call(call, { caller })
  } catch (error) {
    throw problemOf(error)
  }
}

/** Registers the API for signed-in users, and the refusals around it. */
export function teamForwardRoutes(app: FastifyInstance, ctx: TeamContext): void {
  const extensions = new ServiceExtensions(ctx.upstream, ctx.clock)
  for (const operation of API_OPERATIONS) {
    const rule = API_ACCESS[operation]
    app.route({
      method: rule.method,
      url: rule.path.replace(/\{(\w+)\}/g, ':$1'),
      constraints: TEAM_CALLER,
      config: TEAM_ROUTE_CONFIG,
      handler: (request, reply) => forward(ctx, extensions, request, reply, operation),
    })
  }
  // Any other path or method under /api/v1, without a key: nothing of the service's to call.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/v1/*',
    constraints: TEAM_CALLER,
    config: TEAM_ROUTE_CONFIG,
    handler: async (request) => {
      const signedIn = await ctx.sessions.current(request)
      const path = request.url.split('?')[0] ?? request.url
      const message = `This server passes on only the marketplace API's own operations; ${request.method} ${path} is not one.`
      if (!signedIn) throw genericProblem(404, `No resource matches ${request.method} ${path}.`)
      throw await refuse(ctx, request, signedIn, 'unknownOperation', 403, message)
    },
  })
  if (ctx.proxyMode) {
    // With a key of its own, whatever the path: the group's key is the server's (never the browser's).
    app.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/api/v1/*',
      handler: async (request) => {
        const signedIn = await ctx.sessions.current(request)
        throw await refuse(ctx, request, signedIn, 'keyRefused', 403, KEY_REFUSED)
      },
    })
  }
}
