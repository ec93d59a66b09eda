import { DrugPackageSchema, type DrugPackage } from '../contract/drug-package'

// Test data, never imported by the app: the drug of the listing and cash offer fixtures, Zyprexa 10 mg in a
// 30-count bottle, as the sandbox's read extensions return it. Parsed with the contract's schema, so a
// fixture that drifts from the contract fails loudly.

export function drugPackageFixture(overrides: Partial<DrugPackage> = {}): DrugPackage {
  return DrugPackageSchema.parse({
    nationalDrugCode: '00002-7597-01',
    nationalDrugCodeNormalized: '00002759701',
    packageName: 'Zyprexa (olanzapine)',
    drugPackageForm: 'TABLET, FILM COATED',
    drugPackageStrength: '10 mg',
    labelerName: 'Eli Lilly and Company',
    packageDescription: '30 TABLET, FILM COATED in 1 BOTTLE',
    packageSize: 30,
    quantityUnitQualifier: 'EA',
    branded: true,
    generic: false,
    requireScan: false,
    nadacPrice: 26.1,
    ...overrides,
  })
}
