import { useRateLimitUntil } from '../../api/rate-limit-store'
import { lazyWhenShown } from './lazy-when-shown'

export interface RateLimitCountdownProps {
  /** Inside a form or card: no outer margin and no elevation. */
  inline?: boolean
}

const CountdownView = lazyWhenShown<RateLimitCountdownProps & { until: number | null }>(
  async () => (await import('./rate-limit-countdown-view')).RateLimitCountdownView,
  (props) => props.until !== null,
)

/**
 * Shows how long the service asked us to wait after a 429, counting down to zero, then disappears.
 * Reads the rate-limit store the fetch layer writes, so it works wherever it is placed. Its view comes
 * with the first wait (a first screen carries no code for a 429 it may never get).
 * spec: Errors > Rate-limit rejection
 */
export function RateLimitCountdown(props: RateLimitCountdownProps) {
  const until = useRateLimitUntil()
  return <CountdownView {...props} until={until} />
}
