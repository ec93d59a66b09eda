import { describe, expect, test } from 'vitest'
import { FaultRuleBodySchema } from '../../contract/sandbox-faults'
import {
  FAULT_CHOICES,
  FAULT_FORM_DEFAULTS,
  FaultFormSchema,
  describeFault,
  toFaultRuleBody,
} from './fault-choices'

describe('the Sandbox page form', () => {
  test.each(FAULT_CHOICES.map((choice) => choice.value))(
    '"%s" becomes a rule the contract accepts',
    (fault) => {
      const values = { ...FAULT_FORM_DEFAULTS, fault, times: '3' }
      expect(FaultFormSchema.safeParse(values).success).toBe(true)
      const body = toFaultRuleBody(values)
      expect(FaultRuleBodySchema.parse(body)).toEqual({ ...body, times: 3 })
      expect(describeFault(FaultRuleBodySchema.parse(body).response)).not.toBe('')
    },
  )

  test('the number a fault needs is checked only for that fault, at its field', () => {
    const late = FaultFormSchema.safeParse({
      ...FAULT_FORM_DEFAULTS,
      fault: 'delay',
      ms: '0',
      retryAfterSeconds: 'x',
    })
    expect(late.success).toBe(false)
    expect(late.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['ms'])
    const limited = FaultFormSchema.safeParse({
      ...FAULT_FORM_DEFAULTS,
      fault: 'rate-limited',
      retryAfterSeconds: '',
    })
    expect(limited.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['retryAfterSeconds', 'Retry after must be a whole number.'],
    ])
    expect(FaultFormSchema.safeParse({ ...FAULT_FORM_DEFAULTS, fault: 'drop', ms: '' }).success).toBe(true)
  })

  test('times is 1 to 1000', () => {
    for (const times of ['0', '1001', '2.5', 'many']) {
      expect(FaultFormSchema.safeParse({ ...FAULT_FORM_DEFAULTS, times }).success, times).toBe(false)
    }
  })

  test('describes each answer in words', () => {
    expect(describeFault({ kind: 'rate-limited', retryAfterSeconds: 5 })).toBe('429, retry after 5 s')
    expect(describeFault({ kind: 'status', status: 503, body: 'html' })).toBe('503 as an HTML page')
    expect(describeFault({ kind: 'after-write', then: 'drop' })).toBe('Done, answer lost')
  })
})
