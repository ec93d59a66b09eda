// The service address typed in the connection dialog: empty for the dashboard's own server, else an
// http(s) origin with an optional path prefix. The key goes in a header, never in this address.

const FULL_ADDRESS =
  'Enter a full address starting with http:// or https://, or leave it empty to use this server.'

export function baseUrlProblem(input: string): string | null {
  const value = input.trim()
  if (value === '') return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return FULL_ADDRESS
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return FULL_ADDRESS
  if (url.username || url.password)
    return 'Leave credentials out of the address; the API key has its own field.'
  if (url.search || url.hash)
    return 'The address must not contain "?" or "#": enter only the service address.'
  return null
}
