import { useEffect, useState } from 'react'
import Alert from '@mui/material/Alert'
import { secondsLeft, useRateLimitUntil } from '../../api/rate-limit-store'

export interface RateLimitCountdownProps {
  /** Inside a form or card: no outer margin and no elevation. */
  inline?: boolean
}

/**
 * Shows how long the service asked us to wait after a 429, counting down to zero, then disappears.
 * Reads the rate-limit store the fetch layer writes, so it works wherever it is placed.
 * spec: Errors > Rate-limit rejection
 */
export function RateLimitCountdown({ inline = false }: RateLimitCountdownProps) {
  const until = useRateLimitUntil()
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
