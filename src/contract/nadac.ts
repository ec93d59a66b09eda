import { z } from 'zod/mini'

// NADAC (CMS's National Average Drug Acquisition Cost) as this server holds it: one entry per 11-digit
// NDC, the latest effective date of the CMS file it was loaded from (docs/price-per-unit.md, "Loading
// NADAC"). Not part of API v1: the server's own read with sign-in on, GET /team/nadac?ndc=<11 digits>,...

export const NADAC_PATH = '/team/nadac'
/** NDCs one read may ask for: a list page or a bulk review's distinct NDCs. */
export const NADAC_MAX_NDCS = 100

const DaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

export const NadacEntrySchema = z.object({
  /** The NDC normalized, 11 digits (the service's nationalDrugCodeNormalized). */
  ndc: z.string(),
  /** NDC Description: CMS's name of the drug ("OLANZAPINE 10 MG TABLET"), when given. */
  description: z.nullable(z.string()),
  /** NADAC_Per_Unit: dollars per pricing unit, as published (five decimals). */
  perUnit: z.number(),
  /** Pricing_Unit: EA, ML or GM. */
  pricingUnit: z.string(),
  /** Effective_Date, as YYYY-MM-DD. */
  effectiveDate: DaySchema,
  /** As of Date of the file, as YYYY-MM-DD, when the file gives it. */
  asOfDate: z.nullable(DaySchema),
  /** OTC: Y/N, when given. */
  otc: z.nullable(z.boolean()),
  /** Classification_for_Rate_Setting: B, G, B-ANDA, ..., when given. */
  classification: z.nullable(z.string()),
})
export type NadacEntry = z.infer<typeof NadacEntrySchema>

/** The answer: an entry for each NDC asked that the table holds; the others are absent. */
export const NadacAnswerSchema = z.object({ items: z.array(NadacEntrySchema) })
export type NadacAnswer = z.infer<typeof NadacAnswerSchema>

/** Where a NADAC figure comes from, said beside it. */
export type NadacSource = 'cms-file' | 'service'

/** NADAC per unit with its date and source, as a price's guidance shows it. */
export interface NadacFigure {
  perUnit: number
  /** YYYY-MM-DD (or the service's date-time); null when the source gives none. */
  date: string | null
  source: NadacSource
  unit: string | null
}

/**
 * The figure to show: the service's own nadacPrice when it gives one (a cash offer, a drug package), with
 * that source; else the server's CMS table. The service's figure is per unit (docs/price-per-unit.md).
 */
export function nadacFigure(
  service: { nadacPrice?: number | null; date?: string | null; unit?: string | null } | null,
  table: NadacEntry | null,
): NadacFigure | null {
  if (service?.nadacPrice && service.nadacPrice > 0) {
    return {
      perUnit: service.nadacPrice,
      date: service.date ?? null,
      source: 'service',
      unit: service.unit ?? null,
    }
  }
  if (table && table.perUnit > 0) {
    return { perUnit: table.perUnit, date: table.effectiveDate, source: 'cms-file', unit: table.pricingUnit }
  }
  return null
}
