import { z } from 'zod/mini'
import { DateTimeSchema } from './common'

// spec: Resources > Cash offer > Object fields > drugPackage. Also returned by the sandbox's listing
// GET extension so the listing form knows packageSize for the quantity rule (docs/conventions.md, Gaps in the spec).
// Required keys: what identifies the drug and drives rules (NDC, names, packageSize, branded/generic,
// requireScan) — the sandbox has them for every drug. packageSize and the NDC may still be null from
// the real service; everything else is nullish, because the sandbox has no data for images, DrugBank
// concepts, schedules etc. and the dashboard must not fail on their absence.
export const DrugPackageSchema = z.object({
  nationalDrugCode: z.nullable(z.string()),
  nationalDrugCodeNormalized: z.nullable(z.string()),
  packageName: z.nullable(z.string()),
  drugPackageForm: z.nullable(z.string()),
  drugPackageStrength: z.nullable(z.string()),
  labelerName: z.nullable(z.string()),
  packageDescription: z.nullable(z.string()),
  packageSize: z.nullable(z.number()),
  quantityUnitQualifier: z.nullable(z.string()),
  branded: z.nullable(z.boolean()),
  generic: z.nullable(z.boolean()),
  requireScan: z.nullable(z.boolean()),
  nadacPrice: z.nullable(z.number()),
  canBeSoldOnTheMarketplace: z.nullish(z.boolean()),
  drugBankConceptId: z.nullish(z.string()),
  drugBankConceptTitle: z.nullish(z.string()),
  drugNameDesc: z.nullish(z.string()),
  genericMedID: z.nullish(z.string()),
  genericMedIDDesc: z.nullish(z.string()),
  imgUrlLarge: z.nullish(z.string()),
  imgUrlMedium: z.nullish(z.string()),
  imgUrlThumb: z.nullish(z.string()),
  imgUrlTiny: z.nullish(z.string()),
  minimumDispenseQuantity: z.nullish(z.number()),
  packageQuantity: z.nullish(z.number()),
  packageSizeUnitsCodeDesc: z.nullish(z.string()),
  schedule: z.nullish(z.string()),
  isRems: z.nullish(z.boolean()),
  prescribableName: z.nullish(z.string()),
  isPrescription: z.nullish(z.boolean()),
  // "integer (sample value 10)"; the value set is not shown, so any integer.
  drugStorageConditionType: z.nullish(z.int()),
  updatedAt: z.nullish(DateTimeSchema),
  requireFullTrackingInfo: z.nullish(z.boolean()),
  noPartialsAllowed: z.nullish(z.boolean()),
  requiresCertification: z.nullish(z.boolean()),
})
export type DrugPackage = z.infer<typeof DrugPackageSchema>
