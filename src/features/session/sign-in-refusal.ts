import type { ApiError } from '../../api/api-error'

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
      return error.retryAfterSeconds === null
        ? 'Too many failed sign-ins. Wait a few minutes, then try again.'
        : `Too many failed sign-ins. Try again in ${Math.ceil(error.retryAfterSeconds / 60)} min.`
    case 'network':
      return 'The server could not be reached, so you were not signed in. Check your connection and try again.'
    case 'request-shape':
      return Object.values(error.fields).flat()[0] ?? error.title
    default:
      return `You were not signed in (status ${'status' in error ? error.status : 'unknown'}). Try again in a moment.`
  }
}
