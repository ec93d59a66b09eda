// spec: Endpoints > 5 — nationalDrugCode "must be a valid NDC". A National Drug Code is 10 digits printed
// in one of three hyphenated layouts (4-4-2, 5-3-2, 5-4-1) and is stored as the 11-digit 5-4-2 form by
// padding the short segment with a leading zero (the HIPAA/NCPDP normalisation). 11 digits and 5-4-2 are
// accepted as already normalised. An unhyphenated 10-digit code is rejected: without the hyphens it is
// impossible to tell which segment is short, so any guess could name a different drug.

export const NDC_EXAMPLE = '00002-7597-01'

export type NdcParseResult =
  | { ok: true; normalized: string /* 11 digits */; formatted: string /* 5-4-2 with hyphens */ }
  | { ok: false; reason: string }

// Segment lengths of the accepted hyphenated layouts -> widths after normalisation (always 5-4-2).
const LAYOUTS: ReadonlyArray<readonly [number, number, number]> = [
  [4, 4, 2],
  [5, 3, 2],
  [5, 4, 1],
  [5, 4, 2],
]
const TARGET = [5, 4, 2] as const

function fromSegments(segments: readonly string[]): NdcParseResult {
  const padded = segments.map((s, i) => s.padStart(TARGET[i] ?? 0, '0'))
  return { ok: true, normalized: padded.join(''), formatted: padded.join('-') }
}

export function parseNdc(input: string): NdcParseResult {
  const text = input.trim()
  if (text === '') return { ok: false, reason: `Enter an NDC, for example ${NDC_EXAMPLE}.` }
  if (/^\d{11}$/.test(text)) return fromSegments([text.slice(0, 5), text.slice(5, 9), text.slice(9)])
  if (/^\d{10}$/.test(text)) {
    return {
      ok: false,
      reason: `A 10-digit NDC without hyphens is ambiguous. Add the hyphens as printed on the package, for example ${NDC_EXAMPLE}.`,
    }
  }
  const segments = text.split('-')
  if (segments.length === 3 && segments.every((s) => /^\d+$/.test(s))) {
    const lengths = segments.map((s) => s.length)
    if (LAYOUTS.some((l) => l.every((n, i) => n === lengths[i]))) return fromSegments(segments)
  }
  return {
    ok: false,
    reason: `This is not a valid NDC. Enter 11 digits, or the code with hyphens as printed on the package (4-4-2, 5-3-2 or 5-4-1), for example ${NDC_EXAMPLE}.`,
  }
}

/** Why the input is not a valid NDC, or null when it is. */
export function ndcProblem(input: string): string | null {
  const result = parseNdc(input)
  return result.ok ? null : result.reason
}

/** The 11-digit normalised NDC, or null when the input is not a valid NDC. */
export function normalizeNdc(input: string): string | null {
  const result = parseNdc(input)
  return result.ok ? result.normalized : null
}
