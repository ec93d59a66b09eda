import { describeError } from '../../api/error-display'
import type { ApiError } from '../../api/api-error'

// What a failed draft delete means to the person who asked for it. spec: Endpoints > 3 (the caller's
// group must own the draft; a draft that is not Pending yields 409) and Errors > Status rules.

/** A refusal that no retry can change. */
export function isFinalDeleteError(error: ApiError): boolean {
  return error.kind === 'conflict' || error.kind === 'not-found' || error.kind === 'forbidden'
}

export function deleteErrorMessage(error: ApiError): string {
  const said = (message: string) => (message ? ` The service said: ${message}` : '')
  switch (error.kind) {
    case 'conflict':
      return `This draft is no longer pending, so it cannot be deleted. The list has been refreshed.${said(error.message)}`
    case 'not-found':
      return `This draft no longer exists; it may have been deleted already. The list has been refreshed.${said(error.message)}`
    case 'forbidden':
      return `This draft belongs to another group, so it cannot be deleted with this connection.${said(error.message)}`
    default:
      return describeError(error)
  }
}
