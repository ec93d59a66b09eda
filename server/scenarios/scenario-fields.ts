import { z } from 'zod'
import { isValidNpi } from '../../src/contract/npi'

// The field types of the scenario format (scenario.ts). Each carries its rule twice on purpose: as a
// JSON Schema keyword where one exists (editors check it while typing) and as a message the loader prints
// after the JSON path of the first problem ("$.drugs[0].ndc: not a valid NDC ...").
// Rules JSON Schema cannot express (the NPI check digit) are zod refinements, checked by the loader only.

/** `+400d` / `-30d`: days from the moment the scenario is loaded, so demo dates never go stale. */
export const RELATIVE_DATE_PATTERN = /^([+-])(\d{1,5})d$/

const NPI_MESSAGE = 'not a valid NPI (10 digits, first 1 or 2, check digit)'
const NDC_MESSAGE = 'not a valid NDC (5-4-2 hyphenated, for example 00002-7597-01)'
const DATE_MESSAGE = 'expected an ISO 8601 date-time with offset or a relative date like "+400d"'

/** Any 8-4-4-4-12 hex GUID, as the API binds path ids (not only RFC 4122 variants). */
export const Guid = z.guid().describe('GUID (UUID text form).')

export const Npi = z
  .number({ error: NPI_MESSAGE })
  .int({ error: NPI_MESSAGE })
  .min(1_000_000_000, { error: NPI_MESSAGE })
  .max(2_999_999_999, { error: NPI_MESSAGE })
  .refine(isValidNpi, { error: NPI_MESSAGE })
  .describe(
    'National Provider Identifier: 10 digits, first digit 1 or 2, Luhn check digit over prefix 80840.',
  )

export const Ndc = z
  .string({ error: NDC_MESSAGE })
  .regex(/^\d{5}-\d{4}-\d{2}$/, { error: NDC_MESSAGE })
  .describe('National Drug Code in 5-4-2 hyphenated form, for example 00002-7597-01.')

export const Money = z.number().positive().describe('Amount in US dollars, at most two decimals.')

export const Quantity = z
  .number()
  .positive()
  .describe('1 when the package is full; otherwise 0.01 up to the drug package size, at most two decimals.')

export const ScenarioDateSchema = z
  .union(
    [
      z.iso.datetime({ offset: true }),
      z.string().regex(RELATIVE_DATE_PATTERN).describe('Relative date: days from load time.'),
    ],
    { error: DATE_MESSAGE },
  )
  .describe('ISO 8601 date-time, or a relative date such as "+400d" or "-30d" (days from load time).')

export const ScenarioAddressSchema = z
  .object({
    line1: z.string().min(1),
    line2: z.string().nullable().describe('Second address line; null when there is none.'),
    city: z.string().min(1),
    stateAcronym: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .describe('Two-letter US state code.'),
    postalCode: z.string().regex(/^\d{5}(-\d{4})?$/),
  })
  .strict()
  .describe('Postal address, as returned in the Address object of the API.')
