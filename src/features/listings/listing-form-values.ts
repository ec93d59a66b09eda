import { z } from 'zod/mini'
import { addProblems } from '../../contract/errors'
import {
  listingBodyProblems,
  updateListingBodySchema,
  type ListingRulesContext,
  type MarketplaceListing,
  type UpdateListingBody,
} from '../../contract/listings'
import {
  dateInputToIso,
  isoToDateInput,
  mergeProblems,
  moneyToInput,
  numberToInput,
  optionalText,
  parseDecimalInput,
  requiredDateProblem,
} from '../../components/forms/form-inputs'

// The listing form's own values (what its inputs hold) and their one conversion to and from the API:
// the update body (spec: Endpoints > 1) and the listing resource (spec: Resources > Marketplace listing).
// Field names are the body's, so the service's field errors find their inputs by name.

export interface ListingFormValues {
  /** yyyy-mm-dd, from a date picker. */
  expirationDate: string
  lotNumber: string
  /** Dollars as typed, e.g. '12.50'. */
  price: string
  fullPackage: boolean
  /** As typed, e.g. '2.5'. */
  quantity: string
  sealedPackage: boolean
  originalPackage: boolean
  tornPackageLabel: boolean
  /** '' means not sent. */
  serialNumber: string
  additionalPackageNotes: string
  showOnlyInState: boolean
}

export const ListingFormValuesSchema = z.object({
  expirationDate: z.string(),
  lotNumber: z.string(),
  price: z.string(),
  fullPackage: z.boolean(),
  quantity: z.string(),
  sealedPackage: z.boolean(),
  originalPackage: z.boolean(),
  tornPackageLabel: z.boolean(),
  serialNumber: z.string(),
  additionalPackageNotes: z.string(),
  showOnlyInState: z.boolean(),
}) satisfies z.ZodMiniType<ListingFormValues>

/** The form opened on an existing listing. showOnlyInState is never returned: stateGroupId tells it. */
export function listingToFormValues(listing: MarketplaceListing): ListingFormValues {
  return {
    expirationDate: isoToDateInput(listing.expirationDate),
    lotNumber: listing.lotNumber,
    price: moneyToInput(listing.price),
    fullPackage: listing.fullPackage,
    quantity: numberToInput(listing.quantity),
    sealedPackage: listing.sealedPackage,
    originalPackage: listing.originalPackage,
    tornPackageLabel: listing.tornPackageLabel ?? false,
    serialNumber: listing.serialNumber ?? '',
    additionalPackageNotes: listing.additionalPackageNotes ?? '',
    // spec: Resources > Marketplace listing, note on stateGroupId.
    showOnlyInState: listing.stateGroupId !== null,
  }
}

/** The form opened without the listing (a service without the read extension). */
export const EMPTY_LISTING_FORM_VALUES: ListingFormValues = {
  expirationDate: '',
  lotNumber: '',
  price: '',
  fullPackage: false,
  quantity: '',
  sealedPackage: false,
  originalPackage: false,
  tornPackageLabel: false,
  serialNumber: '',
  additionalPackageNotes: '',
  showOnlyInState: false,
}

/** Form values -> update body, with the problems of inputs that could not be read at all. */
export function listingFormToBody(values: ListingFormValues, pharmacyNpi: number) {
  const price = parseDecimalInput('price', 'Price', values.price, '12.50')
  const quantity = parseDecimalInput('quantity', 'Quantity', values.quantity, '2.5')
  const body: UpdateListingBody = {
    pharmacyNPI: pharmacyNpi,
    expirationDate: dateInputToIso(values.expirationDate),
    lotNumber: values.lotNumber,
    price: price.value,
    fullPackage: values.fullPackage,
    quantity: quantity.value,
    sealedPackage: values.sealedPackage,
    originalPackage: values.originalPackage,
    tornPackageLabel: values.tornPackageLabel,
    serialNumber: optionalText(values.serialNumber),
    additionalPackageNotes: optionalText(values.additionalPackageNotes),
    showOnlyInState: values.showOnlyInState,
  }
  const inputProblems = [
    requiredDateProblem('expirationDate', 'Expiration date', values.expirationDate),
    price.problem,
    quantity.problem,
  ]
  return { body, inputProblems }
}

export type ListingFormContext = ListingRulesContext & { pharmacyNpi: number }

/**
 * What the form's zodResolver runs: form values in, the update body out. Every value rule is the
 * contract's (listingBodyProblems), reported at its field all at once; the body that leaves is then
 * checked once more by the contract's own form schema, so nothing the contract refuses is ever sent.
 */
export function listingFormSchema(ctx: ListingFormContext) {
  return z.pipe(
    z.pipe(
      ListingFormValuesSchema,
      z.transform((values: ListingFormValues, c) => {
        const { body, inputProblems } = listingFormToBody(values, ctx.pharmacyNpi)
        addProblems(mergeProblems(inputProblems, listingBodyProblems(body, ctx)), c)
        return body
      }),
    ),
    updateListingBodySchema(ctx),
  )
}
