// GET /api/v1/sandbox/faults as a long poll (docs/sandbox.md, Faults on demand), so the dashboard drops a
// used-up rule the moment it answers its last call instead of at its next poll. The answer carries an
// ETag naming the version of the key's rules; a request whose If-None-Match names the current version
// and that prefers to wait (RFC 7240 `Prefer: wait=N`) is answered when the rules change, or with 304
// after N seconds. Nothing here blocks: the wait is a listener on the rule store and a timer.
import { FAULT_LIST_MAX_WAIT_SECONDS } from '../../src/contract/sandbox-faults'
import type { FaultRuleStore } from '../store/fault-rule-store'

/** The longest wait honoured (the contract's, which the OpenAPI document states). */
export const MAX_WAIT_SECONDS = FAULT_LIST_MAX_WAIT_SECONDS

/** The strong ETag of a version of a key's rules. */
export const etagOf = (version: string) => `"${version}"`

/**
 * The `wait` preference of RFC 7240 in whole seconds, capped at MAX_WAIT_SECONDS; 0 when absent or not a
 * number. Preferences are comma-separated, names case-insensitive, parameters after ";" ignored, and only
 * the first `wait` counts (RFC 7240, section 2).
 */
export function preferredWait(header: string | string[] | undefined): number {
  const values = header === undefined ? [] : Array.isArray(header) ? header : [header]
  for (const preference of values.flatMap((value) => value.split(','))) {
    const [name = '', value] = (preference.split(';')[0] ?? '').split('=')
    if (name.trim().toLowerCase() !== 'wait') continue
    const seconds = /^\s*"?(\d{1,9})"?\s*$/.exec(value ?? '')
    return seconds ? Math.min(Number(seconds[1]), MAX_WAIT_SECONDS) : 0
  }
  return 0
}

/** True when If-None-Match names this ETag or is "*" (weak comparison, RFC 9110, section 13.1.2). */
export function noneMatch(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header
  if (value === undefined) return false
  if (value.trim() === '*') return true
  return [...value.matchAll(/(?:W\/)?("[^"]*")/g)].some((match) => match[1] === etag)
}

export type RuleChange = {
  /** Waits until a change of the key's rules was heard (since listening began), `ms` pass, or `end` aborts. */
  wait(ms: number, end: AbortSignal): Promise<void>
  /** Stops listening; call it once the answer is settled. */
  stop(): void
}

/** Starts listening for changes of the key's rules at once, so none falls between a read and the wait. */
export function listenForChange(rules: FaultRuleStore, apiKey: string): RuleChange {
  let heard = false
  let wake = () => undefined as void
  const stop = rules.watch(apiKey, () => {
    heard = true
    wake()
  })
  return {
    stop,
    wait: (ms, end) =>
      new Promise<void>((resolve) => {
        if (heard || end.aborted) return resolve()
        const done = () => {
          clearTimeout(timer)
          end.removeEventListener('abort', done)
          wake = () => undefined
          resolve()
        }
        const timer = setTimeout(done, ms)
        end.addEventListener('abort', done)
        wake = done
      }),
  }
}
