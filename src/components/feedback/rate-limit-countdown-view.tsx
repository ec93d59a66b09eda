import { useEffect, useState } from 'react'
import Alert from '@mui/material/Alert'
import { secondsLeft } from '../../api/rate-limit-store'
import type { RateLimitCountdownProps } from './rate-limit-countdown'

/** The countdown itself (rate-limit-countdown.tsx): its code comes with the first 429, not with the page. */
export function RateLimitCountdownView({
  inline = false,
  until,
}: RateLimitCountdownProps & { until: number | null }) {
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (until === null) return
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const every = setInterval(tick, 250)
    return () => {
      clearTimeout(first)
      clearInterval(every)
    }
  }, [until])

  const left = secondsLeft(until, now)
  if (left <= 0) return null
  return (
    <Alert
      severity="warning"
      role="status"
      variant={inline ? 'outlined' : 'standard'}
      sx={inline ? undefined : { borderRadius: 0 }}
    >
      The service is receiving too many requests and asked us to wait. Waiting requests are sent again
      automatically in{' '}
      {/* The whole sentence is announced once; the ticking number is not read out every second. */}
      <span aria-live="off">{left}</span> s.
    </Alert>
  )
}
