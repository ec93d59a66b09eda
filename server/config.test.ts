import { describe, expect, test } from 'vitest'
import { DEFAULT_SETTINGS, readSettings } from './config'

describe('readSettings', () => {
  test('defaults when nothing is set', () => {
    expect(readSettings({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      database: './data/sandbox.db',
      scenario: 'server/scenarios/demo.json',
      rateLimitPerMinute: 300,
      serveDashboard: true,
    })
    expect(DEFAULT_SETTINGS.rateLimitPerMinute).toBe(300)
  })

  test('reads every setting', () => {
    expect(
      readSettings({
        PORT: '0',
        HOST: '0.0.0.0',
        DATABASE: ':memory:',
        SCENARIO: 'x.json',
        RATE_LIMIT_PER_MINUTE: '5',
        SERVE_DASHBOARD: 'false',
      }),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      database: ':memory:',
      scenario: 'x.json',
      rateLimitPerMinute: 5,
      serveDashboard: false,
    })
    expect(readSettings({ SERVE_DASHBOARD: 'TRUE' }).serveDashboard).toBe(true)
  })

  test.each([
    ['PORT', '65536'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['PORT', ''],
    ['HOST', '  '],
    ['DATABASE', ''],
    ['SCENARIO', ''],
    ['RATE_LIMIT_PER_MINUTE', 'many'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['SERVE_DASHBOARD', 'sometimes'],
  ])('refuses %s=%j with a message naming it', (name, value) => {
    expect(() => readSettings({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}=`))
  })
})
