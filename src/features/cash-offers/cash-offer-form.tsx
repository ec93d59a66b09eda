import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useUpdateCashOffer } from '../../api/queries/cash-offers'
import type { CashOffer, UpdateCashOfferBody } from '../../contract/cash-offers'
import { EditForm } from '../../components/forms/edit-form'
import type { EditPageFormProps } from '../../components/pages/edit-page'
import { formatMoney } from '../../components/format/money'
import { formatPackageQuantity, packageMeasure } from '../../components/format/package-measure'
import { CashOfferFormFields } from './cash-offer-form-fields'
import {
  EMPTY_CASH_OFFER_FORM_VALUES,
  cashOfferFormSchema,
  cashOfferToFormValues,
  type CashOfferFormValues,
} from './cash-offer-form-values'
import { CASH_OFFER_KIND } from './cash-offer-kind'

/**
 * Edits a cash offer (spec: Endpoints > 4). Mounted once its data is there and takes it as its starting
 * values; the contract's rules (with the offer's shipping method and package size) run as the user types.
 */
export function CashOfferForm({ current: offer, ...page }: EditPageFormProps<CashOffer>) {
  const buyingPharmacyNpi = page.pharmacyNpi
  // Neither the drug nor the shipping method can change through the update: keep what the read said.
  const { packageSize, unit } = packageMeasure(offer)
  // undefined = not known; null = the offer has none (i.e. not Medium). See contract CashOfferRulesContext.
  const shippingRequestMethod = offer ? (offer.shippingRequestMethod ?? undefined) : undefined
  const ndc = offer?.nationalDrugCode ?? offer?.drugPackage?.nationalDrugCode ?? null
  const form = useForm<CashOfferFormValues, unknown, UpdateCashOfferBody>({
    defaultValues: offer ? cashOfferToFormValues(offer) : EMPTY_CASH_OFFER_FORM_VALUES,
    mode: 'onChange',
    resolver: (values, context, options) =>
      zodResolver(
        cashOfferFormSchema({ now: new Date(), packageSize, shippingRequestMethod, buyingPharmacyNpi }),
      )(values, context, options),
  })
  const mutation = useUpdateCashOffer()
  return (
    <EditForm
      kind={CASH_OFFER_KIND}
      form={form}
      mutation={mutation}
      toValues={cashOfferToFormValues}
      savedMessage={(saved) =>
        `Cash offer saved: ${formatMoney(saved.price)} for ${formatPackageQuantity({ quantity: saved.quantity, fullPackage: saved.fullPackage, unit, packageSize }) ?? 'the quantity'}.`
      }
      page={page}
    >
      {(locked) => (
        <CashOfferFormFields
          form={form}
          ndc={ndc}
          packageSize={packageSize}
          unit={unit}
          shippingRequestMethod={shippingRequestMethod}
          disabled={locked}
        />
      )}
    </EditForm>
  )
}
