// Sessions held by the server (OWASP Session Management Cheat Sheet): the browser holds only a random
// 256-bit id in an HttpOnly, SameSite=Strict cookie (Secure with the __Host- prefix over HTTPS); the team
// store keeps its SHA-256, the user, and when it began and was last used. Every request reads the session
// and its user in one read, so a sign-out, a deactivation or a change of role or pharmacies holds from
// the very next request. A session ends when idle longer than the idle timeout or older than the absolute
// one; last use is written at most once a second, so a burst of requests (a page's reads) writes once,
// and a session ends at most a second before its idle limit, whatever the limit.
import { createHash, randomBytes } from 'node:crypto'
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SessionRow, TeamStore, UserRow } from '../store/team-store'

export const TOUCH_EVERY_MS = 1_000

export type SignedIn = {
  user: UserRow
  session: SessionRow
  idleExpiresAt: Date
  absoluteExpiresAt: Date
}

export type SessionOptions = {
  store: TeamStore
  clock: () => Date
  idleMs: number
  absoluteMs: number
  /** PUBLIC_URL's origin; when absent, HTTPS is known from the request (TRUST_PROXY for a balancer's). */
  publicUrl: string | undefined
}

export const newSessionId = () => randomBytes(32).toString('base64url')
export const sessionIdHash = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex')

/**
 * Where a request keeps its session once read (registerTeam declares it on every request). On the
 * request rather than in a WeakMap keyed by it: with the WeakMap, each call's session outlived the next
 * young-generation collection, which made a busy server's collections longer (decision 0022).
 */
export const SESSION_READ = Symbol('session read')

type Reading = { [SESSION_READ]?: Promise<SignedIn | null> | null }

const remember = (request: FastifyRequest, found: Promise<SignedIn | null>) => {
  ;(request as FastifyRequest & Reading)[SESSION_READ] = found
}

export class Sessions {
  constructor(private readonly options: SessionOptions) {}

  isHttps(request: FastifyRequest): boolean {
    const { publicUrl } = this.options
    return publicUrl ? publicUrl.startsWith('https:') : request.protocol === 'https'
  }

  /** __Host-session over HTTPS (Secure, Path=/, no Domain: bound to this host), session otherwise. */
  cookieName(request: FastifyRequest): string {
    return this.isHttps(request) ? '__Host-session' : 'session'
  }

  cookieOptions(request: FastifyRequest): CookieSerializeOptions {
    return { httpOnly: true, sameSite: 'strict', path: '/', secure: this.isHttps(request) }
  }

  /** The session id the request brings, if any. */
  idOf(request: FastifyRequest): string | undefined {
    // The dashboard's pages (server/http/dashboard.ts) are served outside the team's routes, where the
    // cookie plugin has not parsed the header: read it here then.
    const cookies =
      (request.cookies as Record<string, string | undefined> | undefined) ??
      fastifyCookie.parse(request.headers.cookie ?? '')
    const value = cookies[this.cookieName(request)]
    return value === undefined || value === '' ? undefined : value
  }

  hasCookie(request: FastifyRequest): boolean {
    return this.idOf(request) !== undefined
  }

  /** The signed-in user of this request, or null; read once per request. */
  current(request: FastifyRequest): Promise<SignedIn | null> {
    let found = (request as FastifyRequest & Reading)[SESSION_READ]
    if (!found) {
      found = this.lookUp(this.idOf(request))
      remember(request, found)
    }
    return found
  }

  private async lookUp(id: string | undefined): Promise<SignedIn | null> {
    if (id === undefined) return null
    const idHash = sessionIdHash(id)
    const found = await this.options.store.sessions.findWithUser(idHash)
    if (!found) return null
    const now = this.options.clock().getTime()
    const lastSeen = Date.parse(found.session.lastSeenAt)
    const absoluteExpiresAt = Date.parse(found.session.createdAt) + this.options.absoluteMs
    if (!found.user.active || now >= lastSeen + this.options.idleMs || now >= absoluteExpiresAt) {
      await this.options.store.sessions.delete(idHash)
      return null
    }
    let seen = lastSeen
    if (now - lastSeen >= TOUCH_EVERY_MS) {
      seen = now
      await this.options.store.sessions.touch(idHash, new Date(now))
    }
    return {
      ...found,
      idleExpiresAt: new Date(Math.min(seen + this.options.idleMs, absoluteExpiresAt)),
      absoluteExpiresAt: new Date(absoluteExpiresAt),
    }
  }

  /**
   * Signs the user in with a new session id, always (an id the browser brought before sign-in is never
   * kept: its session, if any, ends), and sets the cookie.
   */
  async start(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    method: SessionRow['method'],
  ): Promise<SignedIn> {
    const previous = this.idOf(request)
    if (previous !== undefined) await this.options.store.sessions.delete(sessionIdHash(previous))
    const id = newSessionId()
    const now = this.options.clock()
    const session: SessionRow = {
      idHash: sessionIdHash(id),
      userId: user.id,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      method,
    }
    await this.options.store.sessions.create(session)
    // Expired sessions of anyone are cleared now and then: at each sign-in.
    await this.options.store.sessions.deleteExpired(
      new Date(now.getTime() - this.options.idleMs),
      new Date(now.getTime() - this.options.absoluteMs),
    )
    void reply.setCookie(this.cookieName(request), id, this.cookieOptions(request))
    const signedIn = {
      user,
      session,
      idleExpiresAt: new Date(now.getTime() + Math.min(this.options.idleMs, this.options.absoluteMs)),
      absoluteExpiresAt: new Date(now.getTime() + this.options.absoluteMs),
    }
    remember(request, Promise.resolve(signedIn))
    return signedIn
  }

  /** Ends the request's session (if any) and clears the cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = this.idOf(request)
    if (id !== undefined) await this.options.store.sessions.delete(sessionIdHash(id))
    void reply.clearCookie(this.cookieName(request), this.cookieOptions(request))
    remember(request, Promise.resolve(null))
  }
}
