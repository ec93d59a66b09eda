import type { DrugFields } from '../format/package-measure'
import { recordDrugText } from '../format/record-text'
import './record-cells.css'

// A listing's or a cash offer's drug and quantity in the list's narrow columns, broken where a reader
// expects: each part that belongs together is one inline block (record-cells.css), so a line breaks
// between parts first, and inside one only when it alone is wider than its column. The text is the same.

/**
 * "Zyprexa (olanzapine), 10 mg, TABLET, FILM COATED": the strength stays on one line ("10" over "mg" reads
 * as two things).
 */
export function drugCell(drug: DrugFields) {
  const strength = drug.drugPackageStrength
  if (!drug.packageName || !strength) return recordDrugText(drug)
  const form = drug.drugPackageForm
  return (
    <>
      {drug.packageName}, <span className="whole">{form ? `${strength},` : strength}</span>
      {form ? ` ${form}` : ''}
    </>
  )
}

/** "1 package (60 EA)": "1 package" over "(60 EA)" when they need two lines, never "1 package (60" over "EA)". */
export function quantityCell(text: string | null) {
  if (text === null) return ''
  const at = text.indexOf(' (')
  if (at < 0) return text
  return (
    <>
      <span className="whole">{text.slice(0, at)}</span> <span className="whole">{text.slice(at + 1)}</span>
    </>
  )
}
