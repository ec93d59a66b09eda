import { z } from 'zod/mini'
import { DrugPackageSchema } from './drug-package'

// GET /api/v1/drug-packages?nationalDrugCode=, this server's read of its drug catalogue (decision 0030):
// the drug package an NDC names, for a page that has only the NDC (the statistics answer names no drug
// and gives no unit: spec: Resources > NDC transaction statistic). Not an operation of the vendor's API;
// a sandbox extension in the OpenAPI document. `data` holds the one package of the NDC, or nothing when
// the catalogue has none; a service without a catalogue answers 404. A module of its own, so the page
// that reads it loads no other extension's schema.
export const DRUG_PACKAGES_PATH = '/api/v1/drug-packages'

export const DrugPackageListSchema = z.object({ data: z.array(DrugPackageSchema) })
export type DrugPackageList = z.infer<typeof DrugPackageListSchema>
