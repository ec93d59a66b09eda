import { useEffect } from 'react'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FaultRule, FaultRuleBody } from '../../contract/sandbox-faults'
import { AskPace, pause } from '../ask-pace'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/sandbox'

// The sandbox's control surface (a sandbox extension): fault rules for the caller's key, and reset.
// A service without it (the vendor's, or a sandbox started with SANDBOX_CONTROLS=false) answers 404,
// which the navigation reads as "not a sandbox" and hides the Sandbox page (sandbox-available.ts).

/** The key's rules and the version they were read at (their ETag), to ask for the next change. */
export interface WatchedFaultRules {
  rules: readonly FaultRule[]
  etag: string | null
}

/**
 * How long one request waits for a change: the page asks about twice a minute while nothing happens,
 * a few of the key's 300 calls a minute (spec: Limits), and under the sandbox's longest wait.
 */
export const FAULT_WATCH_WAIT_SECONDS = 25
/**
 * The watch's pace (ask-pace.ts): a working long poll asks about three times a minute; whatever the
 * service answers, never more than five asks start in a minute, and an ask after a failure waits 5 s.
 */
export const FAULT_WATCH_PACE = { limit: 5, windowMs: 60_000, failureGapMs: 5_000 } as const

export const sandboxControlQueries = {
  all: () => ['sandbox-controls'] as const,
  rules: () =>
    queryOptions({
      queryKey: [...sandboxControlQueries.all(), 'rules'] as const,
      queryFn: async ({ signal }): Promise<WatchedFaultRules> => {
        // Without an ETag the sandbox answers at once (never null).
        const answer = await operations.watchFaultRules(dashboardTransport, null, 0, signal)
        return { rules: answer?.data.data ?? [], etag: answer?.etag ?? null }
      },
      // A rule is used up by calls made elsewhere (another page, another client): a page that comes
      // back to the list reads it again rather than show a rule that may be gone.
      staleTime: 0,
    }),
}

/**
 * While mounted, keeps the rules in the cache current: one request at a time waits at the sandbox for
 * the next change of the key's rules (a call that uses one up included) and puts the new list in place,
 * at the pace of FAULT_WATCH_PACE. docs/sandbox.md, "Faults on demand".
 */
export function useWatchFaultRules(enabled: boolean): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const { signal } = controller
    const { queryKey } = sandboxControlQueries.rules()
    const pace = new AskPace(FAULT_WATCH_PACE)
    const watch = async () => {
      for (;;) {
        await pause(pace.delay(Date.now()), signal)
        if (signal.aborted) return
        const held = queryClient.getQueryData(queryKey)
        if (!held) return
        pace.asked(Date.now())
        try {
          const answer = await operations.watchFaultRules(
            dashboardTransport,
            held.etag,
            FAULT_WATCH_WAIT_SECONDS,
            signal,
          )
          if (answer) queryClient.setQueryData(queryKey, { rules: answer.data.data, etag: answer.etag })
          pace.settled(false, Date.now())
        } catch {
          if (signal.aborted) return
          pace.settled(true, Date.now())
        }
      }
    }
    void watch()
    return () => controller.abort()
  }, [enabled, queryClient])
}

export function useAddFaultRule() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FaultRuleBody) => operations.addFaultRule(dashboardTransport, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sandboxControlQueries.all() }),
  })
}

/** Removes one rule (by id), or every rule of the key (no id). */
export function useRemoveFaultRules() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id?: string) => operations.removeFaultRules(dashboardTransport, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sandboxControlQueries.all() }),
  })
}

/** Puts every group's data back to the loaded scenario: everything cached is stale afterwards. */
export function useResetSandbox() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => operations.resetSandbox(dashboardTransport),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
