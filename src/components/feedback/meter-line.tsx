import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import { meterQueries } from '../../api/queries/meter'

// The meter's word to the person (docs/team-server.md, "The meter"): with sign-in on, the server holds a
// call when the group's budget for the minute is spent, rather than sending it into a 429. While that is
// so the page says "waiting for the next minute (n s)", not an error; and when the budget runs low it
// says how much is left. Read from GET /team/meter, once a second while shown.

/** Below this share of the minute's budget, the line says what is left. */
const LOW_SHARE = 0.2

export interface MeterLineProps {
  /** Read the meter at all (sign-in on, and something is running or waiting). */
  enabled: boolean
  /** A job's next row is held at the meter now (its own flag); a person's held calls are read here. */
  held: boolean
  /** Fixed at the foot of the screen, over the page (the app-wide line), rather than in its flow. */
  floating?: boolean
}

export function MeterLine({ enabled, held, floating = false }: MeterLineProps) {
  const meter = useQuery({ ...meterQueries.status(), enabled, refetchInterval: enabled ? 1000 : false })
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!enabled) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [enabled])
  const status = meter.data
  if (!enabled || !status) return null
  // Held by the job's flag, or a click of this person's is listed as held.
  const waiting = held || status.held.some((call) => call.priority === 'interactive')
  const seconds = Math.max(1, Math.ceil((Date.parse(status.nextWindowAt) - now) / 1000))
  const low = status.remaining < status.limit * LOW_SHARE
  if (!waiting && !low) return null
  return (
    <Alert
      severity="info"
      role="status"
      sx={floating ? { position: 'fixed', insetInline: 16, bottom: 16, zIndex: 'snackbar' } : undefined}
    >
      {waiting ? (
        <>
          Waiting for the next minute (<span aria-live="off">{seconds}</span> s): the group&apos;s{' '}
          {status.limit} calls a minute are spent, and the server sends the rest when the next minute starts.
        </>
      ) : (
        <>
          {status.remaining} of the group&apos;s {status.limit} calls are left this minute.
        </>
      )}
    </Alert>
  )
}
