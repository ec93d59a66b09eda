// The drug catalogue: small (hundreds of packages), so the draft search matches its searchTerm here first.
import type { DrugRow, DrugsRepository } from '../drugs-repository'
import type { Queryable } from './connection'

const COLUMNS = `key, ndc, ndc_formatted AS "ndcFormatted", package_name AS "packageName", form, strength, labeler,
  package_description AS "packageDescription", package_size AS "packageSize", unit, branded, generic,
  require_scan AS "requireScan", nadac_price AS "nadacPrice"`

export function drugsRepository(db: Queryable, s: string): DrugsRepository {
  const one = async (name: string, where: string, value: string | number) => {
    const text = `SELECT ${COLUMNS} FROM ${s}.drugs WHERE ${where}`
    return (await db.query<DrugRow>({ name: `${name} ${s}`, text, values: [value] })).rows[0]
  }
  return {
    findByNdc: (normalizedNdc) => one('drug-by-ndc', 'ndc = $1', normalizedNdc),
    findByKey: (key) => one('drug-by-key', 'key = $1', key),
    /** spec: Endpoints > 2, searchTerm "matched against drug name, form and strength" (case-insensitive substring). */
    async keysMatching(searchTerm) {
      const { rows } = await db.query<[number]>({
        name: `drugs-matching ${s}`,
        // strpos, not LIKE: the term is a plain substring (its % and _ match themselves).
        text: `SELECT key FROM ${s}.drugs
          WHERE strpos(search_name, $1) > 0 OR strpos(search_form, $1) > 0 OR strpos(search_strength, $1) > 0
          ORDER BY key`,
        values: [searchTerm.toLowerCase()],
        rowMode: 'array',
      })
      return rows.map(([key]) => key)
    },
  }
}
