// The bulk jobs' endpoints (docs/team-server.md, "Bulk jobs"): start, list (mine; an admin sees all),
// one job with its progress, its rows paged, pause, resume, cancel, and retry of the refused rows as a
// new job. Refusals are shape 4 (shape 3 for a body or query that breaks a rule); each start and change
// is audited as an event, and a refusal of role or pharmacy too. A job is seen and changed only by who
// started it and by an admin; to anyone else it does not exist.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod/mini'
import { actsFor, npiRefusal, type TeamOperation } from '../../../src/contract/access'
import {
  JOBS_TAKE_DEFAULT,
  JOB_ROWS_TAKE_DEFAULT,
  JobListQuerySchema,
  JobRowsQuerySchema,
  type JobState,
} from '../../../src/contract/jobs'
import { actorOf, refuse, signedInFor, type TeamContext } from '../team-context'
import type { SignedIn } from '../../auth/sessions'
import { genericProblem, requestShapeProblem } from '../../http/problems'
import type { Meter } from '../../meter/meter'
import { ServiceExtensions } from '../../proxy/service-extensions'
import type { JobRecord, NewJobRow } from '../../store/job-records'
import { prepareJob } from './job-body'
import { JobRunner, type JobsOptions } from './job-runner'
import { jobNames, jobRowView, jobView } from './job-view'
import { listedDraftsRoute } from './listed-drafts'

export type { JobsOptions }

const NO_SUCH_JOB = 'There is no such job.'

function queryOf<S extends z.ZodMiniType>(request: FastifyRequest, schema: S): z.infer<S> {
  const parsed = schema.safeParse(request.query ?? {})
  if (parsed.success) return parsed.data
  const errors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? '')] ??= []).push(issue.message)
  throw requestShapeProblem(errors)
}

