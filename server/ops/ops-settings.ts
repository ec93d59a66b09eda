// The settings of running the server for real (docs/operations.md; .env.example), read beside the others
// and in the same way: unset or empty means the default, a bad value stops start-up with one line naming
// it. The metrics token may come from a file (METRICS_TOKEN_FILE), as the other secrets may.
import { SettingError, readText, secret, type ReadFile } from '../config'

export type OpsSettings = {
  /** GET /metrics answers whoever brings this bearer token; undefined: there is no /metrics. */
  metricsToken: string | undefined
}

export const OPS_SETTING_NAMES = ['METRICS_TOKEN', 'METRICS_TOKEN_FILE'] as const

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
  return { metricsToken: token }
}
