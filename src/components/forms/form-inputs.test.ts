import { describe, expect, it } from 'vitest'
import {
  dateInputToIso,
  isoToDateInput,
  mergeProblems,
  moneyToInput,
  optionalText,
  parseDecimalInput,
  parseOptionalDecimalInput,
} from './form-inputs'

describe('dates between the API and a date picker', () => {
  it('shows the UTC day of a stored date-time, whatever its form', () => {
    expect(isoToDateInput('2027-05-31T00:00:00Z')).toBe('2027-05-31')
    expect(isoToDateInput('2027-05-31T23:54:18.627Z')).toBe('2027-05-31')
    // .NET writes offset-less local times with seven fraction digits: read as UTC (contract/dates.ts).
    expect(isoToDateInput('2027-05-31T23:59:59.1234567')).toBe('2027-05-31')
    expect(isoToDateInput('2027-06-01T01:00:00+02:00')).toBe('2027-05-31')
    expect(isoToDateInput('2027-05-31')).toBe('2027-05-31')
  })

  it('shows nothing for a missing or unreadable date', () => {
    expect(isoToDateInput(null)).toBe('')
    expect(isoToDateInput(undefined)).toBe('')
    expect(isoToDateInput('next tuesday')).toBe('')
  })

  it('sends midnight UTC of the chosen day, and anything else as typed for the contract to judge', () => {
    expect(dateInputToIso('2027-05-31')).toBe('2027-05-31T00:00:00Z')
    expect(dateInputToIso('')).toBe('')
    expect(dateInputToIso('31/05/2027')).toBe('31/05/2027')
  })
})

describe('money and text inputs', () => {
  it('shows whole cents with two decimals and never rounds other values away', () => {
    expect(moneyToInput(12.5)).toBe('12.50')
    expect(moneyToInput(321.6)).toBe('321.60')
    expect(moneyToInput(0.07)).toBe('0.07')
    expect(moneyToInput(12.345)).toBe('12.345')
    expect(moneyToInput(null)).toBe('')
  })

  it('sends an empty optional text as null and keeps spaces for the contract to refuse', () => {
    expect(optionalText('')).toBeNull()
    expect(optionalText('   ')).toBe('   ')
    expect(optionalText(' A1 ')).toBe(' A1 ')
  })
})

describe('parseDecimalInput', () => {
  it('reads plain decimals', () => {
    expect(parseDecimalInput('price', 'Price', '12.50', '12.50')).toEqual({ value: 12.5, problem: null })
    expect(parseDecimalInput('quantity', 'Quantity', ' .5 ', '2.5')).toEqual({ value: 0.5, problem: null })
    expect(parseDecimalInput('quantity', 'Quantity', '0.001', '2.5')).toEqual({ value: 0.001, problem: null })
    // A sign is read, so that the contract's "more than 0" says what is wrong with it.
    expect(parseDecimalInput('price', 'Price', '-3', '12.50')).toEqual({ value: -3, problem: null })
  })

  it('says "required" for an empty entry and "must be a number" for text, at the field', () => {
    const empty = parseDecimalInput('price', 'Price', '  ', '12.50')
    expect(empty.value).toBeNaN()
    expect(empty.problem).toEqual({
      field: 'price',
      code: 'NotEmptyValidator',
      message: 'Price is required.',
    })
    for (const text of ['abc', '1,5', '1e3', '12.5.1', '$12']) {
      const parsed = parseDecimalInput('price', 'Price', text, '12.50')
      expect(parsed.problem?.message).toBe('Price must be a number, for example 12.50.')
    }
  })

  it('treats an empty optional decimal as not sent', () => {
    expect(parseOptionalDecimalInput('maxShippingPrice', 'Max', '', '1')).toEqual({
      value: null,
      problem: null,
    })
    expect(parseOptionalDecimalInput('maxShippingPrice', 'Max', 'x', '1').problem?.field).toBe(
      'maxShippingPrice',
    )
  })
})

describe('mergeProblems', () => {
  it('puts input problems first and drops the contract problems of unreadable fields only', () => {
    const unreadable = { field: 'price', code: 'PredicateValidator', message: 'Price must be a number.' }
    const rules = [
      { field: 'price', code: 'GreaterThanValidator', message: 'Price must be greater than 0.' },
      { field: 'lotNumber', code: 'NotEmptyValidator', message: 'Lot number is required.' },
    ]
    expect(mergeProblems([null, unreadable], rules)).toEqual([unreadable, rules[1]])
    expect(mergeProblems([null], rules)).toEqual(rules)
  })
})
