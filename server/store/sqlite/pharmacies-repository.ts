// Registered pharmacies (looked up by NPI for every operation that acts for a pharmacy).
import type { Db } from './database'
import type { PharmacyRow } from '../pharmacies-repository'

export const PHARMACY_COLUMNS = `p.key, p.id, p.npi, p.name, p.dba, p.phone, p.gln, p.line1, p.line2, p.city,
  p.state_acronym AS stateAcronym, p.postal_code AS postalCode, p.restriction_code AS restrictionCode,
  p.restriction_message AS restrictionMessage`

export function pharmaciesRepository(db: Db) {
  const byNpi = db.prepare(`SELECT ${PHARMACY_COLUMNS} FROM pharmacies p WHERE p.npi = ?`)
  const byKey = db.prepare(`SELECT ${PHARMACY_COLUMNS} FROM pharmacies p WHERE p.key = ?`)
  return {
    findByNpi: (npi: number) => byNpi.get(npi) as PharmacyRow | undefined,
    findByKey: (key: number) => byKey.get(key) as PharmacyRow | undefined,
  }
}