export function registerJobs(app: FastifyInstance, ctx: TeamContext, options: JobsOptions): JobRunner {
  const runner = new JobRunner(ctx, options)
  const extensions = new ServiceExtensions(ctx.upstream, ctx.clock)
  listedDraftsRoute(app, ctx)
  app.addHook('onReady', () => {
    if (options.autoStart !== false) runner.start()
    return Promise.resolve()
  })
  app.addHook('onClose', () => runner.stop())

  const send = async (reply: FastifyReply, job: JobRecord, status = 200) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .send(await jobView(ctx, job, Math.max(1, runner.active)))

  const audit = (
    request: FastifyRequest,
    signedIn: SignedIn,
    operation: string,
    job: JobRecord,
    status: number,
  ) =>
    ctx.audit.event(
      request,
      { operation, actor: actorOf(signedIn), npi: job.npi, targetId: job.id },
      { status, shape: null, message: null },
      {
        method: request.method,
        path: request.url.split('?')[0],
        query: '',
        body: request.body ?? null,
        job: { id: job.id },
      },
    )

  /** The job, if this user may see it: theirs, or any for an admin; changing it also needs its pharmacy. */
  const jobFor = async (request: FastifyRequest, signedIn: SignedIn, operation: TeamOperation) => {
    const { id } = request.params as { id: string }
    const job = await ctx.store.jobs.find(id)
    if (!job || (job.userId !== signedIn.user.id && signedIn.user.role !== 'admin'))
      throw genericProblem(404, NO_SUCH_JOB)
    if (!actsFor(signedIn.user.npis, job.npi))
      throw await refuse(ctx, request, signedIn, operation, 403, npiRefusal(job.npi), {
        npi: job.npi,
        targetId: id,
      })
    return job
  }

  const create = async (
    signedIn: SignedIn,
    prepared: { kind: JobRecord['kind']; npi: number; message: string | null },
    rows: readonly NewJobRow[],
    retryOf: string | null,
  ) => {
    const job = await ctx.store.jobs.create(
      {
        kind: prepared.kind,
        userId: signedIn.user.id,
        userEmail: signedIn.user.email,
        npi: prepared.npi,
        retryOf,
        message: prepared.message,
      },
      rows,
      ctx.clock(),
    )
    ctx.metrics.jobs.inc({ kind: job.kind, state: job.state })
    runner.wake()
    return job
  }

  app.post('/team/jobs', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, 'startJob')
    const prepared = await prepareJob(ctx, extensions, request, signedIn)
    const job = await create(signedIn, prepared, prepared.rows, null)
    await audit(request, signedIn, 'startJob', job, 201)
    return send(reply, job, 201)
  })

  app.get('/team/jobs', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, 'listJobs')
    const query = queryOf(request, JobListQuerySchema)
    const admin = signedIn.user.role === 'admin'
    const userId = admin ? query.user : signedIn.user.id
    const page = await ctx.store.jobs.list(userId === undefined ? {} : { userId }, {
      start: query.start ?? 0,
      take: query.take ?? JOBS_TAKE_DEFAULT,
    })
    // The meter's count is read once for the page, not once per running job.
    let status: ReturnType<Meter['status']> | undefined
    const meterStatus = () => (status ??= ctx.meter.status())
    const running = Math.max(1, runner.active)
    const names = jobNames(ctx)
    const data = await Promise.all(page.data.map((job) => jobView(ctx, job, running, meterStatus, names)))
    return reply.header('cache-control', 'no-store').send({ data, recordsFiltered: page.total })
  })

  app.get('/team/jobs/:id', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, 'readJob')
    return send(reply, await jobFor(request, signedIn, 'readJob'))
  })

  app.get('/team/jobs/:id/rows', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, 'readJobRows')
    const job = await jobFor(request, signedIn, 'readJobRows')
    const query = queryOf(request, JobRowsQuerySchema)
    const page = await ctx.store.jobs.rows(job.id, query.state === undefined ? {} : { state: query.state }, {
      start: query.start ?? 0,
      take: query.take ?? JOB_ROWS_TAKE_DEFAULT,
    })
    return reply
      .header('cache-control', 'no-store')
      .send({ data: page.data.map((row) => jobRowView(job.kind, row)), recordsFiltered: page.total })
  })

  /** A change of state: from one of `from` to `to`; already there is fine; from anywhere else, 409. */
  const change = (
    operation: 'pauseJob' | 'resumeJob' | 'cancelJob',
    from: JobState[],
    to: JobState,
    verb: string,
  ) =>
    app.post(`/team/jobs/:id/${verb}`, async (request, reply) => {
      const signedIn = await signedInFor(ctx, request, operation)
      const job = await jobFor(request, signedIn, operation)
      const now = ctx.clock()
      const changed = await ctx.store.jobs.transition(job.id, from, to, now)
      if (!changed) {
        const current = (await ctx.store.jobs.find(job.id)) ?? job
        if (current.state === to) return send(reply, current)
        const message = `This job is ${current.state === 'done' ? 'finished' : current.state}; it cannot be ${verb === 'cancel' ? 'cancelled' : `${verb}d`}.`
        await ctx.audit.event(
          request,
          { operation, actor: actorOf(signedIn), npi: job.npi, targetId: job.id },
          { status: 409, shape: 4, message },
        )
        throw genericProblem(409, message)
      }
      ctx.metrics.jobs.inc({ kind: job.kind, state: to })
      if (to === 'cancelled')
        ctx.metrics.jobRows.inc(
          { kind: job.kind, outcome: 'cancelled' },
          await ctx.store.jobs.cancelPending(job.id, now),
        )
      if (to === 'running') runner.wake()
      else runner.changed(job.id)
      await audit(request, signedIn, operation, changed, 200)
      return send(reply, (await ctx.store.jobs.find(job.id)) ?? changed)
    })
  change('pauseJob', ['running'], 'paused', 'pause')
  change('resumeJob', ['paused'], 'running', 'resume')
  change('cancelJob', ['running', 'paused'], 'cancelled', 'cancel')

  app.post('/team/jobs/:id/retry', async (request, reply) => {
    const signedIn = await signedInFor(ctx, request, 'retryJob')
    const job = await jobFor(request, signedIn, 'retryJob')
    const refused = await ctx.store.jobs.rows(
      job.id,
      { state: 'refused' },
      { start: 0, take: Number.MAX_SAFE_INTEGER },
    )
    if (refused.total === 0) {
      const message = 'This job has no refused rows to retry.'
      await ctx.audit.event(
        request,
        { operation: 'retryJob', actor: actorOf(signedIn), npi: job.npi, targetId: job.id },
        { status: 409, shape: 4, message },
      )
      throw genericProblem(409, message)
    }
    const rows = refused.data.map((row) => ({ targetId: row.targetId, input: row.input, about: row.about }))
    const retry = await create(signedIn, { kind: job.kind, npi: job.npi, message: null }, rows, job.id)
    await audit(request, signedIn, 'retryJob', retry, 201)
    return send(reply, retry, 201)
  })
  return runner
}
