import { z } from 'zod'
import { DateTimeSchema } from './common'

// spec: Resources > Cash offer > Object fields > drugPackage. Also returned by the sandbox's listing
// GET extension so the listing form knows packageSize for the quantity rule (docs/conventions.md, Gaps in the spec).
// Required keys: what identifies the drug and drives rules (NDC, names, packageSize, branded/generic,
// requireScan) — the sandbox has them for every drug. packageSize and the NDC may still be null from
// the real service; everything else is nullish, because the sandbox has no data for images, DrugBank
// concepts, schedules etc. and the dashboard must not fail on their absence.
export const DrugPackageSchema = z.object({
  nationalDrugCode: z.string().nullable(),
  nationalDrugCodeNormalized: z.string().nullable(),
  packageName: z.string().nullable(),
  drugPackageForm: z.string().nullable(),
  drugPackageStrength: z.string().nullable(),
  labelerName: z.string().nullable(),
  packageDescription: z.string().nullable(),
  packageSize: z.number().nullable(),
  quantityUnitQualifier: z.string().nullable(),
  branded: z.boolean().nullable(),
  generic: z.boolean().nullable(),
  requireScan: z.boolean().nullable(),
  nadacPrice: z.number().nullable(),
  canBeSoldOnTheMarketplace: z.boolean().nullish(),
  drugBankConceptId: z.string().nullish(),
  drugBankConceptTitle: z.string().nullish(),
  drugNameDesc: z.string().nullish(),
  genericMedID: z.string().nullish(),
  genericMedIDDesc: z.string().nullish(),
  imgUrlLarge: z.string().nullish(),
  imgUrlMedium: z.string().nullish(),
  imgUrlThumb: z.string().nullish(),
  imgUrlTiny: z.string().nullish(),
  minimumDispenseQuantity: z.number().nullish(),
  packageQuantity: z.number().nullish(),
  packageSizeUnitsCodeDesc: z.string().nullish(),
  schedule: z.string().nullish(),
  isRems: z.boolean().nullish(),
  prescribableName: z.string().nullish(),
  isPrescription: z.boolean().nullish(),
  // "integer (sample value 10)"; the value set is not shown, so any integer.
  drugStorageConditionType: z.number().int().nullish(),
  updatedAt: DateTimeSchema.nullish(),
  requireFullTrackingInfo: z.boolean().nullish(),
  noPartialsAllowed: z.boolean().nullish(),
  requiresCertification: z.boolean().nullish(),
})
export type DrugPackage = z.infer<typeof DrugPackageSchema>
