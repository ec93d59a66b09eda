import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  FaultRuleListSchema,
  FaultRuleSchema,
  SandboxResetSchema,
  type FaultRuleBody,
} from '../contract/sandbox-faults'
import { pathParam, request, send } from './http-client'

// The sandbox's control surface (a sandbox extension): fault rules for the caller's key, and reset.
// A service without it (the vendor's, or a sandbox started with SANDBOX_CONTROLS=false) answers 404,
// which the navigation reads as "not a sandbox" and hides the Sandbox page (sandbox-available.ts).

export function listFaultRules(signal?: AbortSignal) {
  return request(
    { operation: 'list fault rules', method: 'GET', path: '/api/v1/sandbox/faults', signal },
    FaultRuleListSchema,
  )
}

export const sandboxControlQueries = {
  all: () => ['sandbox-controls'] as const,
  rules: () =>
    queryOptions({
      queryKey: [...sandboxControlQueries.all(), 'rules'] as const,
      queryFn: ({ signal }) => listFaultRules(signal),
    }),
}

export function useAddFaultRule() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FaultRuleBody) =>
      request(
        { operation: 'add fault rule', method: 'POST', path: '/api/v1/sandbox/faults', body },
        FaultRuleSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sandboxControlQueries.all() }),
  })
}

/** Removes one rule (by id), or every rule of the key (no id). */
export function useRemoveFaultRules() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id?: string) =>
      send({
        operation: id ? 'remove fault rule' : 'clear fault rules',
        method: 'DELETE',
        path: id ? `/api/v1/sandbox/faults/${pathParam(id)}` : '/api/v1/sandbox/faults',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sandboxControlQueries.all() }),
  })
}

/** Puts every group's data back to the loaded scenario: everything cached is stale afterwards. */
export function useResetSandbox() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      request(
        { operation: 'reset sandbox', method: 'POST', path: '/api/v1/sandbox/reset' },
        SandboxResetSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
