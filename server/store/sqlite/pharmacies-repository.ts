// Registered pharmacies (looked up by NPI for every operation that acts for a pharmacy).
import type { Db } from './database'
import type { PharmacyRow } from '../pharmacies-repository'

export const PHARMACY_COLUMNS = `p.key, p.id, p.npi, p.name, p.dba, p.phone, p.gln, p.line1, p.line2, p.city,
  p.state_acronym AS stateAcronym, p.postal_code AS postalCode, p.restriction_code AS restrictionCode,
  p.restriction_message AS restrictionMessage`

/** A PharmacyRow from the values of PHARMACY_COLUMNS in a raw row (statement.raw()), from index `at`. */
export function pharmacyOfColumns(row: readonly unknown[], at: number): PharmacyRow {
  return {
    key: row[at] as number,
    id: row[at + 1] as string,
    npi: row[at + 2] as number,
    name: row[at + 3] as string,
    dba: row[at + 4] as string,
    phone: row[at + 5] as number | null,
    gln: row[at + 6] as string | null,
    line1: row[at + 7] as string | null,
    line2: row[at + 8] as string | null,
    city: row[at + 9] as string | null,
    stateAcronym: row[at + 10] as string | null,
    postalCode: row[at + 11] as string | null,
    restrictionCode: row[at + 12] as number | null,
    restrictionMessage: row[at + 13] as string | null,
  }
}

export function pharmaciesRepository(db: Db) {
  const byNpi = db.prepare(`SELECT ${PHARMACY_COLUMNS} FROM pharmacies p WHERE p.npi = ?`)
  const byKey = db.prepare(`SELECT ${PHARMACY_COLUMNS} FROM pharmacies p WHERE p.key = ?`)
  return {
    findByNpi: (npi: number) => byNpi.get(npi) as PharmacyRow | undefined,
    findByKey: (key: number) => byKey.get(key) as PharmacyRow | undefined,
  }
}
