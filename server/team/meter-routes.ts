// GET /team/meter (docs/team-server.md, "The meter"): the budget of calls now, the window's end, and this
// user's calls held at this server, so the dashboard can say "waiting for the next minute (n s)" for a
// held request. It is neither metered nor counted: it asks the team store, not the service.
import type { FastifyInstance } from 'fastify'
import type { MeterStatus } from '../../src/contract/meter'
import { signedInFor, type TeamContext } from './team-context'
import { Meter } from '../meter/meter'

export function meterRoutes(app: FastifyInstance, ctx: TeamContext): void {
  app.get('/team/meter', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, 'readMeter')
    const { count, windowEnd, holdUntil, now } = await ctx.meter.status()
    const limit = ctx.meter.limit
    const status: MeterStatus = {
      limit,
      used: count,
      remaining: Math.max(0, limit - count),
      windowEndsAt: new Date(windowEnd).toISOString(),
      holdUntil: holdUntil === null ? null : new Date(holdUntil).toISOString(),
      nextWindowAt: new Date(Meter.nextOpening(now, holdUntil)).toISOString(),
      maxWaitSeconds: Math.round(ctx.meter.options.maxWaitMs / 1000),
      held: ctx.meter.held(signedIn.user.id),
    }
    return reply.header('cache-control', 'no-store').send(status)
  })
}
