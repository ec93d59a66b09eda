import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateUserBody, ResetPasswordBody, UpdateUserBody } from '../../contract/team'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/team'
import type { AuditParams } from '../operations/team'

// This server's team endpoints with sign-in on (docs/team-server.md): users, the audit log, a record's
// history. Writes are sent once (the app's mutation policy resends only after a 429, retry-policy.ts).

export type { AuditParams }

export const teamQueries = {
  all: () => ['team'] as const,
  users: () =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'users'] as const,
      queryFn: ({ signal }) => operations.listUsers(dashboardTransport, signal),
    }),
  audits: () => [...teamQueries.all(), 'audit'] as const,
  audit: (params: AuditParams) =>
    queryOptions({
      queryKey: [...teamQueries.audits(), params] as const,
      queryFn: ({ signal }) => operations.listAudit(dashboardTransport, params, signal),
      // A new filter or page keeps the rows on screen (marked busy) until the next ones come.
      placeholderData: keepPreviousData,
    }),
  /** `version`: when the object was last read, so a save (which rereads it) reads its history again. */
  history: (targetId: string, version: number) =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'history', targetId, version] as const,
      queryFn: ({ signal }) => operations.readHistory(dashboardTransport, targetId, signal),
      placeholderData: keepPreviousData,
    }),
}

/** After any change of a user: the list again, and the audit log, which now holds the change. */
function useTeamChanged() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: teamQueries.all() })
}

export function useCreateUser() {
  const changed = useTeamChanged()
  return useMutation({
    mutationFn: (body: CreateUserBody) => operations.createUser(dashboardTransport, body),
    onSuccess: changed,
  })
}

export function useUpdateUser() {
  const changed = useTeamChanged()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserBody }) =>
      operations.updateUser(dashboardTransport, id, body),
    onSuccess: changed,
  })
}

export function useResetUserPassword() {
  const changed = useTeamChanged()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResetPasswordBody }) =>
      operations.resetUserPassword(dashboardTransport, id, body),
    onSuccess: changed,
  })
}
