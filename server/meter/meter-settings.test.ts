import { describe, expect, test } from 'vitest'
import { readMeterSettings } from './meter-settings'

describe("the meter's settings", () => {
  test('defaults: the limit given by the mode (300 in proxy mode), 30 s, a fifth kept for people', () => {
    expect(readMeterSettings({})).toEqual({ limitPerMinute: 300, maxWaitSeconds: 30, interactiveReserve: 60 })
    expect(readMeterSettings({ METER_LIMIT_PER_MINUTE: '' }, 1000)).toEqual({
      limitPerMinute: 1000,
      maxWaitSeconds: 30,
      interactiveReserve: 200,
    })
  })

  test('each setting read, and a bad one named', () => {
    expect(
      readMeterSettings({
        METER_LIMIT_PER_MINUTE: '120',
        METER_MAX_WAIT_SECONDS: '5',
        METER_INTERACTIVE_RESERVE: '0',
      }),
    ).toEqual({ limitPerMinute: 120, maxWaitSeconds: 5, interactiveReserve: 0 })
    expect(() => readMeterSettings({ METER_LIMIT_PER_MINUTE: '0' })).toThrow(
      'Invalid setting METER_LIMIT_PER_MINUTE="0": expected a whole number from 1 to 1000000000.',
    )
    expect(() =>
      readMeterSettings({ METER_LIMIT_PER_MINUTE: '10', METER_INTERACTIVE_RESERVE: '10' }),
    ).toThrow('Invalid setting METER_INTERACTIVE_RESERVE="10": expected a whole number from 0 to 9.')
    expect(() => readMeterSettings({ METER_MAX_WAIT_SECONDS: '1.5' })).toThrow(/METER_MAX_WAIT_SECONDS/)
  })
})
