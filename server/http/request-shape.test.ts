import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { ApiProblem, pascalCase, valueAtPath } from './problems'
import { parseShape, requireObjectBody } from './request-shape'

const Schema = z.object({
  pharmacyNPI: z.number().int(),
  price: z.number(),
  note: z.string().nullish(),
  items: z.array(z.number()).optional(),
})

const errorsOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiProblem)
    return (error as ApiProblem).body.errors
  }
  throw new Error('expected a refusal')
}

describe('request shape', () => {
  test('missing fields are keyed by PascalCase name, wrong types by JSON path', () => {
    expect(errorsOf(() => parseShape(Schema, { price: '1', note: 5, items: [1, 'x'] }))).toEqual({
      PharmacyNPI: ['The PharmacyNPI field is required.'],
      '$.price': ['The JSON value could not be converted to System.Decimal. Path: $.price'],
      '$.note': ['The JSON value could not be converted to System.String. Path: $.note'],
      '$.items[1]': ['The JSON value could not be converted to System.Decimal. Path: $.items[1]'],
    })
  })

  test('keys bind case-insensitively (exact match wins) and unknown keys are dropped', () => {
    const keys = Object.keys(Schema.shape)
    expect(requireObjectBody({ PHARMACYNPI: 1, price: 2, Price: 3, other: 4 }, keys, 'T')).toEqual({
      pharmacyNPI: 1,
      price: 2,
    })
    expect(
      Object.getPrototypeOf(requireObjectBody(JSON.parse('{"__proto__": {"polluted": 1}}'), keys, 'T')),
    ).toBe(Object.prototype)
    expect(errorsOf(() => requireObjectBody('text', keys, 'UpdateRequest'))).toEqual({
      $: ['The JSON value could not be converted to UpdateRequest. Path: $'],
    })
  })

  test('helpers', () => {
    expect(pascalCase('buyingPharmacyNpi')).toBe('BuyingPharmacyNpi')
    expect(valueAtPath([5, 6], '[1]')).toBe(6)
    expect(valueAtPath({ a: { b: 2 } }, 'a.b')).toBe(2)
    expect(valueAtPath({ a: 1 }, 'toString')).toBeUndefined()
  })
})
