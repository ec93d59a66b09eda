import { z } from 'zod/mini'

// The meter (docs/team-server.md, "The meter"): with sign-in on, the server counts the calls it makes to
// the marketplace service in the service's own fixed one-minute windows (spec: Limits: 300 requests a
// minute per calling IP, fixed windows) and holds a call when the window is spent, instead of sending it
// into a 429. These are the names the dashboard reads: the headers on every answer of a call that went
// through the meter, the ticket a request may carry, and the answer of GET /team/meter.

export const METER_WINDOW_MS = 60_000
export const DEFAULT_METER_LIMIT_PER_MINUTE = 300
export const DEFAULT_METER_MAX_WAIT_SECONDS = 30

/** Response headers of a metered call (lower case, as Node and fetch give them). */
export const METER_HEADERS = {
  /** Calls a window allows (METER_LIMIT_PER_MINUTE). */
  limit: 'x-meter-limit',
  /** Calls left in the window the call went out in, after it. */
  remaining: 'x-meter-remaining',
  /** Whole seconds until that window ends (at least 1). */
  reset: 'x-meter-reset',
  /** Milliseconds the call was held at the meter before it went out (0 when it went at once). */
  waited: 'x-meter-waited-ms',
  /** On a 429 the meter answered itself: `held` (it waited its bound) rather than the service's own 429. */
  refused: 'x-meter-refused',
} as const

/**
 * A request header the dashboard may send with any signed-in call: a name of its own for that request.
 * While the call is held, GET /team/meter lists it among `held`, so the page can say "waiting for the next
 * minute" for that very request rather than an error.
 */
export const METER_TICKET_HEADER = 'x-meter-ticket'
export const METER_TICKET_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** Who goes first when calls wait: a person's click before any bulk job's row. */
export const METER_PRIORITIES = ['interactive', 'bulk'] as const
export type MeterPriority = (typeof METER_PRIORITIES)[number]

export const HeldCallSchema = z.object({
  /** The X-Meter-Ticket the request carried, or null when it carried none. */
  ticket: z.nullable(z.string()),
  priority: z.enum(METER_PRIORITIES),
  /** When the call reached the meter. */
  since: z.string(),
  /** The call's job, for a bulk job's row. */
  jobId: z.nullable(z.string()),
})
export type HeldCall = z.infer<typeof HeldCallSchema>

/** GET /team/meter: the budget now, and this user's calls held at this server now. */
export const MeterStatusSchema = z.object({
  limit: z.int(),
  /** Calls counted in the current window (every user's, every instance's). */
  used: z.int(),
  remaining: z.int(),
  windowEndsAt: z.string(),
  /** A 429 from the service holds every call until then (its Retry-After); null when none. */
  holdUntil: z.nullable(z.string()),
  /** When a held call may go next: the later of the window's end and holdUntil. */
  nextWindowAt: z.string(),
  /** Longest a person's call is held before it is answered 429 with Retry-After. */
  maxWaitSeconds: z.int(),
  /** This user's calls held at this server instance now, oldest first. */
  held: z.array(HeldCallSchema),
})
export type MeterStatus = z.infer<typeof MeterStatusSchema>

/** The fixed window an instant falls in (whole minutes since the epoch, as the service counts). */
export const meterWindowOf = (ms: number) => Math.floor(ms / METER_WINDOW_MS)
export const meterWindowStart = (window: number) => window * METER_WINDOW_MS
