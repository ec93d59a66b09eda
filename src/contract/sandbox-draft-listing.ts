import { z } from 'zod/mini'
import { DraftSearchItemSchema } from './drafts'
import { DrugPackageSchema } from './drug-package'

// Sandbox extension (sandbox-extensions.ts): GET /api/v1/draft-listings/{id}?pharmacyNpi=: one draft as
// the search shows it (with its id), plus its drug package, so a form created from it knows the package
// size for the quantity rule.
export const DraftListingSchema = z.extend(DraftSearchItemSchema, {
  drugPackage: z.nullish(DrugPackageSchema),
})
export type DraftListing = z.infer<typeof DraftListingSchema>
