// POST /auth/sign-in with an e-mail address and password (JSON, or an HTML form post answered with a
// redirect, so the sign-in page works without script). OWASP Authentication Cheat Sheet: the Origin must
// be this server's (login CSRF); slowed after repeated failures (sign-in-throttle.ts); a wrong address and
// a wrong password get the same answer after the same work (a dummy hash for unknown addresses); a
// deactivated account cannot sign in; a new session id at every sign-in (sessions.ts).
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SignInBodySchema, type SessionAnswer } from '../../src/contract/session'
import { throttleMessage } from '../../src/contract/sign-in-wait'
import { genericBody, genericProblem, requestShapeProblem } from '../http/problems'
import { UNSUPPORTED_BODY } from '../http/content-types'
import { originProblem } from '../http/csrf'
import { dummyHash, verifyPassword } from '../auth/passwords'
import { recordFailure, recordSuccess, waitBeforeAttempt } from '../auth/sign-in-throttle'
import { actorOf, type TeamContext } from './team-context'
import { sessionAnswer } from './session-answer'

export const WRONG_CREDENTIALS = 'The e-mail address or password is not correct.'
export const DEACTIVATED = 'This account has been deactivated. Ask an admin of your group.'

const FORM = 'application/x-www-form-urlencoded'
const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM)

/**
 * A path of this server to return to, never another site: it starts with one slash, and has no backslash,
 * space or control character (a browser drops tabs and line breaks from an address, so "/\t/evil.example"
 * would become "//evil.example"). Characters beyond ASCII are percent-encoded as a browser writes them:
 * the path goes out in a Location header, which holds nothing above U+00FF (Node refuses to send one).
 */
export function safeReturn(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/'
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return '/'
  try {
    return value.replace(/[^\u0021-\u007e]+/g, (text) => encodeURIComponent(text))
  } catch {
    // Half of a surrogate pair has no UTF-8 form (encodeURIComponent throws): no such page.
    return '/'
  }
}

export const SIGN_IN_FAILURES = ['invalid', 'credentials', 'throttled', 'deactivated', 'origin'] as const
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number]

/** The throttle's refusal, with the wait in words a person reads ("Try again in 2 minutes."). */
export { throttleMessage }

/**
 * A form post is answered with a redirect: to the page asked for, or back to sign-in saying why (and,
 * when slowed, how long to wait: the page has no script to read Retry-After).
 */
function redirectForm(
  reply: FastifyReply,
  returnTo: string,
  failure: SignInFailure | null,
  waitSeconds?: number,
): FastifyReply {
  if (failure === null) return reply.code(303).header('location', returnTo).send()
  const query = new URLSearchParams({ failed: failure })
  if (waitSeconds !== undefined) query.set('wait', String(waitSeconds))
  if (returnTo !== '/') query.set('return', returnTo)
  return reply.code(303).header('location', `/sign-in?${query.toString()}`).send()
}

export async function signIn(ctx: TeamContext, request: FastifyRequest, reply: FastifyReply) {
  const form = isForm(request)
  const raw =
    request.body === UNSUPPORTED_BODY ? undefined : (request.body as Record<string, unknown> | undefined)
  const returnTo = safeReturn(raw?.return)
  const fail = async (
    failure: SignInFailure,
    status: number,
    message: string,
    email: string | null,
    retryAfter?: number,
  ) => {
    ctx.metrics.signIns.inc({ method: 'password', outcome: failure })
    const user = email === null ? null : await ctx.store.users.findByEmail(email)
    await ctx.audit.event(
      request,
      {
        operation: 'signIn',
        actor: user ? { id: user.id, email: user.email } : email ? { id: null, email } : null,
      },
      { status, shape: 4, message },
      { method: 'POST', path: '/auth/sign-in', query: '', body: { email, method: 'password' } },
    )
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter))
    if (form) return redirectForm(reply, returnTo, failure, retryAfter)
    // Slowed: the API's rate-limit answer, an empty body and Retry-After (spec: Rate-limit rejection).
    if (status === 429) return reply.code(429).send()
    return reply.code(status).send(genericBody(status, message))
  }

  const forged = originProblem(request, ctx.publicUrl)
  if (forged !== null) return fail('origin', 403, forged, null)
  if (request.body === UNSUPPORTED_BODY)
    throw genericProblem(415, 'Send the e-mail address and password as JSON or as a form.')
  const parsed = SignInBodySchema.safeParse(raw ?? {})
  if (!parsed.success) {
    ctx.metrics.signIns.inc({ method: 'password', outcome: 'invalid' })
    if (form) return redirectForm(reply, returnTo, 'invalid')
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? '')] ??= []).push(issue.message)
    throw requestShapeProblem(errors)
  }
  const email = parsed.data.email.trim().toLowerCase()
  const attempt = { account: email, address: request.ip }
  const now = ctx.clock()
  const wait = await waitBeforeAttempt(ctx.store.signInFailures, attempt, now)
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000)
    return fail('throttled', 429, throttleMessage(seconds), email, seconds)
  }

  const user = await ctx.store.users.findByEmail(email)
  // The same work whether or not the address has an account with a password.
  const hash = user?.passwordHash ?? (await dummyHash())
  const matches = await verifyPassword(hash, parsed.data.password)
  if (!user || user.passwordHash === null || !matches) {
    await recordFailure(ctx.store.signInFailures, attempt, now)
    return fail('credentials', 401, WRONG_CREDENTIALS, email)
  }
  if (!user.active) return fail('deactivated', 403, DEACTIVATED, email)

  await recordSuccess(ctx.store.signInFailures, attempt)
  ctx.metrics.signIns.inc({ method: 'password', outcome: 'success' })
  const signedIn = await ctx.sessions.start(request, reply, user, 'password')
  await ctx.store.users.recordSignIn(user.id, now)
  await ctx.audit.event(
    request,
    { operation: 'signIn', actor: actorOf(signedIn) },
    { status: 200, shape: null, message: null },
    { method: 'POST', path: '/auth/sign-in', query: '', body: { email, method: 'password' } },
  )
  if (form) return redirectForm(reply, returnTo, null)
  const answer: SessionAnswer = await sessionAnswer(ctx, signedIn)
  return reply.code(200).header('cache-control', 'no-store').send(answer)
}
