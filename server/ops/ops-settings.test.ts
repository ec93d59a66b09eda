// The operations settings (.env.example, docs/operations.md): the metrics token as a value or a file, and
// the stop's drain and deadline.
import { describe, expect, test } from 'vitest'
import { readOpsSettings } from './ops-settings'

const files: Record<string, string> = { '/run/credentials/metrics-token': 'a-token-from-a-file-0123\n' }
const readFile = (path: string) => {
  const content = files[path]
  if (content === undefined) throw new Error(`ENOENT: no such file, open '${path}'`)
  return content
}

describe('METRICS_TOKEN', () => {
  test('unset: no metrics; set: the token, from the value or the file', () => {
    expect(readOpsSettings({}).metricsToken).toBeUndefined()
    expect(readOpsSettings({ METRICS_TOKEN: 'a-token-of-the-value-0' }).metricsToken).toBe(
      'a-token-of-the-value-0',
    )
    expect(
      readOpsSettings({ METRICS_TOKEN_FILE: '/run/credentials/metrics-token' }, readFile).metricsToken,
    ).toBe('a-token-from-a-file-0123')
  })

  test('a short token, both forms, or a missing file stop start-up without repeating the token', () => {
    expect(() => readOpsSettings({ METRICS_TOKEN: 'short-secret' })).toThrow(
      'Invalid setting METRICS_TOKEN="(hidden)": expected a token of at least 16 characters without spaces.',
    )
    expect(() =>
      readOpsSettings({ METRICS_TOKEN: 'a-token-of-the-value-0', METRICS_TOKEN_FILE: '/x' }, readFile),
    ).toThrow('either METRICS_TOKEN or METRICS_TOKEN_FILE, not both')
    expect(() => readOpsSettings({ METRICS_TOKEN_FILE: '/nowhere' }, readFile)).toThrow(
      /METRICS_TOKEN_FILE="\/nowhere": expected a readable file/,
    )
  })
})

describe('SHUTDOWN_DRAIN_SECONDS and SHUTDOWN_TIMEOUT_SECONDS', () => {
  test('5 s of drain within 30 s by default; the deadline must leave room after the drain', () => {
    expect(readOpsSettings({})).toMatchObject({ drainSeconds: 5, stopTimeoutSeconds: 30 })
    expect(readOpsSettings({ SHUTDOWN_DRAIN_SECONDS: '0', SHUTDOWN_TIMEOUT_SECONDS: '2' })).toMatchObject({
      drainSeconds: 0,
      stopTimeoutSeconds: 2,
    })
    expect(() => readOpsSettings({ SHUTDOWN_DRAIN_SECONDS: '30' })).toThrow(
      'Invalid setting SHUTDOWN_TIMEOUT_SECONDS="30": expected more than SHUTDOWN_DRAIN_SECONDS (30): the drain is part of the stop.',
    )
    expect(() => readOpsSettings({ SHUTDOWN_DRAIN_SECONDS: 'soon' })).toThrow('SHUTDOWN_DRAIN_SECONDS')
  })
})
