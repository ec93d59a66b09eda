// Many rows in one statement: one array parameter per column, unnested in order, so loading a scenario or
// 100k benchmark drafts costs a handful of round trips rather than one per row. Rows are inserted in the
// order given, so identity keys follow it (ties "by creation order" rely on that).
import type { Queryable } from './connection'

/** A column's name and its PostgreSQL type (the array parameter is cast to that type's array). */
export type Column = readonly [name: string, type: 'text' | 'bigint' | 'integer' | 'float8' | 'boolean']

export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly Column[],
  rows: readonly (readonly unknown[])[],
  options: { returning?: string; onConflictDoNothing?: boolean } = {},
): Promise<unknown[][]> {
  if (rows.length === 0) return []
  const names = columns.map(([name]) => name).join(', ')
  const arrays = columns.map((_, i) => rows.map((row) => row[i] ?? null))
  const unnest = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')
  const text = [
    `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${unnest})`,
    options.onConflictDoNothing ? ' ON CONFLICT DO NOTHING' : '',
    options.returning ? ` RETURNING ${options.returning}` : '',
  ].join('')
  const result = await db.query<unknown[]>({ text, values: arrays, rowMode: 'array' })
  return result.rows
}
