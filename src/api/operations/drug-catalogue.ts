import {
  DRUG_PACKAGES_PATH,
  DrugPackageListSchema,
  type DrugPackageList,
} from '../../contract/drug-catalogue'
import type { ApiTransport } from '../api-transport'

/**
 * The drug package an NDC names, from the service's drug catalogue: this server's own read (decision
 * 0030), not an operation of the marketplace API; a service without a catalogue answers 404.
 */
export const listDrugPackages = (
  t: ApiTransport,
  nationalDrugCode: string,
  signal?: AbortSignal,
): Promise<DrugPackageList> =>
  t.request(
    {
      operation: 'read the drug catalogue',
      method: 'GET',
      path: DRUG_PACKAGES_PATH,
      query: { nationalDrugCode },
      signal,
    },
    DrugPackageListSchema,
  )
