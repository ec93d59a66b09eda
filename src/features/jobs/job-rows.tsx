import { useMemo, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { jobQueries } from '../../api/queries/jobs'
import { ErrorAlert } from '../../components/feedback/error-alert'
import type { ListColumn } from '../../components/tables/list-columns'
import { ListTable } from '../../components/tables/list-table'
import type { Job, JobRow } from '../../contract/jobs'
import { ROW_STATE_TEXT, rowOutcome } from './job-text'
import '../../components/tables/list-table.css'

// A job's rows, a page at a time, each with its outcome: the service's status and its own message (a 409,
// a business rule of shape 1), or this server's refusal before sending. Read again while the job runs.

const TAKE = 100
const ROW_HEIGHT = 53

const money = (value: unknown) => (typeof value === 'number' ? `$${value.toFixed(2)}` : '')

/** What the person gave for the row: the price and quantity of a listing, the new price or percentage. */
function inputText(row: JobRow): string {
  const input = row.input
  if (typeof input.percent === 'number') return `${input.percent > 0 ? '+' : ''}${input.percent} %`
  if (typeof input.quantity === 'number') return `${money(input.price)} for ${input.quantity}`
  if (typeof input.price === 'number') return money(input.price)
  return ''
}

function columns(job: Job): readonly ListColumn<JobRow>[] {
  const target = job.kind === 'repriceListings' ? 'Listing' : 'Draft'
  return [
    { id: 'seq', header: 'Row', width: '64px', numeric: true, cell: (row) => row.seq },
    {
      id: 'target',
      header: target,
      width: '24%',
      // An id is long: it breaks at its hyphens in a narrow column or a card.
      cell: (row) => row.targetId,
    },
    ...(job.kind === 'deleteDrafts'
      ? []
      : [{ id: 'input', header: 'Asked', width: '14%', cell: inputText } as ListColumn<JobRow>]),
    { id: 'state', header: 'Outcome', width: '16%', cell: (row) => ROW_STATE_TEXT[row.state] },
    { id: 'message', header: "Service's answer", cell: (row) => (row.answer ? rowOutcome(row) : '') },
  ]
}

export function JobRows({ job, poll }: { job: Job; poll: number | false }) {
  const [start, setStart] = useState(0)
  const rows = useQuery({
    ...jobQueries.rows(job.id, start, TAKE),
    refetchInterval: poll,
    placeholderData: keepPreviousData,
  })
  const model = useMemo(() => columns(job), [job])
  if (rows.isError)
    return (
      <ErrorAlert
        error={rows.error}
        title="The job's rows could not be loaded"
        onRetry={() => void rows.refetch()}
        retryAnyError
      />
    )
  const total = rows.data?.recordsFiltered ?? job.progress.total
  const shown = rows.data?.data.length ?? 0
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        Rows
      </Typography>
      <div className="list-paper">
        <div className="list-box">
          <ListTable
            label="Job rows"
            columns={model}
            rows={rows.data?.data ?? null}
            skeletonRows={Math.min(TAKE, job.progress.total)}
            rowHeight={ROW_HEIGHT}
            className="job-rows-table"
            busy={rows.isPlaceholderData}
            empty={<Typography>This job has no rows.</Typography>}
          />
        </div>
      </div>
      {total > TAKE ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>
            Rows {start + 1}–{start + shown} of {total}
          </Typography>
          <Button disabled={start === 0} onClick={() => setStart(Math.max(0, start - TAKE))}>
            Previous rows
          </Button>
          <Button disabled={start + TAKE >= total} onClick={() => setStart(start + TAKE)}>
            Next rows
          </Button>
        </Stack>
      ) : null}
    </Stack>
  )
}
