// Sign-in through OpenID Connect (oidc.ts). The browser leaves for the provider and comes back through a
// chain of cross-site redirects, on which a SameSite=Strict cookie is not sent: the sign-in under way is
// kept in the team store, found again by a short-lived SameSite=Lax cookie that binds it to this browser
// (so a callback address sent to someone else signs nobody in). The callback answers a small page of this
// origin that moves on to the app by a meta refresh (no script under the CSP), so that the next request is
// same-site and carries the new Strict session cookie. The user is matched by a verified e-mail address to
// an account an admin created; no account, an unverified address or a deactivated account is refused and
// audited.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { genericProblem } from '../http/problems'
import { escapeHtml } from '../http/html-escape'
import { OIDC_CALLBACK_PATH, OIDC_START_PATH, type OidcSignIn } from '../auth/oidc'
import { sessionIdHash } from '../auth/sessions'
import { safeReturn } from './sign-in'
import { actorOf, type TeamContext } from './team-context'

const TRANSACTION_MS = 10 * 60_000

/** A page of this origin: a message and a link, and with `to`, an immediate move there. */
export function smallPage(title: string, message: string, to: string, refresh: boolean): string {
  const meta = refresh ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(to)}">` : ''
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${meta}</head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(to)}">Continue</a></p></body></html>`
}

function page(
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
  to: string,
  refresh = false,
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(smallPage(title, message, to, refresh))
}

export function oidcRoutes(app: FastifyInstance, ctx: TeamContext, oidc: OidcSignIn): void {
  const cookieName = (request: FastifyRequest) =>
    ctx.sessions.isHttps(request) ? '__Secure-oidc-transaction' : 'oidc-transaction'
  const cookieOptions = (request: FastifyRequest) =>
    ({
      httpOnly: true,
      sameSite: 'lax',
      path: '/auth/oidc',
      secure: ctx.sessions.isHttps(request),
      maxAge: TRANSACTION_MS / 1000,
    }) as const

  app.get(OIDC_START_PATH, async (request, reply) => {
    const returnTo = safeReturn((request.query as Record<string, unknown>).return)
    const now = ctx.clock()
    let started: Awaited<ReturnType<OidcSignIn['start']>>
    try {
      started = await oidc.start(returnTo, now)
    } catch {
      throw genericProblem(
        502,
        `${oidc.name} could not be reached. Try again in a moment, or sign in with a password.`,
      )
    }
    const id = randomBytes(32).toString('base64url')
    await ctx.store.oidcTransactions.prune(new Date(now.getTime() - TRANSACTION_MS))
    await ctx.store.oidcTransactions.put(sessionIdHash(id), started.transaction)
    void reply.setCookie(cookieName(request), id, cookieOptions(request))
    return reply.code(302).header('cache-control', 'no-store').header('location', started.url.href).send()
  })

  app.get(OIDC_CALLBACK_PATH, async (request, reply) => {
    const id = request.cookies[cookieName(request)]
    void reply.clearCookie(cookieName(request), cookieOptions(request))
    const now = ctx.clock()
    const transaction = id ? await ctx.store.oidcTransactions.take(sessionIdHash(id)) : undefined
    const refused = async (
      outcome: string,
      status: number,
      message: string,
      email: string | null = null,
      userId: string | null = null,
    ) => {
      ctx.metrics.signIns.inc({ method: 'oidc', outcome })
      await ctx.audit.event(
        request,
        { operation: 'signIn', actor: email ? { id: userId, email } : null },
        { status, shape: 4, message },
        { method: 'GET', path: OIDC_CALLBACK_PATH, query: '', body: { email, method: 'oidc' } },
      )
      return page(reply, status, 'Not signed in', message, '/sign-in')
    }
    if (!transaction || now.getTime() - Date.parse(transaction.createdAt) > TRANSACTION_MS)
      return refused(
        'expired',
        400,
        'This sign-in has expired or was started in another browser. Start again from the sign-in page.',
      )
    const providerError = (request.query as Record<string, unknown>).error
    if (typeof providerError === 'string')
      return refused('provider', 403, `${oidc.name} did not sign you in (${providerError}).`)

    let identity: Awaited<ReturnType<OidcSignIn['finish']>>
    try {
      identity = await oidc.finish(new URL(request.url, oidc.redirectUri), transaction)
    } catch {
      return refused(
        'unchecked',
        400,
        `${oidc.name}'s answer could not be checked, so you were not signed in. Start again.`,
      )
    }
    if (identity.email === null || !identity.emailVerified)
      return refused(
        'unverified',
        403,
        `${oidc.name} did not confirm your e-mail address, so it cannot be matched to an account.`,
        identity.email,
      )
    const user = await ctx.store.users.findByEmail(identity.email)
    if (!user)
      return refused(
        'credentials',
        403,
        `There is no account for ${identity.email}. Ask an admin of your group to add you.`,
        identity.email,
      )
    if (!user.active)
      return refused(
        'deactivated',
        403,
        'This account has been deactivated. Ask an admin of your group.',
        user.email,
        user.id,
      )

    const signedIn = await ctx.sessions.start(request, reply, user, 'oidc')
    ctx.metrics.signIns.inc({ method: 'oidc', outcome: 'success' })
    await ctx.store.users.recordSignIn(user.id, now)
    await ctx.audit.event(
      request,
      { operation: 'signIn', actor: actorOf(signedIn) },
      { status: 200, shape: null, message: null },
      { method: 'GET', path: OIDC_CALLBACK_PATH, query: '', body: { email: user.email, method: 'oidc' } },
    )
    return page(reply, 200, 'Signed in', `You are signed in as ${user.email}.`, transaction.returnTo, true)
  })
}
