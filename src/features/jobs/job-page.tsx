import { useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useParams } from 'wouter'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { invalidateJobTargets, jobQueries, useChangeJob, useRetryJob } from '../../api/queries/jobs'
import { isSignInMode, mayDo } from '../../api/sign-in-mode'
import { ConfirmDialog } from '../../components/feedback/confirm-dialog'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { MeterLine } from '../../components/feedback/meter-line'
import { PageFrame } from '../../components/pages/page-frame'
import { jobPaths } from '../../components/routing/job-paths'
import type { Job } from '../../contract/jobs'
import { JobProgress } from './job-progress'
import { JobsList } from './jobs-list'
import { JobRows } from './job-rows'
import { pharmacyText, startedText, starterText } from './job-names'
import { JOB_KIND_TEXT, pollEvery } from './job-text'

// One bulk job (docs/team-server.md, "Bulk jobs"), by the id in the address: closing the tab and coming
// back shows it where it is, since the server runs it. Read again while it runs; pause, resume, cancel,
// and a new job of the refused rows.

/** /jobs: the person's jobs (an admin's: the team's), newest first; /jobs/:jobId: that job. */
export function JobPage() {
  const { jobId } = useParams()
  if (!isSignInMode()) return <NeedsServer title={jobId ? 'Job' : 'Jobs'} />
  if (jobId) return <JobView id={jobId} />
  return (
    <PageFrame
      title="Jobs"
      description="Work on many drafts or listings at once, run by the server, newest first."
    >
      <JobsList />
    </PageFrame>
  )
}

/** Typed-key mode: bulk jobs are the server's, and a key typed in the browser goes straight to the service. */
function NeedsServer({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Alert severity="info">
        Jobs need the server: sign in to the dashboard on its server to run them. With a key typed in the
        browser, change drafts and listings one at a time.
      </Alert>
    </PageFrame>
  )
}

function JobView({ id }: { id: string }) {
  const query = useQuery({
    ...jobQueries.detail(id),
    refetchInterval: (q) => pollEvery(q.state.data),
  })
  const job = query.data
  const queryClient = useQueryClient()
  const settled = job !== undefined && (job.state === 'done' || job.state === 'cancelled')
  // What the job changed is read again when next shown.
  useEffect(() => {
    if (settled) void invalidateJobTargets(queryClient)
  }, [settled, queryClient])

  if (query.isError)
    return (
      <PageFrame title="Job">
        <ErrorAlert
          error={query.error}
          title="The job could not be loaded"
          onRetry={() => void query.refetch()}
          retryAnyError
        />
      </PageFrame>
    )
  if (!job)
    return (
      <PageFrame title="Job">
        <Typography role="status">Loading the job…</Typography>
      </PageFrame>
    )
  return (
    <PageFrame
      title={JOB_KIND_TEXT[job.kind]}
      description={`${job.progress.total === 1 ? '1 row' : `${job.progress.total} rows`} for ${pharmacyText(job.pharmacyNpi)}, started by ${starterText(job)} on ${startedText(job)}. It goes on when this tab is closed.`}
      actions={<Link href={jobPaths.jobs}>All jobs</Link>}
    >
      <JobProgress job={job} />
      <MeterLine enabled={job.state === 'running'} held={job.waitingForMeter} />
      {/* A role that may not change jobs is offered no button that would be refused. */}
      {mayDo('pauseJob') ? <JobActions job={job} /> : null}
      {job.retryOf ? (
        <Typography>
          Retries the refused rows of <Link href={jobPaths.job(job.retryOf)}>an earlier job</Link>.
        </Typography>
      ) : null}
      <JobRows job={job} poll={pollEvery(job)} />
    </PageFrame>
  )
}

function JobActions({ job }: { job: Job }) {
  const change = useChangeJob(job.id)
  const retry = useRetryJob(job.id)
  const [, navigate] = useLocation()
  const [cancelling, setCancelling] = useState(false)
  const busy = change.isPending || retry.isPending
  const error = change.error ?? retry.error
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {job.state === 'running' ? (
          <Button variant="outlined" disabled={busy} onClick={() => change.mutate('pause')}>
            Pause
          </Button>
        ) : null}
        {job.state === 'paused' ? (
          <Button variant="contained" disabled={busy} onClick={() => change.mutate('resume')}>
            Resume
          </Button>
        ) : null}
        {job.state === 'running' || job.state === 'paused' ? (
          <Button color="error" disabled={busy} onClick={() => setCancelling(true)}>
            Cancel job
          </Button>
        ) : null}
        {job.progress.refused > 0 && job.state !== 'running' ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => retry.mutate(undefined, { onSuccess: (next) => navigate(jobPaths.job(next.id)) })}
          >
            Retry the {job.progress.refused} refused rows
          </Button>
        ) : null}
      </Stack>
      {error ? <ErrorAlert error={error} title="The job could not be changed" /> : null}
      <ConfirmDialog
        open={cancelling}
        title="Cancel this job?"
        confirmLabel="Cancel job"
        destructive
        busy={change.isPending}
        onCancel={() => setCancelling(false)}
        onConfirm={() => change.mutate('cancel', { onSettled: () => setCancelling(false) })}
      >
        The {job.progress.left} rows not yet sent will not be; the rows done stay done.
      </ConfirmDialog>
    </Stack>
  )
}
