import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FaultRuleBody } from '../../contract/sandbox-faults'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/sandbox'

// The sandbox's control surface (a sandbox extension): fault rules for the caller's key, and reset.
// A service without it (the vendor's, or a sandbox started with SANDBOX_CONTROLS=false) answers 404,
// which the navigation reads as "not a sandbox" and hides the Sandbox page (sandbox-available.ts).

export const listFaultRules = (signal?: AbortSignal) => operations.listFaultRules(dashboardTransport, signal)

export const sandboxControlQueries = {
  all: () => ['sandbox-controls'] as const,
  rules: () =>
    queryOptions({
      queryKey: [...sandboxControlQueries.all(), 'rules'] as const,
      queryFn: ({ signal }) => operations.listFaultRules(dashboardTransport, signal),
    }),
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
