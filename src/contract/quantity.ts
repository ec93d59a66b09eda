// spec: Errors > Status rules and Limits — "quantity is exactly 1 when fullPackage is true, and between
// 0.01 and the drug's package size when false". 0.01 as the lower bound implies hundredths, so a partial
// quantity has at most two decimals. The package size is known only where the drug is known (server
// side, or the sandbox's GET extension); without it only the lower bound and the decimals are checked.

export const QUANTITY_MIN = 0.01

export type QuantityCheck = { code: string; message: string }

function hasAtMostTwoDecimals(n: number): boolean {
  // Tolerance for binary floating point: 0.07 * 100 is 7.000000000000001.
  return Math.abs(n * 100 - Math.round(n * 100)) < 1e-6
}

/**
 * The broken quantity rule with the validator name the service reports it under, or null.
 * `label` names the field in the message ('Quantity', 'Requested quantity').
 */
export function quantityCheck(
  fullPackage: boolean,
  quantity: number,
  packageSize?: number | null,
  label = 'Quantity',
): QuantityCheck | null {
  if (!Number.isFinite(quantity)) return { code: 'PredicateValidator', message: `${label} must be a number.` }
  if (fullPackage) {
    return quantity === 1
      ? null
      : { code: 'EqualValidator', message: `${label} must be exactly 1 for a full package.` }
  }
  const known = packageSize !== null && packageSize !== undefined && Number.isFinite(packageSize)
  if (quantity < QUANTITY_MIN || (known && quantity > packageSize)) {
    return known
      ? {
          code: 'InclusiveBetweenValidator',
          message: `${label} must be between ${QUANTITY_MIN} and ${packageSize}.`,
        }
      : { code: 'GreaterThanOrEqualValidator', message: `${label} must be at least ${QUANTITY_MIN}.` }
  }
  if (!hasAtMostTwoDecimals(quantity)) {
    return { code: 'PredicateValidator', message: `${label} can have at most 2 decimal places.` }
  }
  return null
}

export function quantityProblem(
  fullPackage: boolean,
  quantity: number,
  packageSize?: number | null,
): string | null {
  return quantityCheck(fullPackage, quantity, packageSize)?.message ?? null
}
