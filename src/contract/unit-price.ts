// One price per unit (EA, ML, GM), the measure NADAC uses, for a listing, a cash offer, a typed price and
// the NDC statistics. spec: Resources (price, quantity, fullPackage, drugPackage.packageSize and
// quantityUnitQualifier), Limits (a full package's quantity is exactly 1; a partial one counts units, 0.01
// up to the package size). `price` is the price of the whole quantity (the service's pricePerQuantity is
// price / quantity), so a full package's price covers packageSize units and a partial one `quantity` units.
// Nothing is guessed: without the package size a full package has no price per unit.

/** What a price covers: the record's or the form's fields, with the drug's package size when known. */
export interface PricedQuantity {
  price: number | null
  quantity: number | null
  fullPackage: boolean | null
  /** The drug's package size in its unit; null when the service did not report it. */
  packageSize: number | null
}

/** How many units (EA, ML, GM) a quantity covers, or null when the figures do not say. */
export function unitsCovered({
  quantity,
  fullPackage,
  packageSize,
}: Omit<PricedQuantity, 'price'>): number | null {
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) return null
  if (fullPackage === false) return quantity
  if (fullPackage === true && quantity === 1 && packageSize !== null && packageSize > 0) return packageSize
  return null
}

/** The price of one unit, or null when the quantity, the flag or the package size leaves it open. */
export function unitPrice(facts: PricedQuantity): number | null {
  const units = unitsCovered(facts)
  if (facts.price === null || !Number.isFinite(facts.price) || facts.price <= 0 || units === null) return null
  return facts.price / units
}

/**
 * The decimals a price per unit keeps: NADAC's, four under a dollar (a tablet at $0.0255 is not "$0.03"),
 * two from a dollar up.
 */
export function unitPriceDecimals(perUnit: number): 2 | 4 {
  return Math.abs(perUnit) < 1 ? 4 : 2
}
