// /auth/*: what the sign-in page offers, sign-in and sign-out, and who is signed in (docs/team-server.md).
import type { FastifyInstance } from 'fastify'
import type { AuthConfig } from '../../src/contract/team'
import { actingPharmacyRoutes } from './acting-pharmacy'
import { oidcRoutes } from './oidc-routes'
import { sessionAnswer } from './session-answer'
import { signIn } from './sign-in'
import { actorOf, signedInFor, type TeamContext } from './team-context'

export function authRoutes(app: FastifyInstance, ctx: TeamContext): void {
  app.get('/auth/config', async (_request, reply) => {
    const config: AuthConfig = {
      signIn: true,
      oidc: ctx.oidc ? { name: ctx.oidc.name } : null,
      demoUsers: await ctx.demoUsers(),
    }
    return reply.header('cache-control', 'no-store').send(config)
  })

  app.get('/auth/session', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, 'readSession')
    return reply.header('cache-control', 'no-store').send(await sessionAnswer(ctx, signedIn))
  })

  app.post('/auth/sign-in', (request, reply) => signIn(ctx, request, reply))

  app.post('/auth/sign-out', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, 'signOut')
    await ctx.sessions.end(request, reply)
    await ctx.audit.event(
      request,
      { operation: 'signOut', actor: actorOf(signedIn) },
      { status: 204, shape: null, message: null },
    )
    return reply.code(204).send()
  })

  actingPharmacyRoutes(app, ctx)

  if (ctx.oidc) oidcRoutes(app, ctx, ctx.oidc)
}
