// Registered pharmacies (looked up by NPI for every operation that acts for a pharmacy).
import type { PharmaciesRepository, PharmacyRow } from '../pharmacies-repository'
import type { Queryable } from './connection'

export const PHARMACY_COLUMNS = `p.key, p.id, p.npi, p.name, p.dba, p.phone, p.gln, p.line1, p.line2, p.city,
  p.state_acronym, p.postal_code, p.restriction_code, p.restriction_message`

/** A PharmacyRow from the values of PHARMACY_COLUMNS in a row read as an array, from index `at`. */
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

export function pharmaciesRepository(db: Queryable, s: string): PharmaciesRepository {
  const one = async (name: string, where: string, value: number) => {
    const text = `SELECT ${PHARMACY_COLUMNS} FROM ${s}.pharmacies p WHERE ${where}`
    const { rows } = await db.query<unknown[]>({
      name: `${name} ${s}`,
      text,
      values: [value],
      rowMode: 'array',
    })
    return rows[0] && pharmacyOfColumns(rows[0], 0)
  }
  return {
    findByNpi: (npi) => one('pharmacy-by-npi', 'p.npi = $1', npi),
    findByKey: (key) => one('pharmacy-by-key', 'p.key = $1', key),
  }
}
