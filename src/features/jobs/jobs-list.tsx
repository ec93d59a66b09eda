import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import Typography from '@mui/material/Typography'
import { jobQueries } from '../../api/queries/jobs'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { jobPaths } from '../../components/routing/job-paths'
import { paths } from '../../components/routing/paths'
import type { ListColumn } from '../../components/tables/list-columns'
import { ListTable } from '../../components/tables/list-table'
import type { Job } from '../../contract/jobs'
import { mayDo } from '../../api/sign-in-mode'
import { pharmacyName, seesTeamJobs, startedText } from './job-names'
import { jobRowsText } from '../../components/format/job-row-text'
import { JOB_KIND_TEXT, JOB_STATE_TEXT } from './job-text'
import '../../components/tables/list-table.css'
import './jobs-list.css'

// The person's jobs, newest first (an admin sees the team's, each with who started it): each named by
// what it does and its first rows, opening its page. In the job page's chunk (job-page.tsx): one
// download for both addresses.

const TAKE = 50

/** What the job does, linked to its page, and the rows it does it to. */
function jobCell(job: Job) {
  return (
    <>
      <a href={jobPaths.job(job.id)} className="line strong">
        {JOB_KIND_TEXT[job.kind]}
      </a>
      <span className="line">{jobRowsText(job)}</span>
    </>
  )
}

const JOB: ListColumn<Job> = { id: 'job', header: 'Job', card: 'title', cell: jobCell }
/** Two lines: the name over the NPI, the person over their e-mail address, so neither breaks mid-word. */
const twoLines = (first: string, second: string) => (
  <>
    <span className="line">{first}</span>
    <span className="secondary">{second}</span>
  </>
)

const PHARMACY: ListColumn<Job> = {
  id: 'pharmacy',
  header: 'Pharmacy',
  width: '18%',
  cell: (job) => twoLines(pharmacyName(job.pharmacyNpi) ?? 'Pharmacy', `NPI ${job.pharmacyNpi}`),
}
const STARTED_BY: ListColumn<Job> = {
  id: 'startedBy',
  header: 'Started by',
  width: '20%',
  cell: (job) => (job.user.name ? twoLines(job.user.name, job.user.email) : job.user.email),
}
const REST: readonly ListColumn<Job>[] = [
  { id: 'state', header: 'State', width: '96px', cell: (job) => JOB_STATE_TEXT[job.state] },
  {
    id: 'progress',
    header: 'Done, refused, left',
    width: '112px',
    cell: (job) => `${job.progress.done}, ${job.progress.refused}, ${job.progress.left}`,
  },
  { id: 'started', header: 'Started', width: '132px', cell: startedText },
]

/** The list of jobs, under the jobs' page heading (job-page.tsx). */
export function JobsList() {
  const jobs = useQuery({ ...jobQueries.list(0, TAKE), refetchInterval: 5000 })
  // An admin's list holds the team's jobs: it says who started each.
  const [columns] = useState(() => [JOB, PHARMACY, ...(seesTeamJobs() ? [STARTED_BY] : []), ...REST])
  return jobs.isError ? (
    <ErrorAlert
      error={jobs.error}
      title="The jobs could not be loaded"
      onRetry={() => void jobs.refetch()}
      retryAnyError
    />
  ) : (
    <div className="list-paper">
      <div className="list-box">
        <ListTable
          label="Jobs"
          columns={columns}
          rows={jobs.data?.data ?? null}
          skeletonRows={5}
          rowHeight={53}
          className="jobs-table"
          empty={
            mayDo('startJob') ? (
              <Typography>
                No jobs yet: choose drafts on the <Link href={paths.drafts}>drafts page</Link>.
              </Typography>
            ) : (
              <Typography>No jobs.</Typography>
            )
          }
          busy={jobs.isFetching && !jobs.data}
        />
      </div>
    </div>
  )
}
