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

// spec: Conventions — an NPI is a 64-bit integer; in a query string it is text, which the service binds as
// its framework binds a long: ASCII white space around, an optional sign, ASCII digits, leading zeros
// allowed ("0001234567893" is 1234567893). This is the one reading of that text: the sandbox binds the
// query's NPI with it, and sign-in's access check (server/access/acting-npi.ts) reads the same number
// from the same text, so a value cannot name one pharmacy to the check and another to the service.
const NPI_TEXT = /^[\t\n\v\f\r ]*([+-]?\d+)[\t\n\v\f\r ]*$/

/**
 * The number an NPI's text binds to, or undefined when it does not bind (then the sandbox answers shape 3
 * and the access check refuses it before anything is sent). A number past 2^53 is not read either: it is
 * no NPI, and a JavaScript number could not hold it exactly.
 */
export function npiFromText(text: string): number | undefined {
  const digits = NPI_TEXT.exec(text)?.[1]
  if (digits === undefined) return undefined
  const npi = Number(digits)
  return Number.isSafeInteger(npi) ? npi + 0 : undefined
}
