import type { DrugPackage } from '../../contract/drug-package'
import { formatQuantity } from './money'

/** What a listing or a cash offer says of its drug: names at the top level, the package when it was read. */
export interface DrugFields {
  packageName?: string | null
  drugPackageStrength?: string | null
  drugPackageForm?: string | null
  quantityUnitQualifier?: string | null
  drugPackage?: DrugPackage | null
}

export interface PackageMeasure {
  /** null: not known (the read carried no drug package, or there was no read). */
  packageSize: number | null
  unit: string | null
}

/** The package size and unit that the quantity rule and its words need. */
export function packageMeasure(drug: DrugFields | null): PackageMeasure {
  return {
    packageSize: drug?.drugPackage?.packageSize ?? null,
    unit: drug?.drugPackage?.quantityUnitQualifier ?? drug?.quantityUnitQualifier ?? null,
  }
}

/** e.g. "30 EA"; null when the size is not known. */
export function packageSizeText(packageSize: number | null | undefined, unit?: string | null): string | null {
  if (packageSize === null || packageSize === undefined) return null
  return `${formatQuantity(packageSize)}${unit ? ` ${unit}` : ''}`
}

export interface QuantityFacts {
  quantity: number | null
  fullPackage: boolean | null
  /** The unit the quantity counts in (EA, ML, GM), when known. */
  unit: string | null
  /** The drug's package size, when known. */
  packageSize: number | null
}

/** Said where the service did not report the drug's package size: the page does not guess one. */
export const SIZE_NOT_REPORTED = 'size not reported'
/** Said where the service did not report the unit a partial quantity counts in. */
export const UNIT_NOT_REPORTED = 'unit not reported'

/**
 * The one way every page writes a quantity. A full package is always quantity 1 (spec: Limits), which
 * counts packages, not the unit: it reads "1 package (22 GM)", never "1 GM"; "1 package (size not
 * reported)" when the service did not report the size. A partial quantity reads in its unit, e.g.
 * "10.5 GM", or "3 (unit not reported)". null when there is no quantity.
 */
export function formatPackageQuantity({
  quantity,
  fullPackage,
  unit,
  packageSize,
}: QuantityFacts): string | null {
  if (quantity === null) return null
  if (fullPackage === true && quantity === 1) return onePackageText(packageSize, unit)
  return `${formatQuantity(quantity)} ${unit ? unit : `(${UNIT_NOT_REPORTED})`}`
}

/** A listing's or cash offer's quantity as people read it, with the package size when the record carries it. */
export function recordQuantityText(
  record: DrugFields & { quantity: number | null; fullPackage: boolean | null },
): string | null {
  return formatPackageQuantity({
    quantity: record.quantity,
    fullPackage: record.fullPackage,
    ...packageMeasure(record),
  })
}

/** "1 package (22 GM)", or "1 package (size not reported)" when the size is not known. */
export function onePackageText(packageSize: number | null | undefined, unit?: string | null): string {
  return `1 package (${packageSizeText(packageSize, unit) ?? SIZE_NOT_REPORTED})`
}

/** e.g. "Zyprexa (olanzapine), 10 mg, TABLET, FILM COATED": the names the record has, in that order. */
export function drugTitle(drug: DrugFields): string {
  return [drug.packageName, drug.drugPackageStrength, drug.drugPackageForm].filter(Boolean).join(', ')
}
