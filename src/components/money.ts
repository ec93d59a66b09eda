// How prices and quantities read on screen, in one place so that a chart, a table and a form agree.
// Prices are US dollars (spec: Resources: price is a decimal; the marketplace trades in dollars).

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
// Quantities may be partial packages (0.01 up to the package size) and averages; two decimals at most.
const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** `1234.5` -> `$1,234.50` */
export function formatMoney(value: number): string {
  return money.format(value)
}

/** `30` -> `30`, `2.345` -> `2.35`, `1200` -> `1,200` */
export function formatQuantity(value: number): string {
  return quantity.format(value)
}
