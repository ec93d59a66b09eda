import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ApiError } from '../../api/api-error'
import { listingQueries } from '../../api/queries/listings'
import { isMissingEndpoint } from '../../api/missing-endpoint'
import type { MarketplaceListing } from '../../contract/listings'
import { LIST_TAKE_MAX } from '../../contract/sandbox-extensions'
import { normalizeNdc } from '../../contract/ndc'

// spec: Retries: v1 has no idempotency, so a create sent again may make a second listing. When the answer
// to a create is lost, it may or may not have been applied: the dashboard checks instead of resending. The
// check looks for what the create would have made: a listing of the acting pharmacy with the same NDC and
// lot, listed since the attempt, through the sandbox's list extension (docs/sandbox.md, Sandbox
// extensions). The service sets listingDate at creation.

/** What was sent when the answer was lost. */
export interface CreateAttempt {
  nationalDrugCode: string
  lotNumber: string
  /** When the request left, by this computer's clock. */
  sentAt: Date
}

/**
 * The service's clock and this computer's may differ a little: a listing dated up to this long before the
 * attempt still counts as made by it.
 */
export const CLOCK_TOLERANCE_MS = 2 * 60_000

/** The page the check reads: the list extension's largest page, newest first (docs/sandbox.md). */
const NEWEST_LISTINGS = { sortName: 'listingDate', sortDirection: 'desc', take: LIST_TAKE_MAX } as const

/** The listing the lost create made, if the list holds one: the newest match. */
export function findCreatedListing(
  listings: readonly MarketplaceListing[],
  attempt: CreateAttempt,
): MarketplaceListing | null {
  const ndc = normalizeNdc(attempt.nationalDrugCode)
  const since = attempt.sentAt.getTime() - CLOCK_TOLERANCE_MS
  const matches = listings.filter(
    (listing) =>
      ndc !== null &&
      listing.nationalDrugCode !== null &&
      normalizeNdc(listing.nationalDrugCode) === ndc &&
      listing.lotNumber === attempt.lotNumber &&
      listing.listingDate !== null &&
      Date.parse(listing.listingDate) >= since,
  )
  return matches.sort((a, b) => Date.parse(b.listingDate ?? '') - Date.parse(a.listingDate ?? ''))[0] ?? null
}

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
