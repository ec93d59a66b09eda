import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidNpi, npiCheckDigit, npiFromText, npiProblem } from './npi'

// Independent oracle: the CMS shortcut — double alternate digits of the first nine starting with the
// first, sum their digits with the others, add 24 (the contribution of the 80840 prefix), and the check
// digit brings the total to a multiple of ten.
function oracleCheckDigit(nine: string): number {
  let sum = 24
  for (let i = 0; i < 9; i++) {
    let d = Number(nine[i])
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

const validNpi = fc
  .tuple(
    fc.constantFrom('1', '2'),
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 8 }),
  )
  .map(([first, rest]) => first + rest)
  .map((nine) => nine + String(oracleCheckDigit(nine)))

describe('npiProblem', () => {
  it('accepts the documented valid NPI as a number and as a string', () => {
    expect(npiProblem(1234567893)).toBeNull()
    expect(npiProblem('1234567893')).toBeNull()
    expect(npiProblem(' 1234567893 ')).toBeNull()
    expect(isValidNpi(1234567893)).toBe(true)
  })

  it('names the wrong check digit', () => {
    expect(npiProblem(1234567890)).toMatch(/check digit/)
    expect(isValidNpi(1234567890)).toBe(false)
  })

  it('names the wrong first digit', () => {
    expect(npiProblem(3234567893)).toBe('NPI must start with 1 or 2.')
  })

  it('names the wrong length', () => {
    expect(npiProblem(123456789)).toBe('NPI must be exactly 10 digits.')
    expect(npiProblem('12345678931')).toBe('NPI must be exactly 10 digits.')
    expect(npiProblem('123456789a')).toBe('NPI must be exactly 10 digits.')
    expect(npiProblem('')).toBe('NPI must be exactly 10 digits.')
  })

  it('rejects values that are not whole numbers or strings', () => {
    expect(npiProblem(1234567893.5)).toBe('NPI must be a 10-digit number.')
    expect(npiProblem(-1234567893)).toBe('NPI must be a 10-digit number.')
    expect(npiProblem(null)).toBe('NPI must be a 10-digit number.')
    expect(npiProblem(undefined)).toBe('NPI must be a 10-digit number.')
    expect(npiProblem({})).toBe('NPI must be a 10-digit number.')
  })

  it('computes the check digit over 80840 + the first nine digits', () => {
    expect(npiCheckDigit('123456789')).toBe(3)
    expect(() => npiCheckDigit('12345678')).toThrow(RangeError)
  })
})

describe('npiProblem properties', () => {
  it('every generated valid NPI passes, as a string and as a number', () => {
    fc.assert(
      fc.property(validNpi, (npi) => {
        expect(npiProblem(npi)).toBeNull()
        expect(npiProblem(Number(npi))).toBeNull()
      }),
    )
  })

  it('changing any single digit of a valid NPI makes it fail', () => {
    fc.assert(
      fc.property(
        validNpi,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (npi, pos, delta) => {
          const changed = (Number(npi[pos]) + delta) % 10
          const mutated = npi.slice(0, pos) + String(changed) + npi.slice(pos + 1)
          expect(npiProblem(mutated)).not.toBeNull()
        },
      ),
    )
  })

  it('wrong length fails', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 20 })
    fc.assert(
      fc.property(
        digits.filter((s) => s.length !== 10),
        (s) => {
          expect(npiProblem(s)).toBe('NPI must be exactly 10 digits.')
        },
      ),
    )
  })
})

describe('npiFromText', () => {
  it('reads the text as the service binds a long: spaces around, a sign, leading zeros', () => {
    expect(npiFromText('1234567893')).toBe(1234567893)
    expect(npiFromText('00000001234567893')).toBe(1234567893)
    expect(npiFromText(' \t+0001234567893\r\n')).toBe(1234567893)
    expect(npiFromText('-1234567893')).toBe(-1234567893)
    expect(npiFromText('-0')).toBe(0)
    expect(Object.is(npiFromText('-0'), 0)).toBe(true)
  })

  it('does not read anything else', () => {
    for (const text of [
      '',
      ' ',
      '+',
      '1234567893x',
      '12345 67893',
      '1e9',
      '0x499602D5',
      '1234567893.0',
      '\u00a01234567893',
      '\uff11\uff12\uff13',
      '9007199254740992',
      '123456789012345678901234',
    ])
      expect(npiFromText(text), JSON.stringify(text)).toBeUndefined()
  })

  it('reads any zero padding of any safe integer back to that integer', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.nat({ max: 40 }), (n, zeros) => {
        expect(npiFromText('0'.repeat(zeros) + String(n))).toBe(n)
      }),
    )
  })
})
