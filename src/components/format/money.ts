// How prices and quantities read on screen, in one place so that a chart, a table and a form agree.
// Prices are US dollars (spec: Resources: price is a decimal; the marketplace trades in dollars).
//
// Written out by hand rather than with Intl.NumberFormat: building a currency formatter loads the
// browser's locale data, 60 to 70 ms at 4x CPU slowdown, inside the task that first shows a page. The text is the
// en-US formatter's (money.test.ts compares them): it rounds the number as written (1.005 -> 1.01), half
// away from zero, which toFixed does not (it rounds the binary value, 1.005 -> 1.00).

/** `1234567` -> `1,234,567` (digits only). */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',')
}

/** The magnitude of `value` rounded to hundredths, as its whole digits and two decimals. */
function hundredths(value: number): [whole: string, cents: string] {
  const written = String(Math.abs(value))
  // An exponent only below 1e-6 (which is 0.00) or from 1e21 up, where no price or quantity comes.
  if (written.includes('e')) {
    const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.')
    return [whole, cents]
  }
  const [whole = '0', fraction = ''] = written.split('.')
  let digits = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'))
  if (fraction.charAt(2) >= '5') digits += 1n
  const text = digits.toString().padStart(3, '0')
  return [text.slice(0, -2), text.slice(-2)]
}

/** `value` with exactly (money) or at most (quantity) two decimals, thousands grouped, sign in front. */
function fixed(value: number, currency: boolean): string {
  if (!Number.isFinite(value)) return String(value)
  const [whole, cents] = hundredths(value)
  const fraction = currency ? `.${cents}` : cents === '00' ? '' : `.${cents.replace(/0$/, '')}`
  const sign = value < 0 ? '-' : ''
  return `${sign}${currency ? '$' : ''}${grouped(whole)}${fraction}`
}

/** `1234.5` -> `$1,234.50`, `-3` -> `-$3.00` */
export function formatMoney(value: number): string {
  return fixed(value, true)
}

/** `30` -> `30`, `2.345` -> `2.35`, `1200` -> `1,200`; two decimals at most (partial packages, averages). */
export function formatQuantity(value: number): string {
  return fixed(value, false)
}
