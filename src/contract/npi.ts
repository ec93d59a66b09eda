// spec: Endpoints > 1, 2, 4, 6 — "valid NPI". A National Provider Identifier is 10 digits, starts with 1
// or 2, and its last digit is a Luhn check digit computed over the prefix 80840 (the US health-industry
// card issuer prefix) followed by the first nine digits (CMS, NPI check digit standard).

const NPI_PREFIX = '80840'

/** Luhn check digit for a string of digits (the digit that would be appended to it). */
function luhnCheckDigit(payload: string): number {
  let sum = 0
  // Walking from the right, the payload's rightmost digit is doubled, because the check digit will
  // take the undoubled rightmost position once appended.
  for (let i = payload.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = payload.charCodeAt(i) - 48
    if (double) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

/** The check digit an NPI with these first nine digits must end with. */
export function npiCheckDigit(firstNineDigits: string): number {
  if (!/^\d{9}$/.test(firstNineDigits)) throw new RangeError('npiCheckDigit needs exactly nine digits')
  return luhnCheckDigit(NPI_PREFIX + firstNineDigits)
}

/**
 * Why a value is not a valid NPI, or null when it is. Accepts the integer the API sends or a string a
 * person typed (surrounding spaces ignored). Reasons are written for pharmacists.
 */
export function npiProblem(value: unknown): string | null {
  let digits: string
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) return 'NPI must be a 10-digit number.'
    digits = String(value)
  } else if (typeof value === 'string') {
    digits = value.trim()
  } else {
    return 'NPI must be a 10-digit number.'
  }
  if (!/^\d{10}$/.test(digits)) return 'NPI must be exactly 10 digits.'
  if (digits[0] !== '1' && digits[0] !== '2') return 'NPI must start with 1 or 2.'
  if (npiCheckDigit(digits.slice(0, 9)) !== Number(digits[9])) {
    return 'This NPI is not valid: its last digit (check digit) does not match. Check the number for a typo.'
  }
  return null
}

export function isValidNpi(value: unknown): boolean {
  return npiProblem(value) === null
}
