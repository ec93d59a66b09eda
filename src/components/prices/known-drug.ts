import type { QueryClient } from '@tanstack/react-query'
import { normalizeNdc } from '../../contract/ndc'
import { drugTitle, packageMeasure, type DrugFields } from '../format/package-measure'

// The NDC statistics answer names no drug and gives no unit (spec: Resources > NDC transaction
// statistic). What the dashboard already read (a draft, a listing, a cash offer, a drug package) may
// name the NDC: the statistics take the drug's name, strength, form and unit from there, and say so
// when nothing read so far names it. Nothing is requested for it.

export interface KnownDrug {
  /** e.g. "Zyprexa (olanzapine), 10 mg, TABLET"; '' when the record names nothing. */
  title: string
  /** The unit the drug's quantities count in (EA, ML, GM), when known. */
  unit: string | null
  packageSize: number | null
}

type Candidate = DrugFields & { nationalDrugCode?: unknown }

/** How deep an answer is searched: a list page's rows sit at depth 2 or 3 (envelope, data, row). */
const MAX_DEPTH = 4

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function findIn(value: unknown, normalized: string, depth: number): Candidate | null {
  if (!isRecord(value) || depth > MAX_DEPTH) return null
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findIn(item, normalized, depth + 1)
      if (found) return found
    }
    return null
  }
  const code = value.nationalDrugCode
  if (typeof code === 'string' && normalizeNdc(code) === normalized) return value
  for (const key of ['data', 'items', 'rows', 'drugPackage']) {
    const found = findIn(value[key], normalized, depth + 1)
    if (found) return found
  }
  return null
}

/** The drug of `normalized` (11 digits) as the dashboard's cached answers name it, or null. */
export function knownDrug(queryClient: QueryClient, normalized: string): KnownDrug | null {
  let best: Candidate | null = null
  for (const query of queryClient.getQueryCache().getAll()) {
    const found = findIn(query.state.data, normalized, 0)
    if (!found) continue
    best = found
    // A record with a drug package knows the package size too: no better answer will come.
    if (found.drugPackage) break
  }
  if (!best) return null
  const title = drugTitle({
    packageName: best.packageName ?? best.drugPackage?.packageName,
    drugPackageStrength: best.drugPackageStrength ?? best.drugPackage?.drugPackageStrength,
    drugPackageForm: best.drugPackageForm ?? best.drugPackage?.drugPackageForm,
  })
  const measure = packageMeasure(best)
  // A drug package found on its own carries its size at the top.
  const ownSize = (best as { packageSize?: unknown }).packageSize
  return {
    title,
    unit: measure.unit,
    packageSize: measure.packageSize ?? (typeof ownSize === 'number' ? ownSize : null),
  }
}
