// The meter's settings (docs/team-server.md, "The meter"; .env.example), read beside sign-in's and in the
// same way: unset or empty means the default, a bad value stops start-up with one line naming it.
import { DEFAULT_METER_LIMIT_PER_MINUTE, DEFAULT_METER_MAX_WAIT_SECONDS } from '../../src/contract/meter'
import { wholeNumber } from '../settings/setting-values'

export type MeterSettings = {
  /** Calls to the service a fixed minute allows (spec: Limits). */
  limitPerMinute: number
  /** Longest a person's call is held before it is answered 429 with Retry-After. */
  maxWaitSeconds: number
  /** Calls of each minute bulk jobs leave to people (until the minute's last 5 seconds). */
  interactiveReserve: number
}

export const METER_SETTING_NAMES = [
  'METER_LIMIT_PER_MINUTE',
  'METER_MAX_WAIT_SECONDS',
  'METER_INTERACTIVE_RESERVE',
] as const

/** A fifth of the minute's calls is kept for people by default. */
const defaultReserve = (limit: number) => Math.floor(limit / 5)

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== ''

/**
 * `defaultLimit`: the service's 300 in proxy mode; with the built-in sandbox, its own limit
 * (RATE_LIMIT_PER_MINUTE), which counts this server's calls as one caller.
 */
export function readMeterSettings(
  env: Record<string, string | undefined>,
  defaultLimit = DEFAULT_METER_LIMIT_PER_MINUTE,
): MeterSettings {
  const limit = env.METER_LIMIT_PER_MINUTE
  const wait = env.METER_MAX_WAIT_SECONDS
  const reserve = env.METER_INTERACTIVE_RESERVE
  const limitPerMinute = given(limit)
    ? wholeNumber('METER_LIMIT_PER_MINUTE', limit, 1, 1_000_000_000)
    : defaultLimit
  return {
    limitPerMinute,
    maxWaitSeconds: given(wait)
      ? wholeNumber('METER_MAX_WAIT_SECONDS', wait, 1, 3600)
      : DEFAULT_METER_MAX_WAIT_SECONDS,
    interactiveReserve: given(reserve)
      ? wholeNumber('METER_INTERACTIVE_RESERVE', reserve, 0, limitPerMinute - 1)
      : defaultReserve(limitPerMinute),
  }
}
