import {
  JobPageSchema,
  JobRowPageSchema,
  JobSchema,
  type Job,
  type JobPage,
  type JobRowPage,
  type JobRowState,
} from '../../contract/job-answers'
import type { JobBody } from '../../contract/jobs'
import type { ApiTransport } from '../api-transport'

// This server's bulk jobs (docs/team-server.md, "Bulk jobs"), with sign-in on only: the server runs a job row by row through the meter, whether or not a tab is open.

const jobPath = (id: string) => `/team/jobs/${encodeURIComponent(id)}`

/** POST /team/jobs: 201 with the job; a row that breaks a rule refuses the whole job (shape 3, at the row). */
export const startJob = (t: ApiTransport, body: JobBody): Promise<Job> =>
  t.request({ operation: 'start job', method: 'POST', path: '/team/jobs', body }, JobSchema)

export const readJob = (t: ApiTransport, id: string, signal?: AbortSignal): Promise<Job> =>
  t.request({ operation: 'read job', method: 'GET', path: jobPath(id), signal }, JobSchema)

/** The user's jobs, newest first (an admin's: everyone's). */
export const listJobs = (
  t: ApiTransport,
  params: { start?: number; take?: number },
  signal?: AbortSignal,
): Promise<JobPage> =>
  t.request(
    { operation: 'list jobs', method: 'GET', path: '/team/jobs', query: { ...params }, signal },
    JobPageSchema,
  )

export const readJobRows = (
  t: ApiTransport,
  id: string,
  params: { start?: number; take?: number; state?: JobRowState },
  signal?: AbortSignal,
): Promise<JobRowPage> =>
  t.request(
    {
      operation: 'read job rows',
      method: 'GET',
      path: `${jobPath(id)}/rows`,
      query: { ...params },
      signal,
    },
    JobRowPageSchema,
  )

export type JobChange = 'pause' | 'resume' | 'cancel'

/** Pause, resume or cancel: 200 with the job; already in that state is fine; 409 from a state it cannot leave. */
export const changeJob = (t: ApiTransport, id: string, change: JobChange): Promise<Job> =>
  t.request(
    { operation: `${change} job`, method: 'POST', path: `${jobPath(id)}/${change}`, body: {} },
    JobSchema,
  )

/** A new job of the refused rows: 201 with it; 409 when there are none. */
export const retryJob = (t: ApiTransport, id: string): Promise<Job> =>
  t.request({ operation: 'retry job', method: 'POST', path: `${jobPath(id)}/retry`, body: {} }, JobSchema)
