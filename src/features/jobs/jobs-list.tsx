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
import { JOB_KIND_TEXT, JOB_STATE_TEXT } from './job-text'
import '../../components/tables/list-table.css'

// My bulk jobs, newest first (an admin sees everyone's): each opens its job page. In the job page's
// chunk (job-page.tsx): one download for both addresses.

const TAKE = 50

const COLUMNS: readonly ListColumn<Job>[] = [
  {
    id: 'kind',
    header: 'Job',
    card: 'title',
    cell: (job) => <a href={jobPaths.job(job.id)}>{JOB_KIND_TEXT[job.kind]}</a>,
  },
  { id: 'state', header: 'State', width: '14%', cell: (job) => JOB_STATE_TEXT[job.state] },
  {
    id: 'progress',
    header: 'Done, refused, left',
    width: '22%',
    cell: (job) => `${job.progress.done}, ${job.progress.refused}, ${job.progress.left}`,
  },
  {
    id: 'started',
    header: 'Started',
    width: '22%',
    cell: (job) => new Date(job.createdAt).toLocaleString(),
  },
]

/** The list of jobs, under the jobs' page heading (job-page.tsx). */
export function JobsList() {
  const jobs = useQuery({ ...jobQueries.list(0, TAKE), refetchInterval: 5000 })
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
          label="Bulk jobs"
          columns={COLUMNS}
          rows={jobs.data?.data ?? null}
          skeletonRows={5}
          rowHeight={53}
          empty={
            <Typography>
              No jobs yet: choose drafts on the <Link href={paths.drafts}>drafts page</Link>.
            </Typography>
          }
          busy={jobs.isFetching && !jobs.data}
        />
      </div>
    </div>
  )
}
