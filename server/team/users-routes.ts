// The admin's endpoints for the team (docs/team-server.md): list, add (no self sign-up), change name,
// role, pharmacies or active, and reset a password. Every change is audited with what it was and what it
// became. Deactivating a user ends their sessions at once; a change of role or pharmacies holds from their
// next request, since every request reads the user. The last active admin cannot be demoted or deactivated.
// A change and its audit entry are one transaction of the team store: kept together or not at all. A
// refusal is audited on its own, after anything it tried was rolled back.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod/mini'
import { isValidNpi } from '../../src/contract/npi'
import {
  CreateUserBodySchema,
  ResetPasswordBodySchema,
  UpdateUserBodySchema,
  type TeamUser,
} from '../../src/contract/team'
import { sentOf, type AuditLog } from '../audit/audit-log'
import { hashPassword } from '../auth/passwords'
import { actorOf, signedInFor, type TeamContext } from './team-context'
import type { SignedIn } from '../auth/sessions'
import { UNSUPPORTED_BODY, UNSUPPORTED_MESSAGE } from '../http/content-types'
import { genericProblem, requestShapeProblem } from '../http/problems'
import { DuplicateEmailError, type UserRow } from '../store/team-store'

export function teamUserOf(user: UserRow): TeamUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    npis: user.npis,
    active: user.active,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastSignInAt: user.lastSignInAt,
  }
}

/** A body by a contract schema, or the framework-shaped refusal (shape 3) naming each field. */
function bodyOf<S extends z.ZodMiniType>(request: FastifyRequest, schema: S): z.infer<S> {
  if (request.body === UNSUPPORTED_BODY) throw genericProblem(415, UNSUPPORTED_MESSAGE)
  const parsed = schema.safeParse(request.body ?? {})
  const errors: Record<string, string[]> = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message)
  } else {
    const npis = (parsed.data as { npis?: unknown }).npis
    if (Array.isArray(npis))
      npis.forEach((npi, i) => {
        if (!isValidNpi(npi)) errors[`npis.${i}`] = [`${String(npi)} is not a valid NPI.`]
      })
  }
  if (Object.keys(errors).length > 0) throw requestShapeProblem(errors)
  return parsed.data as z.infer<S>
}

export function usersRoutes(app: FastifyInstance, ctx: TeamContext): void {
  const audit = (
    log: AuditLog,
    request: FastifyRequest,
    signedIn: SignedIn,
    operation: string,
    targetId: string,
    status: number,
    message: string | null,
  ) =>
    log.event(
      request,
      { operation, actor: actorOf(signedIn), targetId },
      { status, shape: message === null ? null : 4, message },
      sentOf(request, request.body),
    )
  const findOr404 = async (id: string) => {
    const user = await ctx.store.users.findById(id)
    if (!user) throw genericProblem(404, 'There is no such user.')
    return user
  }

  app.get('/team/users', async (request, reply) => {
    await signedInFor(ctx, request, 'listUsers')
    const users = await ctx.store.users.list()
    return reply.header('cache-control', 'no-store').send({ data: users.map(teamUserOf) })
  })

  app.post('/team/users', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, 'createUser')
    const body = bodyOf(request, CreateUserBodySchema)
    const passwordHash = body.password === undefined ? null : await hashPassword(body.password)
    let user: UserRow
    try {
      user = await ctx.store.transaction(async (store) => {
        const created = await store.users.create(
          { email: body.email, name: body.name, role: body.role, npis: body.npis, passwordHash },
          ctx.clock(),
        )
        await audit(ctx.audit.over(store), request, signedIn, 'createUser', created.id, 201, null)
        return created
      })
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error
      const message = `There is already a user with the e-mail address ${body.email}.`
      await audit(ctx.audit, request, signedIn, 'createUser', '', 409, message)
      throw genericProblem(409, message)
    }
    return reply.code(201).send(teamUserOf(user))
  })

  app.patch('/team/users/:id', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, 'updateUser')
    const { id } = request.params as { id: string }
    const body = bodyOf(request, UpdateUserBodySchema)
    if (Object.keys(body).length === 0)
      throw requestShapeProblem({ '': ['Send at least one of name, role, npis and active.'] })
    const user = await findOr404(id)
    const staysAdmin = (body.role ?? user.role) === 'admin' && (body.active ?? user.active)
    if (user.role === 'admin' && user.active && !staysAdmin) {
      const admins = (await ctx.store.users.list()).filter((u) => u.role === 'admin' && u.active)
      if (admins.length <= 1) {
        const message = 'This is the last active admin: make another user an admin first.'
        await audit(ctx.audit, request, signedIn, 'updateUser', id, 409, message)
        throw genericProblem(409, message)
      }
    }
    const changed = await ctx.store.transaction(async (store) => {
      const after = await store.users.update(id, body, ctx.clock())
      if (!after) return undefined
      if (!after.active) await store.sessions.deleteForUser(id)
      await ctx.audit
        .over(store)
        .event(
          request,
          { operation: 'updateUser', actor: actorOf(signedIn), targetId: id },
          { status: 200, shape: null, message: null },
          { ...sentOf(request, request.body), before: teamUserOf(user) },
        )
      return after
    })
    if (!changed) throw genericProblem(404, 'There is no such user.')
    return reply.send(teamUserOf(changed))
  })

  app.post('/team/users/:id/password', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, 'resetUserPassword')
    const { id } = request.params as { id: string }
    const body = bodyOf(request, ResetPasswordBodySchema)
    await findOr404(id)
    const passwordHash = await hashPassword(body.password)
    const changed = await ctx.store.transaction(async (store) => {
      const after = await store.users.setPassword(id, passwordHash, ctx.clock())
      if (!after) return undefined
      // Their sessions end (OWASP: after a password change), except the one making the change.
      const own = id === signedIn.user.id ? signedIn.session.idHash : null
      await store.sessions.deleteForUser(id)
      if (own !== null) await store.sessions.create({ ...signedIn.session, idHash: own })
      await audit(ctx.audit.over(store), request, signedIn, 'resetUserPassword', id, 200, null)
      return after
    })
    if (!changed) throw genericProblem(404, 'There is no such user.')
    return reply.send(teamUserOf(changed))
  })
}
