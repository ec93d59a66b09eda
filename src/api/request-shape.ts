// What a request to the service looks like on the wire: its address, headers and body. Dependency-free
// (no zod, no React), because two programs build requests with it: the transport (api-transport.ts) and
// the small script that starts a page's first request while the app's code still loads
// (src/app/first-request-entry.ts). One definition, so both send byte for byte the same request.
// spec: Authentication (X-SERVICE-AUTH)

export const AUTH_HEADER = 'X-SERVICE-AUTH'

/**
 * With sign-in on, every call carries this header (docs/team-server.md): a cross-site form cannot send a
 * custom header, so the server takes a write that has it (and this page's Origin) as the dashboard's.
 */
export const DASHBOARD_REQUEST_HEADER = 'X-Dashboard-Request'

export type QueryValue = string | number | boolean | null | undefined

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(name, String(value))
  }
  const search = params.toString()
  return `${baseUrl}${path}${search ? `?${search}` : ''}`
}

/**
 * Everything of a fetch's init but the signal: JSON in and out; with a typed key, the key and no cookies;
 * signed in, no key at all but this origin's HttpOnly session cookie and the dashboard's header.
 */
export interface RequestShape {
  method: string
  headers: Record<string, string>
  body: string | null
  credentials: 'omit' | 'same-origin'
}

export function requestShape(
  method: string,
  apiKey: string | null,
  body: unknown,
  signedIn = false,
): RequestShape {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (apiKey && !signedIn) headers[AUTH_HEADER] = apiKey
  if (signedIn) headers[DASHBOARD_REQUEST_HEADER] = '1'
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  return {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    credentials: signedIn ? 'same-origin' : 'omit',
  }
}
