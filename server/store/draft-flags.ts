// A draft's four package booleans and its drug's generic/branded bits, packed into one integer so the
// draft search can count and filter them from the ordered view (draft-order.ts) and the sort indexes.
export const FLAG = { torn: 1, full: 2, sealed: 4, original: 8, generic: 16, branded: 32 } as const
const ALL_FLAG_VALUES = 64

export type DraftPackage = {
  tornPackageLabel: boolean
  fullPackage: boolean
  sealedPackage: boolean
  originalPackage: boolean
}

export function draftFlags(pkg: DraftPackage, drug: { generic: boolean; branded: boolean }): number {
  return (
    (pkg.tornPackageLabel ? FLAG.torn : 0) |
    (pkg.fullPackage ? FLAG.full : 0) |
    (pkg.sealedPackage ? FLAG.sealed : 0) |
    (pkg.originalPackage ? FLAG.original : 0) |
    (drug.generic ? FLAG.generic : 0) |
    (drug.branded ? FLAG.branded : 0)
  )
}

export type FlagFilter = {
  hideGeneric?: boolean | null
  hideBranded?: boolean | null
  tornPackageLabel?: boolean | null
  fullPackage?: boolean | null
  sealedPackage?: boolean | null
  originalPackage?: boolean | null
}

/**
 * The flag values a filter admits, or null when it admits all 64 (no flag condition needed).
 * spec: Endpoints > 2: hideGeneric/hideBranded exclude when true; a package boolean, when sent, keeps
 * only drafts with that value.
 */
export function admittedFlags(filter: FlagFilter): number[] | null {
  const wanted: [number, boolean][] = []
  if (filter.tornPackageLabel != null) wanted.push([FLAG.torn, filter.tornPackageLabel])
  if (filter.fullPackage != null) wanted.push([FLAG.full, filter.fullPackage])
  if (filter.sealedPackage != null) wanted.push([FLAG.sealed, filter.sealedPackage])
  if (filter.originalPackage != null) wanted.push([FLAG.original, filter.originalPackage])
  if (filter.hideGeneric === true) wanted.push([FLAG.generic, false])
  if (filter.hideBranded === true) wanted.push([FLAG.branded, false])
  if (wanted.length === 0) return null
  const admitted: number[] = []
  for (let value = 0; value < ALL_FLAG_VALUES; value++) {
    if (wanted.every(([bit, on]) => ((value & bit) !== 0) === on)) admitted.push(value)
  }
  return admitted
}

export function flagsToPackage(flags: number): DraftPackage {
  return {
    tornPackageLabel: (flags & FLAG.torn) !== 0,
    fullPackage: (flags & FLAG.full) !== 0,
    sealedPackage: (flags & FLAG.sealed) !== 0,
    originalPackage: (flags & FLAG.original) !== 0,
  }
}
