// Plain-text tables for benchmark figures: right-aligned numbers, left-aligned text, one header rule.

export type Cell = string | number

const isNumeric = (cell: Cell) => typeof cell === 'number' || /^[\d.,]+( \w+)?$/.test(cell)

export function formatTable(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = [header, ...rows].map((row) => row.map(String))
  const widths = header.map((_, i) => Math.max(...text.map((row) => (row[i] ?? '').length)))
  const line = (row: readonly string[], source: readonly Cell[] | null) =>
    row
      .map((cell, i) => {
        const value = source?.[i]
        return value !== undefined && isNumeric(value)
          ? cell.padStart(widths[i] ?? 0)
          : cell.padEnd(widths[i] ?? 0)
      })
      .join('  ')
      .trimEnd()
  const [head = [], ...body] = text
  return [
    line(head, null),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...body.map((row, r) => line(row, rows[r] ?? null)),
  ].join('\n')
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`
export const ms = (value: number): string => value.toFixed(2)
