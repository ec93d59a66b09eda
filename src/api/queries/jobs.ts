import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { JobBody, JobRowState } from '../../contract/jobs'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/jobs'
import type { JobChange } from '../operations/jobs'
import { draftQueries } from './drafts'
import { listingQueries } from './listings'

// This server's bulk jobs (operations/jobs.ts). A job's queries are read again while it runs
// (the page polls); a start, change or retry is one POST, resent only after a 429 (retry-policy.ts).

export type { JobChange }

export const jobQueries = {
  all: () => ['jobs'] as const,
  lists: () => [...jobQueries.all(), 'list'] as const,
  list: (start: number, take: number) =>
    queryOptions({
      queryKey: [...jobQueries.lists(), start, take] as const,
      queryFn: ({ signal }) => operations.listJobs(dashboardTransport, { start, take }, signal),
    }),
  details: () => [...jobQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...jobQueries.details(), id] as const,
      queryFn: ({ signal }) => operations.readJob(dashboardTransport, id, signal),
    }),
  rows: (id: string, start: number, take: number, state?: JobRowState) =>
    queryOptions({
      queryKey: [...jobQueries.details(), id, 'rows', start, take, state ?? null] as const,
      queryFn: ({ signal }) =>
        operations.readJobRows(
          dashboardTransport,
          id,
          state === undefined ? { start, take } : { start, take, state },
          signal,
        ),
    }),
}

/** Starts a job; the drafts and listings it works on are read again as it changes them (the job page). */
export function useStartJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: JobBody) => operations.startJob(dashboardTransport, body),
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueries.detail(job.id).queryKey, job)
      return queryClient.invalidateQueries({ queryKey: jobQueries.lists() })
    },
  })
}

export function useChangeJob(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: JobChange) => operations.changeJob(dashboardTransport, id, change),
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueries.detail(job.id).queryKey, job)
      return queryClient.invalidateQueries({ queryKey: jobQueries.all() })
    },
  })
}

export function useRetryJob(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => operations.retryJob(dashboardTransport, id),
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueries.detail(job.id).queryKey, job)
      return queryClient.invalidateQueries({ queryKey: jobQueries.lists() })
    },
  })
}

/** What a finished job changed: the drafts and listings are read again when next shown. */
export function invalidateJobTargets(queryClient: ReturnType<typeof useQueryClient>): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: draftQueries.all() }),
    queryClient.invalidateQueries({ queryKey: listingQueries.all() }),
  ])
}
