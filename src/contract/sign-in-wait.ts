// A sign-in slowed after repeated failures (docs/team-server.md) is answered as the API answers a rate
// limit: 429, an empty body and the seconds to wait in Retry-After (spec: Errors > Rate-limit rejection).
// The sign-in page, the re-sign-in dialog and the server's answer to a form post all say the wait in these
// words. Dependency-free: the sign-in page, which has no framework, imports it.

/** The wait in words a person reads: "Too many failed sign-ins. Try again in 2 minutes." */
export function throttleMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Too many failed sign-ins. Try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`
}

/** Retry-After's seconds (a whole number), or null when it says none. */
export function retryAfterSeconds(header: string | null | undefined): number | null {
  if (header === null || header === undefined || !/^\s*\d+\s*$/.test(header)) return null
  return Number(header)
}
