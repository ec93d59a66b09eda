// GET /team/audit (admins: the log, filtered, paged, newest first), GET /team/audit.csv (the same records
// as a file) and GET /team/history/:targetId (anyone who acts for the object's pharmacy: its changes).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { actsFor, npiRefusal } from '../../src/contract/access'
import {
  AUDIT_TAKE_DEFAULT,
  AuditQuerySchema,
  type AuditPage,
  type History,
} from '../../src/contract/team-audit'
import { AUDIT_KINDS } from '../../src/contract/audit-kinds'
import { refuse, signedInFor, type TeamContext } from './team-context'
import { requestShapeProblem } from '../http/problems'
import type { AuditFilter } from '../store/audit-entries'
import { CSV_COLUMNS, csvLine, recordOf, type NamesOf } from '../audit/audit-records'
import { historyOf } from '../audit/history'

const CSV_BATCH = 500

function filterOf(request: FastifyRequest) {
  const parsed = AuditQuerySchema.safeParse(request.query ?? {})
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? '')] ??= []).push(issue.message)
    throw requestShapeProblem(errors)
  }
  const q = parsed.data
  const filter: AuditFilter = {}
  if (q.user) filter.userId = q.user
  if (q.operation) filter.operation = q.operation
  if (q.kind) {
    const kind: { operations: readonly string[]; refused?: true } = AUDIT_KINDS[q.kind]
    if (kind.refused) filter.refused = true
    else filter.operations = kind.operations
  }
  if (q.npi !== undefined) filter.npi = q.npi
  if (q.target) filter.targetId = q.target
  if (q.from) filter.from = new Date(q.from).toISOString()
  if (q.to) filter.to = new Date(q.to).toISOString()
  return { filter, start: q.start ?? 0, take: q.take ?? AUDIT_TAKE_DEFAULT }
}

/** Everyone's name, for the records' sentences: the team is small, and one read serves the page. */
async function namesOf(ctx: TeamContext): Promise<NamesOf> {
  return new Map((await ctx.store.users.list()).map((user) => [user.id, user.name]))
}

export function auditRoutes(app: FastifyInstance, ctx: TeamContext): void {
  app.get('/team/audit', async (request, reply) => {
    await signedInFor(ctx, request, 'listAudit')
    const { filter, start, take } = filterOf(request)
    const { data, total } = await ctx.store.audit.actions(filter, { start, take })
    const names = await namesOf(ctx)
    const page: AuditPage = {
      data: data.map((action) => recordOf(action, names)),
      recordsFiltered: total,
    }
    return reply.header('cache-control', 'no-store').send(page)
  })

  app.get('/team/audit.csv', async (request, reply) => {
    await signedInFor(ctx, request, 'exportAudit')
    const { filter } = filterOf(request)
    const lines = [CSV_COLUMNS.join(',')]
    for (let start = 0; ; start += CSV_BATCH) {
      const { data } = await ctx.store.audit.actions(filter, { start, take: CSV_BATCH })
      lines.push(...data.map((action) => csvLine(recordOf(action))))
      if (data.length < CSV_BATCH) break
    }
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="audit.csv"')
      .type('text/csv; charset=utf-8')
      .send(`${lines.join('\r\n')}\r\n`)
  })

  app.get('/team/history/:targetId', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, 'readHistory')
    const { targetId } = request.params as { targetId: string }
    const changes = historyOf(await ctx.store.audit.actionsOf(targetId))
    // The object's pharmacy is the one its changes acted for: the user must act for it. A write refused
    // before it was sent (someone acting for a pharmacy not theirs) says nothing of whose the object is.
    const outside = changes
      .map((change) => change.npi)
      .find((npi) => npi !== null && !actsFor(signedIn.user.npis, npi))
    if (outside !== undefined && outside !== null)
      throw await refuse(ctx, request, signedIn, 'readHistory', 403, npiRefusal(outside), {
        npi: outside,
        targetId,
      })
    const names = new Map<string, string | null>()
    for (const change of changes) {
      if (!change.user) continue
      if (!names.has(change.user.id))
        names.set(change.user.id, (await ctx.store.users.findById(change.user.id))?.name ?? null)
      change.user.name = names.get(change.user.id) ?? null
    }
    const history: History = { targetId, data: changes }
    return reply.header('cache-control', 'no-store').send(history)
  })
}
