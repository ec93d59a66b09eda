// spec: Errors > Rate-limit rejection: a 429 carries Retry-After, as seconds or as an HTTP date (RFC 9110
// 10.2.3). Milliseconds to wait from `now`, or null when the header is absent or unreadable.
export function retryAfterMs(value: string | undefined, now: number): number | null {
  if (value === undefined) return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}
