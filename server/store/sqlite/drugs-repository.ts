// The drug catalogue: small (hundreds of packages), so the draft search matches its searchTerm here first.
import type { Db } from './database'
import type { DrugRow } from '../drugs-repository'

type RawDrug = Omit<DrugRow, 'branded' | 'generic' | 'requireScan'> & {
  branded: number
  generic: number
  requireScan: number
}

const COLUMNS = `key, ndc, ndc_formatted AS ndcFormatted, package_name AS packageName, form, strength, labeler,
  package_description AS packageDescription, package_size AS packageSize, unit, branded, generic,
  require_scan AS requireScan, nadac_price AS nadacPrice`

const toDrug = (raw: RawDrug | undefined): DrugRow | undefined =>
  raw && {
    ...raw,
    branded: raw.branded === 1,
    generic: raw.generic === 1,
    requireScan: raw.requireScan === 1,
  }

export function drugsRepository(db: Db) {
  const byNdc = db.prepare(`SELECT ${COLUMNS} FROM drugs WHERE ndc = ?`)
  const byKey = db.prepare(`SELECT ${COLUMNS} FROM drugs WHERE key = ?`)
  const matching = db
    .prepare(
      `SELECT key FROM drugs
       WHERE instr(search_name, @term) > 0 OR instr(search_form, @term) > 0 OR instr(search_strength, @term) > 0
       ORDER BY key`,
    )
    .pluck()
  return {
    /** By the 11-digit normalised NDC. */
    findByNdc: (normalizedNdc: string) => toDrug(byNdc.get(normalizedNdc) as RawDrug | undefined),
    findByKey: (key: number) => toDrug(byKey.get(key) as RawDrug | undefined),
    /** spec: Endpoints > 2, searchTerm "matched against drug name, form and strength" (case-insensitive substring). */
    keysMatching: (searchTerm: string) => matching.all({ term: searchTerm.toLowerCase() }) as number[],
  }
}
