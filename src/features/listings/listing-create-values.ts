import { z } from 'zod/mini'
import { addProblems } from '../../contract/errors'
import {
  CreateListingBodySchema,
  createListingBodyProblems,
  type CreateListingBody,
  type ListingRulesContext,
} from '../../contract/listings'
import { normalizeNdc } from '../../contract/ndc'
import type { DraftListing } from '../../contract/sandbox-extensions'
import {
  isoToDateInput,
  mergeProblems,
  moneyToInput,
  numberToInput,
} from '../../components/forms/form-inputs'
import {
  EMPTY_LISTING_FORM_VALUES,
  ListingFormValuesSchema,
  listingFormToBody,
  type ListingFormValues,
} from './listing-form-values'

// The create form's values: the listing form's plus the drug's NDC, and their one conversion to the create
// body (spec: Referenced operations; the sandbox's body is the update body plus nationalDrugCode). Every
// rule is the contract's (createListingBodyProblems), as in the edit form.

export interface CreateListingFormValues extends ListingFormValues {
  nationalDrugCode: string
}

export const CreateListingFormValuesSchema = z.extend(ListingFormValuesSchema, {
  nationalDrugCode: z.string(),
}) satisfies z.ZodMiniType<CreateListingFormValues>

export const EMPTY_CREATE_LISTING_VALUES: CreateListingFormValues = {
  ...EMPTY_LISTING_FORM_VALUES,
  nationalDrugCode: '',
}

/** A draft's values as the form's starting point; what the draft leaves empty stays empty. */
export function draftToFormValues(draft: DraftListing): CreateListingFormValues {
  return {
    ...EMPTY_CREATE_LISTING_VALUES,
    nationalDrugCode: draft.nationalDrugCode,
    lotNumber: draft.lotNumber ?? '',
    expirationDate: isoToDateInput(draft.expirationDate),
    price: moneyToInput(draft.price),
    quantity: numberToInput(draft.quantity),
    fullPackage: draft.fullPackage ?? false,
    sealedPackage: draft.sealedPackage ?? false,
    originalPackage: draft.originalPackage ?? false,
    tornPackageLabel: draft.tornPackageLabel ?? false,
  }
}

/** The package size of the drug the form knows, for the NDC it was read for (normalised). */
export interface KnownPackage {
  ndc: string
  packageSize: number
}

/**
 * The package size that applies to the NDC typed: the known drug's while the NDC is that drug's, none
 * otherwise (the service then checks the quantity's upper limit).
 */
export function packageSizeFor(ndc: string, known: KnownPackage | null): number | null {
  return known !== null && normalizeNdc(ndc) === known.ndc ? known.packageSize : null
}

export type CreateListingFormContext = Omit<ListingRulesContext, 'packageSize'> & {
  pharmacyNpi: number
  known: KnownPackage | null
}

/** Form values -> create body; nothing the contract refuses is ever sent. */
export function createListingFormSchema(ctx: CreateListingFormContext) {
  return z.pipe(
    z.pipe(
      CreateListingFormValuesSchema,
      z.transform((values: CreateListingFormValues, c): CreateListingBody => {
        const { body, inputProblems } = listingFormToBody(values, ctx.pharmacyNpi)
        const created: CreateListingBody = { ...body, nationalDrugCode: values.nationalDrugCode.trim() }
        const rules = { now: ctx.now, packageSize: packageSizeFor(created.nationalDrugCode, ctx.known) }
        addProblems(mergeProblems(inputProblems, createListingBodyProblems(created, rules)), c)
        return created
      }),
    ),
    CreateListingBodySchema.check(
      z.superRefine((body, c) =>
        addProblems(
          createListingBodyProblems(body, {
            now: ctx.now,
            packageSize: packageSizeFor(body.nationalDrugCode, ctx.known),
          }),
          c,
        ),
      ),
    ),
  )
}
