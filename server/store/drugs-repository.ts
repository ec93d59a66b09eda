// The drug catalogue: small (hundreds of packages), so the draft search matches its searchTerm here first.

export type DrugRow = {
  key: number
  ndc: string // 11 digits, normalised
  ndcFormatted: string // 5-4-2 with hyphens
  packageName: string
  form: string
  strength: string
  labeler: string
  packageDescription: string
  packageSize: number
  unit: string
  branded: boolean
  generic: boolean
  requireScan: boolean
  nadacPrice: number
}

export interface DrugsRepository {
  /** By the 11-digit normalised NDC. */
  findByNdc(normalizedNdc: string): Promise<DrugRow | undefined>
  findByKey(key: number): Promise<DrugRow | undefined>
  /** spec: Endpoints > 2, searchTerm "matched against drug name, form and strength" (case-insensitive substring). */
  keysMatching(searchTerm: string): Promise<number[]>
}
