import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ApiError } from '../../api/api-error'
import { listingQueries } from '../../api/queries/listings'
import { isMissingEndpoint } from '../../api/missing-endpoint'
import type { MarketplaceListing } from '../../contract/listings'
import { findCreatedListing, type CreateAttempt } from '../../contract/lost-create'
import { LIST_TAKE_MAX } from '../../contract/list-paging'

// spec: Retries: when the answer to a create is lost, the dashboard checks instead of resending, by the
// contract's rule (src/contract/lost-create.ts), which the server's bulk jobs use too.
export { CLOCK_TOLERANCE_MS, findCreatedListing, type CreateAttempt } from '../../contract/lost-create'

/** The page the check reads: the list extension's largest page, newest first (docs/sandbox.md). */
const NEWEST_LISTINGS = { sortName: 'listingDate', sortDirection: 'desc', take: LIST_TAKE_MAX } as const

export type LostAnswerState =
  /** The answer was lost: sending stays off until checked. */
  | { step: 'unknown'; attempt: CreateAttempt }
  | { step: 'checking'; attempt: CreateAttempt }
  | { step: 'created'; attempt: CreateAttempt; listing: MarketplaceListing }
  /** Checked: nothing was created, sending is allowed again. */
  | { step: 'not-created'; attempt: CreateAttempt }
  /** The service has no list to check with (no list extension). */
  | { step: 'cannot-check'; attempt: CreateAttempt }
  | { step: 'check-failed'; attempt: CreateAttempt; error: ApiError }

/** Sending is allowed only when no create's fate is open. */
export function maySend(state: LostAnswerState | null): boolean {
  return state === null || state.step === 'not-created'
}

export function useLostAnswer(pharmacyNpi: number) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<LostAnswerState | null>(null)
  const check = async (attempt: CreateAttempt) => {
    setState({ step: 'checking', attempt })
    try {
      // Always asked again: the list in the cache was read before the attempt. Only the newest listings
      // can be the one the attempt made, so one page of them, newest first, is enough.
      const list = await queryClient.fetchQuery({
        ...listingQueries.list({ pharmacyNpi, ...NEWEST_LISTINGS }),
        staleTime: 0,
      })
      const listing = findCreatedListing(list.data, attempt)
      setState(listing ? { step: 'created', attempt, listing } : { step: 'not-created', attempt })
    } catch (caught) {
      const error = caught as ApiError
      setState(
        isMissingEndpoint(error)
          ? { step: 'cannot-check', attempt }
          : { step: 'check-failed', attempt, error },
      )
    }
  }
  return {
    state,
    lost: (attempt: CreateAttempt) => setState({ step: 'unknown', attempt }),
    check: (attempt: CreateAttempt) => void check(attempt),
    /** The user checked in the web interface that nothing was created. */
    confirmNotCreated: (attempt: CreateAttempt) => setState({ step: 'not-created', attempt }),
    clear: () => setState(null),
  }
}
