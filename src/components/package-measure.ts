import type { DrugPackage } from '../contract/drug-package'
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

/** e.g. "Zyprexa (olanzapine), 10 mg, TABLET, FILM COATED": the names the record has, in that order. */
export function drugTitle(drug: DrugFields): string {
  return [drug.packageName, drug.drugPackageStrength, drug.drugPackageForm].filter(Boolean).join(', ')
}
