// What the dashboard's pages need of sign-in (server/http/dashboard.ts): whether the request has a valid
// session and what its app page then carries, and the sign-in page filled in for the request. The
// sign-in page is sign-in.html as built, with its message (after a form post that failed: ?failed=),
// the address to return to, the OpenID provider's link and, in the demo scenario only, its users: all
// of it in the HTML, so the page works without script (the script only adds inline messages).
import { ACCESS, operationsOf, type Role } from '../../src/contract/access'
import type { AuthConfig, PageSession } from '../../src/contract/team'
import type { DashboardGate } from '../http/dashboard'
import { escapeHtml } from '../http/html-escape'
import { OIDC_START_PATH } from '../auth/oidc'
import { sessionAnswer } from './session-answer'
import { DEACTIVATED, SIGN_IN_FAILURES, WRONG_CREDENTIALS, safeReturn, throttleMessage } from './sign-in'
import type { TeamContext } from './team-context'

const first = (value: unknown): unknown => (Array.isArray(value) ? (value as unknown[])[0] : value)

export const INVALID_FORM = 'Enter your e-mail address and your password.'
/** The form was posted from a page that is not this server's (login CSRF, http/csrf.ts). */
export const OTHER_PAGE =
  "This sign-in was not sent from this server's own page, so it was refused. Sign in again here."

/** What the page says after a form post that failed (the redirect's ?failed= and, when slowed, ?wait=). */
function failureMessage(query: Record<string, unknown>): string | null {
  const failed = first(query.failed)
  const failure = SIGN_IN_FAILURES.find((known) => known === failed)
  switch (failure) {
    case undefined:
      return null
    case 'credentials':
      return WRONG_CREDENTIALS
    case 'deactivated':
      return DEACTIVATED
    case 'invalid':
      return INVALID_FORM
    case 'throttled': {
      const wait = Number(first(query.wait))
      return throttleMessage(Number.isFinite(wait) && wait > 0 ? wait : 60)
    }
    case 'origin':
      return OTHER_PAGE
    default:
      return failure satisfies never
  }
}

const ROLE_NAMES: Record<Role, string> = {
  admin: 'Admin',
  seller: 'Seller',
  buyer: 'Buyer',
  viewer: 'Viewer',
}

/** "Sign in as Admin (admin@riverside.example)": the demo user's button. */
export const demoUserLabel = (user: { role: Role; email: string }) =>
  `Sign in as ${ROLE_NAMES[user.role]} (${user.email})`

const returnInput = (returnTo: string) =>
  returnTo === '/' ? '' : `<input type="hidden" name="return" value="${escapeHtml(returnTo)}">`

/** The other ways in: the OpenID provider, and the demo scenario's users (one form each, no script needed). */
function signInChoices(config: Omit<AuthConfig, 'signIn'>, returnTo: string): string {
  const parts: string[] = []
  if (config.oidc) {
    const href = `${OIDC_START_PATH}?${new URLSearchParams({ return: returnTo }).toString()}`
    parts.push(
      `<p class="or"><span>or</span></p><a class="button secondary" href="${escapeHtml(href)}">Sign in with ${escapeHtml(config.oidc.name)}</a>`,
    )
  }
  if (config.demoUsers.length > 0) {
    const items = config.demoUsers.map(
      (user) =>
        `<li><form method="post" action="/auth/sign-in" data-sign-in>` +
        `<input type="hidden" name="email" value="${escapeHtml(user.email)}">` +
        `<input type="hidden" name="password" value="${escapeHtml(user.password)}">${returnInput(returnTo)}` +
        `<button type="submit" class="secondary">${escapeHtml(demoUserLabel(user))}</button>` +
        `<span class="who">${escapeHtml(user.name)}</span></form></li>`,
    )
    parts.push(
      `<section class="demo" aria-labelledby="demo-users"><h2 id="demo-users">Demo users</h2>` +
        `<p>This server runs the demo scenario: sign in as one of its users, one per role.</p>` +
        `<ul>${items.join('')}</ul></section>`,
    )
  }
  return parts.join('')
}

/** sign-in.html with this request's message, return address and choices in place of its markers. */
function fillSignInPage(
  template: string,
  query: Record<string, unknown>,
  config: Omit<AuthConfig, 'signIn'>,
): string {
  const returnTo = safeReturn(first(query.return))
  const message = failureMessage(query)
  return template
    .replace('<!--sign-in:message-->', message === null ? '' : escapeHtml(message))
    .replace('<!--sign-in:return-->', returnInput(returnTo))
    .replace('<!--sign-in:choices-->', signInChoices(config, returnTo))
}

export function dashboardGate(ctx: TeamContext): DashboardGate {
  return {
    async pageSession(request): Promise<PageSession | null> {
      const signedIn = await ctx.sessions.current(request)
      if (!signedIn) return null
      const session = await sessionAnswer(ctx, signedIn)
      return {
        session,
        oidc: ctx.oidc ? { name: ctx.oidc.name } : null,
        // The access table decides; the page carries only its answer for this role (not the table).
        may: operationsOf(session.user.role).filter((op) => !ACCESS[op].roles.includes('viewer')),
      }
    },
    async signInPage(template, query) {
      const config = { oidc: ctx.oidc ? { name: ctx.oidc.name } : null, demoUsers: await ctx.demoUsers() }
      return fillSignInPage(template, query, config)
    },
    returnTo: (query) => safeReturn(first(query.return)),
  }
}
