// Loads a CMS NADAC file into the team store's table (docs/price-per-unit.md, "Loading NADAC"): read as a
// stream by cms-file.ts, which keeps the latest entry per NDC, then written in one transaction, so a
// reader sees the table before the import or after it, never half of it. The table keeps the latest
// effective date across imports too (price-records.ts): loading last month's file changes nothing.
import { createReadStream } from 'node:fs'
import type { TeamStore } from '../store/team-store'
import { readCmsNadac, type RowProblem } from './cms-file'

export type ImportOutcome = {
  rows: number
  skipped: number
  problems: RowProblem[]
  /** NDCs the file priced, and the entries written (the others: the table held a later date). */
  ndcs: number
  written: number
}

export async function importNadacFile(
  store: TeamStore,
  file: string,
  onProgress?: (rows: number) => void,
): Promise<ImportOutcome> {
  const read = await readCmsNadac(createReadStream(file), { onProgress })
  const entries = [...read.latest.values()]
  const written = await store.transaction((trx) => trx.nadac.keepLatest(entries))
  return { rows: read.rows, skipped: read.skipped, problems: read.problems, ndcs: entries.length, written }
}

/** The lines a person reads after an import: what was loaded, then each skipped row by its line. */
export function describeImport(outcome: ImportOutcome, file: string): string[] {
  const lines = [
    `NADAC ${file}: ${outcome.rows} rows read, ${outcome.ndcs} NDCs, ${outcome.written} written (the table kept a later date for the others), ${outcome.skipped} rows skipped.`,
  ]
  for (const problem of outcome.problems) lines.push(`  line ${problem.line}: ${problem.message}`)
  if (outcome.skipped > outcome.problems.length)
    lines.push(`  and ${outcome.skipped - outcome.problems.length} more rows skipped`)
  return lines
}
