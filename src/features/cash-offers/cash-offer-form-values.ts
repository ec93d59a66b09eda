import { z } from 'zod/mini'
import {
  cashOfferBodyProblems,
  updateCashOfferBodySchema,
  type CashOffer,
  type CashOfferRulesContext,
  type UpdateCashOfferBody,
} from '../../contract/cash-offers'
import { addProblems } from '../../contract/errors'
import {
  dateInputToIso,
  isoToDateInput,
  mergeProblems,
  moneyToInput,
  numberToInput,
  optionalText,
  parseDecimalInput,
  parseOptionalDecimalInput,
  requiredDateProblem,
} from '../../components/forms/form-inputs'

// The cash offer form's own values and their one conversion to and from the API: the update body
// (spec: Endpoints > 4) and the cash offer resource (spec: Resources > Cash offer). Field names are
// the body's, so the service's field errors find their inputs by name.

export interface CashOfferFormValues {
  /** yyyy-mm-dd, from a date picker. */
  minimalExpirationDate: string
  /** Dollars as typed. */
  price: string
  requireFullPackage: boolean
  requestedQuantity: string
  requireSealedPackage: boolean
  requireOriginalPackage: boolean
  requireIntactPackageLabel: boolean
  /** Dollars as typed; only shown (and only sent) for an offer with Medium shipping. */
  maxShippingPrice: string
  /** yyyy-mm-dd or '' (not sent). */
  shipByDate: string
  /** '' means not sent. */
  buyingPharmacyMessage: string
  showOnlyInState: boolean
}

export const CashOfferFormValuesSchema = z.object({
  minimalExpirationDate: z.string(),
  price: z.string(),
  requireFullPackage: z.boolean(),
  requestedQuantity: z.string(),
  requireSealedPackage: z.boolean(),
  requireOriginalPackage: z.boolean(),
  requireIntactPackageLabel: z.boolean(),
  maxShippingPrice: z.string(),
  shipByDate: z.string(),
  buyingPharmacyMessage: z.string(),
  showOnlyInState: z.boolean(),
}) satisfies z.ZodMiniType<CashOfferFormValues>

/**
 * The form opened on an existing offer. The resource names the offer's conditions as package fields
 * (the spec shows no other place for them): expirationDate is the minimal expiration date, quantity the
 * requested quantity, fullPackage/sealedPackage/originalPackage the three requirements, a torn label
 * acceptable means no intact label required, and buyersMessage the message to the seller.
 * showOnlyInState is never returned: stateGroupId tells it (spec: Resources > Cash offer, note).
 */
export function cashOfferToFormValues(offer: CashOffer): CashOfferFormValues {
  return {
    minimalExpirationDate: isoToDateInput(offer.expirationDate),
    price: moneyToInput(offer.price),
    requireFullPackage: offer.fullPackage ?? false,
    requestedQuantity: numberToInput(offer.quantity),
    requireSealedPackage: offer.sealedPackage ?? false,
    requireOriginalPackage: offer.originalPackage ?? false,
    requireIntactPackageLabel: offer.tornPackageLabel === null ? false : !offer.tornPackageLabel,
    // spec: Endpoints > 4, "null or 0 otherwise": a 0 is shown as not set.
    maxShippingPrice: offer.maxShippingPrice ? moneyToInput(offer.maxShippingPrice) : '',
    shipByDate: isoToDateInput(offer.shipByDate),
    buyingPharmacyMessage: offer.buyersMessage ?? '',
    showOnlyInState: offer.stateGroupId !== null,
  }
}

/** The form opened without the offer (a service without the read extension). */
export const EMPTY_CASH_OFFER_FORM_VALUES: CashOfferFormValues = {
  minimalExpirationDate: '',
  price: '',
  requireFullPackage: false,
  requestedQuantity: '',
  requireSealedPackage: false,
  requireOriginalPackage: false,
  requireIntactPackageLabel: false,
  maxShippingPrice: '',
  shipByDate: '',
  buyingPharmacyMessage: '',
  showOnlyInState: false,
}

export type CashOfferFormContext = CashOfferRulesContext & { buyingPharmacyNpi: number }

/** Form values -> update body, with the problems of inputs that could not be read at all. */
export function cashOfferFormToBody(values: CashOfferFormValues, ctx: CashOfferFormContext) {
  const price = parseDecimalInput('price', 'Price', values.price, '12.50')
  const quantity = parseDecimalInput(
    'requestedQuantity',
    'Requested quantity',
    values.requestedQuantity,
    '2.5',
  )
  // Not Medium (Standard, or no method): the field is not shown and null is sent (spec: "null or 0
  // otherwise"). Method unknown: whatever was typed, for the service to judge.
  const shipping =
    ctx.shippingRequestMethod === 'Medium' || ctx.shippingRequestMethod === undefined
      ? parseOptionalDecimalInput('maxShippingPrice', 'Max shipping price', values.maxShippingPrice, '15.00')
      : { value: null, problem: null }
  const body: UpdateCashOfferBody = {
    buyingPharmacyNpi: ctx.buyingPharmacyNpi,
    minimalExpirationDate: dateInputToIso(values.minimalExpirationDate),
    price: price.value,
    requireFullPackage: values.requireFullPackage,
    requestedQuantity: quantity.value,
    requireSealedPackage: values.requireSealedPackage,
    requireOriginalPackage: values.requireOriginalPackage,
    requireIntactPackageLabel: values.requireIntactPackageLabel,
    maxShippingPrice: shipping.value,
    shipByDate: values.shipByDate === '' ? null : dateInputToIso(values.shipByDate),
    buyingPharmacyMessage: optionalText(values.buyingPharmacyMessage),
    showOnlyInState: values.showOnlyInState,
  }
  const inputProblems = [
    requiredDateProblem('minimalExpirationDate', 'Earliest expiration date', values.minimalExpirationDate),
    price.problem,
    quantity.problem,
    shipping.problem,
  ]
  return { body, inputProblems }
}

/**
 * What the form's zodResolver runs: form values in, the update body out. Every value rule is the
 * contract's (cashOfferBodyProblems), including maxShippingPrice against the offer's shipping method;
 * the body that leaves is checked once more by the contract's own form schema.
 */
export function cashOfferFormSchema(ctx: CashOfferFormContext) {
  return z.pipe(
    z.pipe(
      CashOfferFormValuesSchema,
      z.transform((values: CashOfferFormValues, c) => {
        const { body, inputProblems } = cashOfferFormToBody(values, ctx)
        addProblems(mergeProblems(inputProblems, cashOfferBodyProblems(body, ctx)), c)
        return body
      }),
    ),
    updateCashOfferBodySchema(ctx),
  )
}
