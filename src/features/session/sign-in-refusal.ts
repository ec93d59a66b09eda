import type { ApiError } from '../../api/api-error'
import { throttleMessage } from '../../contract/sign-in-wait'

/**
 * What the re-sign-in dialog says for a refused sign-in: the server's own words for a wrong address or
 * password (one message that does not say which) and a deactivated account, the wait when slowed.
 */
export function signInRefusal(error: ApiError): string {
  switch (error.kind) {
    case 'unauthorized':
    case 'forbidden':
    case 'generic':
      return error.message
    case 'rate-limited':
      return throttleMessage(error.retryAfterSeconds ?? 60)
    case 'network':
      return 'The server could not be reached, so you were not signed in. Check your connection and try again.'
    case 'request-shape':
      return Object.values(error.fields).flat()[0] ?? error.title
    default:
      return `You were not signed in (status ${'status' in error ? error.status : 'unknown'}). Try again in a moment.`
  }
}
