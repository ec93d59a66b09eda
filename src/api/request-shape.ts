// What a request to the service looks like on the wire: its address, headers and body. Dependency-free
// (no zod, no React), because two programs build requests with it: the transport (api-transport.ts) and
// the small script that starts a page's first request while the app's code still loads
// (src/app/first-request-entry.ts). One definition, so both send byte for byte the same request.
// spec: Authentication (X-SERVICE-AUTH)

export const AUTH_HEADER = 'X-SERVICE-AUTH'

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

/** Everything of a fetch's init but the signal: JSON in and out, the key when there is one, no cookies. */
export interface RequestShape {
  method: string
  headers: Record<string, string>
  body: string | null
  credentials: 'omit'
}

export function requestShape(method: string, apiKey: string | null, body: unknown): RequestShape {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (apiKey) headers[AUTH_HEADER] = apiKey
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  return { method, headers, body: body === undefined ? null : JSON.stringify(body), credentials: 'omit' }
}
