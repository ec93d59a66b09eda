import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  BusinessRuleErrorSchema,
  FieldValidationErrorSchema,
  GenericErrorSchema,
  RequestShapeErrorSchema,
  addProblems,
  fieldOfPropertyName,
  isStableFieldCode,
  propertyNameOf,
} from './errors'

const shape1 = {
  message: 'Pharmacies in Ohio cannot list this NDC.',
  errorCode: 500114,
  projectType: 'Pharmacy',
}
const shape2 = {
  isValid: false,
  errors: {
    $id: '1',
    $values: [
      {
        $id: '2',
        propertyName: 'Quantity',
        errorCode: 'InclusiveBetweenValidator',
        errorMessage: 'Quantity must be between 0.01 and 30.',
        attemptedValue: 31,
      },
    ],
  },
}
const shape3 = {
  type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  title: 'One or more validation errors occurred.',
  status: 400,
  errors: {
    '$.price': ['The JSON value could not be converted to System.Decimal. Path: $.price'],
    LotNumber: ['The LotNumber field is required.'],
  },
  traceId: '00-abc-def-00',
}
const shape4 = { error: 'Unauthorized', statusCode: 401, message: 'The API key is missing or not valid.' }

const schemas = [
  BusinessRuleErrorSchema,
  FieldValidationErrorSchema,
  RequestShapeErrorSchema,
  GenericErrorSchema,
]

describe('the four 400 shapes', () => {
  it('each body parses with its own schema and with no other (spec: Telling the shapes apart)', () => {
    const bodies = [shape1, shape2, shape3, shape4]
    bodies.forEach((body, i) => {
      schemas.forEach((schema, j) =>
        expect(schema.safeParse(body).success, `body ${i + 1} / schema ${j + 1}`).toBe(i === j),
      )
    })
  })

  it('shape 1 needs a numeric errorCode; shape 2 a string errorCode', () => {
    expect(BusinessRuleErrorSchema.safeParse({ ...shape1, errorCode: '500114' }).success).toBe(false)
    const numericCode = { ...shape2, errors: { $id: '1', $values: [{ errorCode: 5, errorMessage: 'x' }] } }
    expect(FieldValidationErrorSchema.safeParse(numericCode).success).toBe(false)
  })

  it('shape 3 may omit type and traceId; shape 2 items may omit propertyName', () => {
    const { type: _t, traceId: _id, ...bare } = shape3
    expect(RequestShapeErrorSchema.safeParse(bare).success).toBe(true)
    const noProperty = {
      isValid: false,
      errors: { $id: '1', $values: [{ errorCode: 'ndcSellLimitReached', errorMessage: 'Limit reached.' }] },
    }
    expect(FieldValidationErrorSchema.safeParse(noProperty).success).toBe(true)
  })
})

describe('helpers', () => {
  it('recognises only the stable codes', () => {
    expect(isStableFieldCode('medicationScanRequired')).toBe(true)
    expect(isStableFieldCode('ndcSellLimitReached')).toBe(true)
    expect(isStableFieldCode('PredicateValidator')).toBe(false)
  })

  it('converts between body keys and property names', () => {
    expect(propertyNameOf('quantity')).toBe('Quantity')
    expect(propertyNameOf('pharmacyNPI')).toBe('PharmacyNPI')
    expect(fieldOfPropertyName('LotNumber')).toBe('lotNumber')
  })

  it('addProblems puts each problem at its field, array items at their index', () => {
    const schema = z.unknown().superRefine((_v, ctx) =>
      addProblems(
        [
          { field: 'price', code: 'GreaterThanValidator', message: 'Price must be greater than 0.' },
          { field: '[2]', code: 'PredicateValidator', message: 'bad NPI' },
        ],
        ctx,
      ),
    )
    const issues = schema.safeParse(1).error?.issues ?? []
    expect(issues.map((i) => [i.path, i.message])).toEqual([
      [['price'], 'Price must be greater than 0.'],
      [[2], 'bad NPI'],
    ])
  })
})
