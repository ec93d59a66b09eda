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
import { paths } from '../../components/routing/paths'
import {
  drugText,
  expiresText,
  outcomeText,
  rowName,
  rowPriceText,
  serviceSaid,
} from '../../components/format/job-row-text'
import '../../components/tables/list-table.css'
import './job-rows.css'

// A job's rows, a page at a time, each as a person knows it (job-row-text.ts): the drug and its lot, its
// expiration, the price with the quantity it is for (a reprice's old and new price), and the outcome in
// words, with the service's own message when it refused. Read again while the job runs.

const TAKE = 100
const ROW_HEIGHT = 53

/** The drug, else the draft's or listing's id (a row started without its names, by another client). */
function drugCell(kind: Job['kind'], row: JobRow) {
  const drug = drugText(row.about)
  if (drug === null) return rowName(kind, row)
  return (
    <>
      <span className="line">{drug}</span>
      {row.about?.ndc && row.about.drug ? <span className="secondary">NDC {row.about.ndc}</span> : null}
    </>
  )
}

/** The outcome in words; under it what the service said of a row that did not go well; a listing made, linked. */
function outcomeCell(kind: Job['kind'], row: JobRow) {
  const said = serviceSaid(row)
  const outcome =
    kind === 'listDrafts' && row.state === 'done' && row.resultId ? (
      // A plain anchor, followed inside the app by the table (list-table.tsx).
      <a href={paths.listing(row.resultId)} aria-label={`Listed: open the listing of ${rowName(kind, row)}`}>
        {outcomeText(kind, row)}
      </a>
    ) : (
      outcomeText(kind, row)
    )
  return (
    <>
      <span className="line strong">{outcome}</span>
      {said ? <span className="secondary">{said}</span> : null}
    </>
  )
}

function columns(job: Job): readonly ListColumn<JobRow>[] {
  const kind = job.kind
  return [
    { id: 'seq', header: 'Row', width: '56px', numeric: true, cell: (row) => row.seq },
    // What is left by the others (job-rows.css: at least 160 px), a drug's name on as many lines as it needs.
    { id: 'drug', header: 'Drug', card: 'title', cell: (row) => drugCell(kind, row) },
    { id: 'lot', header: 'Lot', width: '112px', cell: (row) => row.about?.lot ?? '' },
    { id: 'expires', header: 'Expires', width: '112px', noWrap: true, cell: (row) => expiresText(row.about) },
    {
      id: 'price',
      header: kind === 'repriceListings' ? 'Old and new price' : kind === 'listDrafts' ? 'Asked' : 'Price',
      width: '184px',
      cell: (row) => rowPriceText(kind, row),
    },
    { id: 'outcome', header: 'Outcome', width: '28%', cell: (row) => outcomeCell(kind, row) },
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
