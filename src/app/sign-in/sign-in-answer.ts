// What the sign-in page says for the server's answer to a sign-in (POST /auth/sign-in, JSON; its
// refusals are the API's shape 4 with words a person understands, docs/team-server.md, and a sign-in
// slowed after failures is the API's empty 429 with Retry-After), and where a successful one goes.
// Dependency-free: the page has no framework and stays small.
import { retryAfterSeconds, throttleMessage } from '../../contract/sign-in-wait'

export const NETWORK_PROBLEM =
  'The server could not be reached, so you were not signed in. Check your connection and try again.'

/**
 * The refusal's own message (shape 4), the first of a shape-3 body's, the wait of a 429 (`retryAfter`,
 * the header), or words for the status.
 */
export function signInFailure(status: number, body: string, retryAfter: string | null = null): string {
  if (status === 429) return throttleMessage(retryAfterSeconds(retryAfter) ?? 60)
  let json: unknown = null
  try {
    json = JSON.parse(body)
  } catch {
    // Not the server's JSON (a proxy's page): the status speaks.
  }
  if (typeof json === 'object' && json !== null) {
    const { message, errors } = json as { message?: unknown; errors?: unknown }
    if (typeof message === 'string' && message.trim() !== '') return message
    if (typeof errors === 'object' && errors !== null) {
      const first = Object.values(errors as Record<string, unknown>).flat()[0]
      if (typeof first === 'string') return first
    }
  }
  if (status >= 500)
    return `The server could not sign you in just now (status ${status}). Try again in a moment.`
  return `You were not signed in (status ${status}). Reload the page and try again.`
}

/** A path of this server to go to once signed in; anything else (another site) is the app's start. */
export function returnPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/'
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0020\u007f\\]/.test(value) ? '/' : value
}
