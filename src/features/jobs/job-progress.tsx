import { useEffect, useState } from 'react'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Job } from '../../contract/jobs'
import { finishText, JOB_STATE_TEXT } from './job-text'

// Where a job stands: its state, a bar of the rows with an outcome, the counts (done, refused, left, and
// those that are unknown or were cancelled), and when the rows left should be done by the meter's budget.

function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!ticking) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [ticking])
  return now
}

export function JobProgress({ job }: { job: Job }) {
  const { total, done, refused, unknown, cancelled, left } = job.progress
  const now = useNow(job.state === 'running')
  const settled = total - left
  const finish = job.state === 'running' ? finishText(job, now) : null
  const counts: [string, number][] = [
    ['Done', done],
    ['Refused', refused],
    ['Left', left],
    ...(unknown > 0 ? ([['Unknown', unknown]] as [string, number][]) : []),
    ...(cancelled > 0 ? ([['Not sent', cancelled]] as [string, number][]) : []),
  ]
  return (
    <Stack spacing={1}>
      <Typography role="status">
        {JOB_STATE_TEXT[job.state]}: {settled} of {total} rows have an outcome.
        {finish ? ` Finish ${finish}.` : ''}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 100 : (settled / total) * 100}
        aria-label="Rows with an outcome"
      />
      {/* The counts in a row of figures, each under its name; they wrap on a narrow screen. */}
      <Stack component="dl" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: '8px 32px', m: 0 }}>
        {counts.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {value}
            </Typography>
          </div>
        ))}
      </Stack>
      {job.message ? <Typography color="text.secondary">{job.message}</Typography> : null}
    </Stack>
  )
}
