// The connection as sessionStorage keeps it: its key and the check of what is read back. Dependency-free
// (no React), because two programs read it: the connection store (connection-store.ts) and the small
// script that starts a page's first request while the app's code still loads (src/app/first-request-entry.ts).

export interface Connection {
  /** '' means the dashboard's own origin (the sandbox serves both). No trailing slash. */
  baseUrl: string
  /** null with sign-in on: the server adds the group's key; the browser never holds one. */
  apiKey: string | null
  pharmacyNpi: number
  /** Known when the service lists its pharmacies (or from the sandbox's demo connection). */
  groupName: string | null
  pharmacyName: string | null
}

/** The sessionStorage entry holding the connection (browser tests seed it to start connected). */
export const CONNECTION_STORAGE_KEY = 'marketplace.connection'

export function isConnection(value: unknown): value is Connection {
  if (typeof value !== 'object' || value === null) return false
  const c = value as Record<string, unknown>
  return (
    typeof c.baseUrl === 'string' &&
    typeof c.apiKey === 'string' &&
    c.apiKey !== '' &&
    typeof c.pharmacyNpi === 'number'
  )
}

/** The session's storage, or null where there is none or the browser's privacy settings refuse it. */
export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** A JSON entry of `from` that passes `guard`, or null (absent, unreadable or of another shape). */
export function readJson<T>(
  key: string,
  guard: (value: unknown) => value is T,
  from: Storage | null = sessionStore(),
): T | null {
  let text: string | null | undefined
  try {
    text = from?.getItem(key)
  } catch {
    return null
  }
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return guard(value) ? value : null
  } catch {
    return null
  }
}

/** The stored connection (typed-key mode only: a signed-in page stores none), or null. */
export function readStoredConnection(): Connection | null {
  return readJson(CONNECTION_STORAGE_KEY, isConnection)
}
