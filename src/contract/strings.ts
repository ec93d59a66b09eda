// spec: Limits — the maxima are given per body (listing update 50, 500, 2000; draft search 256, 20, 100;
// cash offer 2000) but "which string field carries which maximum length: not shown". The sandbox assigns
// them by what each field holds (docs/conventions.md, Gaps in the spec); the dashboard enforces the same numbers.
export const LIMITS = {
  listing: { lotNumber: 50, serialNumber: 500, additionalPackageNotes: 2000 },
  draftSearch: { searchTerm: 256, sortName: 100, sortDirection: 20 },
  cashOffer: { buyingPharmacyMessage: 2000 },
} as const

/**
 * spec: Endpoints > 1 and 4 — optional strings "if provided, non-empty and not whitespace only".
 * Null/undefined mean "not provided" and pass.
 */
export function blankProblem(s: string | null | undefined, label = 'This field'): string | null {
  if (s === null || s === undefined) return null
  return s.trim() === '' ? `${label} cannot be empty or only spaces. Leave it out instead.` : null
}

/** Length limit; counts UTF-16 code units, as .NET's string.Length does. */
export function lengthProblem(
  s: string | null | undefined,
  max: number,
  label = 'This field',
): string | null {
  if (s === null || s === undefined) return null
  return s.length > max ? `${label} must be at most ${max} characters (it has ${s.length}).` : null
}
