import { useEffect, useState } from 'react'
import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import { MeterLine } from '../../components/feedback/meter-line'

// With sign-in on, a click whose call the server holds for the meter (the group's calls this minute are
// spent) simply takes longer. Once a call has been out this long, the meter is asked: if it holds one of
// this person's calls, the screen says "waiting for the next minute (n s)" rather than nothing, or an
// error when the server finally answers 429 past its bound.

/** A call out longer than this may be held: an ordinary one is answered well within it. */
const SLOW_MS = 1500

export function HeldCallLine() {
  // The meter's own reads are not what is being waited for.
  const fetching = useIsFetching({ predicate: (query) => query.queryKey[0] !== 'meter' })
  const busy = fetching + useIsMutating() > 0
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!busy) return
    const timer = setTimeout(() => setSlow(true), SLOW_MS)
    return () => {
      clearTimeout(timer)
      setSlow(false)
    }
  }, [busy])
  return <MeterLine enabled={busy && slow} held={false} floating />
}
