// Registered pharmacies (looked up by NPI for every operation that acts for a pharmacy).

export type PharmacyRow = {
  key: number
  id: string
  npi: number
  name: string
  dba: string
  phone: number | null
  gln: string | null
  line1: string | null
  line2: string | null
  city: string | null
  stateAcronym: string | null
  postalCode: string | null
  restrictionCode: number | null
  restrictionMessage: string | null
}

export interface PharmaciesRepository {
  findByNpi(npi: number): Promise<PharmacyRow | undefined>
  findByKey(key: number): Promise<PharmacyRow | undefined>
}
