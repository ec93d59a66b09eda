// CMS's NADAC file as published (data.medicaid.gov, "NADAC (National Average Drug Acquisition Cost)"):
// a CSV with a header row naming its columns: NDC Description, NDC, NADAC_Per_Unit, Effective_Date,
// Pricing_Unit, Pharmacy_Type_Indicator, OTC, Explanation_Code, Classification_for_Rate_Setting,
// Corresponding_Generic_Drug_NADAC_Per_Unit, Corresponding_Generic_Drug_Effective_Date, As of Date.
// Read as a stream by csv-parse, record by record, so a year's file (about 1.5 million rows) never sits in
// memory; what is kept is one entry per NDC (the latest effective date), which is bounded by the NDCs
// CMS prices, not by the rows. Columns not named here are ignored; a row that cannot be read is reported
// by its line and skipped.
import type { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import type { NadacEntry } from '../../src/contract/nadac'

/** The columns an import needs, by their names in the file. */
const REQUIRED = ['NDC', 'NADAC_Per_Unit', 'Effective_Date', 'Pricing_Unit'] as const
const UNITS = new Set(['EA', 'ML', 'GM'])

export class NadacFileError extends Error {}

export interface RowProblem {
  /** The line of the file the row starts on (the header is line 1). */
  line: number
  message: string
}

/** "12/20/2023" (as CMS writes it) or "2023-12-20" -> "2023-12-20"; null for anything else or no such day. */
export function cmsDay(text: string | undefined): string | null {
  const value = text?.trim() ?? ''
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value)
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+Z?)?$/.exec(value)
  const [y, m, d] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : []
  if (!y || !m || !d) return null
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : null
}

/**
 * CMS writes the NDC as 11 digits; a spreadsheet on the way may drop its leading zeros, which are put
 * back (the service's nationalDrugCodeNormalized is the same 11 digits). Anything else is no NDC.
 */
export function cmsNdc(text: string | undefined): string | null {
  const value = text?.trim() ?? ''
  return /^\d{1,11}$/.test(value) && /[1-9]/.test(value) ? value.padStart(11, '0') : null
}

type Record = { [column: string]: string | undefined }

/** One record as an entry, or why it cannot be one. */
export function entryOf(record: Record): NadacEntry | string {
  const ndc = cmsNdc(record.NDC)
  if (ndc === null) return `NDC "${record.NDC ?? ''}" is not an NDC of up to 11 digits`
  const perUnitText = record.NADAC_Per_Unit?.trim() ?? ''
  const perUnit = Number(perUnitText)
  if (perUnitText === '' || !Number.isFinite(perUnit) || perUnit <= 0)
    return `NADAC_Per_Unit "${perUnitText}" is not a price above 0`
  const effectiveDate = cmsDay(record.Effective_Date)
  if (effectiveDate === null) return `Effective_Date "${record.Effective_Date ?? ''}" is not a date`
  const pricingUnit = record.Pricing_Unit?.trim().toUpperCase() ?? ''
  if (!UNITS.has(pricingUnit)) return `Pricing_Unit "${record.Pricing_Unit ?? ''}" is not EA, ML or GM`
  const otc = record.OTC?.trim().toUpperCase()
  return {
    ndc,
    description: record['NDC Description']?.trim() || null,
    perUnit,
    pricingUnit,
    effectiveDate,
    asOfDate: cmsDay(record['As of Date']),
    otc: otc === 'Y' ? true : otc === 'N' ? false : null,
    classification: record.Classification_for_Rate_Setting?.trim() || null,
  }
}

/** The later of two entries of one NDC: the later effective date, then the later file date, then the later row. */
export function later(kept: NadacEntry, next: NadacEntry): NadacEntry {
  if (next.effectiveDate !== kept.effectiveDate) return next.effectiveDate > kept.effectiveDate ? next : kept
  return (next.asOfDate ?? '') >= (kept.asOfDate ?? '') ? next : kept
}

export interface ReadOutcome {
  latest: Map<string, NadacEntry>
  /** Rows of the file after its header, read or skipped. */
  rows: number
  /** Rows skipped; `problems` lists the first of them (maxProblems). */
  skipped: number
  problems: RowProblem[]
}

export interface ReadOptions {
  /** Called every `every` rows read, with the count so far. */
  onProgress?: (rows: number) => void
  every?: number
  /** Problems kept to report (the count goes on): a broken file must not fill the memory with them. */
  maxProblems?: number
}

/** Reads a CMS NADAC file as a stream: the latest entry per NDC, the rows read and the rows skipped. */
export async function readCmsNadac(input: Readable, options: ReadOptions = {}): Promise<ReadOutcome> {
  const { onProgress, every = 100_000, maxProblems = 1000 } = options
  const latest = new Map<string, NadacEntry>()
  const problems: RowProblem[] = []
  let skipped = 0
  const report = (line: number, message: string) => {
    skipped += 1
    if (problems.length < maxProblems) problems.push({ line, message })
  }
  // Set by csv-parse when it reads the header row (a closure TypeScript does not follow).
  let columns = 0
  const parser = parse({
    bom: true,
    columns: (names: string[]) => {
      const header = names.map((name) => name.trim())
      columns = header.length
      const missing = REQUIRED.filter((name) => !header.includes(name))
      if (missing.length > 0)
        throw new NadacFileError(`Not a CMS NADAC file: no column ${missing.map((m) => `"${m}"`).join(', ')}`)
      return header
    },
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
  })
  // A row csv-parse cannot read (a stray quote) is skipped by it and reported here by its line.
  let unread = 0
  parser.on('skip', (error: Error & { lines?: number }) => {
    unread += 1
    report(error.lines ?? 0, error.message)
  })
  input.pipe(parser)
  input.on('error', (error) => parser.destroy(error))
  let rows = 0
  // csv-parse counts the records whose number of fields is not the header's (invalid_field_length).
  let uneven = 0
  type Read = { record: Record; info: { lines: number; invalid_field_length: number } }
  for await (const { record, info } of parser as AsyncIterable<Read>) {
    rows += 1
    if (onProgress && rows % every === 0) onProgress(rows)
    if (info.invalid_field_length !== uneven) {
      uneven = info.invalid_field_length
      report(info.lines, `not as many fields as the header has columns (${columns})`)
      continue
    }
    const entry = entryOf(record)
    if (typeof entry === 'string') {
      report(info.lines, entry)
      continue
    }
    const kept = latest.get(entry.ndc)
    latest.set(entry.ndc, kept ? later(kept, entry) : entry)
  }
  if (columns === 0) throw new NadacFileError('Not a CMS NADAC file: it is empty')
  // The parser reads ahead of the records taken: its own skips come early. Reported in file order.
  problems.sort((a, b) => a.line - b.line)
  return { latest, rows: rows + unread, skipped, problems }
}
