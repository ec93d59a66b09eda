import type { NadacFigure } from '../../contract/nadac'
import { NDC_STAT_MEASURES, type NdcStatSource } from '../../contract/ndc-stats'
import type { MarketReadings, Suggestion } from '../../contract/price-guidance'
import type { StatPointReading } from '../../contract/unit-price-points'
import { formatMoney, formatQuantity, formatUnitMoney } from './money'
import { MEASURE_LABELS, SOURCE_LABELS } from './price-points'
import { perUnitLabel } from './price-text'

// The market and NADAC beside a price, in words (src/contract/price-guidance.ts has the rules).

/** "$26.80", or "$734.52 for 1, as reported" where the figures do not give a price per unit. */
export function readingText(reading: StatPointReading): string {
  return reading.kind === 'per-unit'
    ? formatUnitMoney(reading.perUnit)
    : `${formatMoney(reading.price)} for ${formatQuantity(reading.quantity)}, as reported`
}

/** "Listed per EA: low $25.00, average $285.80 for 11, as reported, high $26.80, most recent $26.80". */
export function marketLine(readings: MarketReadings, source: NdcStatSource, unit: string | null): string {
  const parts = NDC_STAT_MEASURES.flatMap((measure) => {
    const reading = readings[source][measure]
    return reading ? [`${MEASURE_LABELS[measure].toLowerCase()} ${readingText(reading)}`] : []
  })
  const name = `${SOURCE_LABELS[source]} ${perUnitLabel(unit)}`
  return parts.length === 0 ? `${SOURCE_LABELS[source]}: none recorded` : `${name}: ${parts.join('; ')}`
}

// A day as format-day.ts writes it, without its import: the guidance loads with a dialog or a form, and
// sharing that module with them split it into a file of its own on two first screens.
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
function dayText(date: string): string | null {
  const at = new Date(date.length === 10 ? `${date}T00:00:00Z` : date)
  return Number.isNaN(at.getTime()) ? null : dayFormat.format(at)
}

const SOURCE_NAMES: Record<NadacFigure['source'], string> = {
  'cms-file': "CMS's NADAC file",
  service: 'the marketplace service',
}

/** "NADAC $0.0255 per EA, effective Nov 18, 2026 (CMS's NADAC file)". */
export function nadacText(nadac: NadacFigure, unit: string | null): string {
  // A CMS effective date is a day (YYYY-MM-DD); the service gives a date-time.
  const day = nadac.date ? dayText(nadac.date) : null
  const when = day ? `, effective ${day}` : ''
  return `NADAC ${formatUnitMoney(nadac.perUnit)} ${perUnitLabel(nadac.unit ?? unit)}${when} (${SOURCE_NAMES[nadac.source]})`
}

/** "$742.50 for the quantity ($24.75 per EA)", or "$24.75 per EA" when the quantity's units are not known. */
export function suggestionText(suggestion: Suggestion, unit: string | null): string {
  const perUnit = `${formatUnitMoney(suggestion.perUnit)} ${perUnitLabel(unit)}`
  return suggestion.price === null ? perUnit : `${formatMoney(suggestion.price)} (${perUnit})`
}

/** The reason with the figure it names: "1 % under the lowest listing ($25.00 per EA), so ...". */
export function suggestionReason(suggestion: Suggestion, unit: string | null): string {
  const basis = `${formatUnitMoney(suggestion.basis)} ${perUnitLabel(unit)}`
  const [head, ...tail] = suggestion.reason.split(/(?=[:,])/)
  return `${head} (${basis})${tail.join('')}`
}
