// The settings of running the server for real (docs/operations.md; .env.example), read beside the others
// and in the same way: unset or empty means the default, a bad value stops start-up with one line naming
// it. The metrics token may come from a file (METRICS_TOKEN_FILE), as the other secrets may.
import { SettingError, readText, secret, wholeNumber, type ReadFile } from '../settings/setting-values'

export type OpsSettings = {
  /** GET /metrics answers whoever brings this bearer token; undefined: there is no /metrics. */
  metricsToken: string | undefined
  /**
   * After SIGTERM, how long the server keeps answering while /readyz says 503, so that the balancer takes
   * it out before it stops listening: above deploy/haproxy.cfg's `inter` x `fall` (1 s x 2) and `timeout
   * check` (3 s).
   */
  drainSeconds: number
  /** After SIGTERM, the most the stop may take in all (drain included); then the process exits anyway. */
  stopTimeoutSeconds: number
}

export const OPS_SETTING_NAMES = [
  'METRICS_TOKEN',
  'METRICS_TOKEN_FILE',
  'SHUTDOWN_DRAIN_SECONDS',
  'SHUTDOWN_TIMEOUT_SECONDS',
] as const

export const DEFAULT_OPS_SETTINGS: OpsSettings = {
  metricsToken: undefined,
  drainSeconds: 5,
  stopTimeoutSeconds: 30,
}

/** A token a scraper cannot guess: 16 characters or more (openssl rand -hex 32 gives 64). */
const TOKEN_MIN_LENGTH = 16

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== ''

export function readOpsSettings(
  env: Record<string, string | undefined>,
  readFile: ReadFile = readText,
): OpsSettings {
  const token = secret(env, 'METRICS_TOKEN', readFile)?.trim()
  if (token !== undefined && (token.length < TOKEN_MIN_LENGTH || /\s/.test(token)))
    // The value itself is not repeated: it is a secret.
    throw new SettingError(
      given(env.METRICS_TOKEN_FILE) ? 'METRICS_TOKEN_FILE' : 'METRICS_TOKEN',
      given(env.METRICS_TOKEN_FILE) ? env.METRICS_TOKEN_FILE : '(hidden)',
      `a token of at least ${TOKEN_MIN_LENGTH} characters without spaces`,
    )
  const drain = env.SHUTDOWN_DRAIN_SECONDS
  const timeout = env.SHUTDOWN_TIMEOUT_SECONDS
  const drainSeconds = given(drain)
    ? wholeNumber('SHUTDOWN_DRAIN_SECONDS', drain, 0, 300)
    : DEFAULT_OPS_SETTINGS.drainSeconds
  const stopTimeoutSeconds = given(timeout)
    ? wholeNumber('SHUTDOWN_TIMEOUT_SECONDS', timeout, 1, 3600)
    : DEFAULT_OPS_SETTINGS.stopTimeoutSeconds
  if (stopTimeoutSeconds <= drainSeconds)
    throw new SettingError(
      'SHUTDOWN_TIMEOUT_SECONDS',
      String(stopTimeoutSeconds),
      `more than SHUTDOWN_DRAIN_SECONDS (${drainSeconds}): the drain is part of the stop`,
    )
  return { metricsToken: token, drainSeconds, stopTimeoutSeconds }
}
