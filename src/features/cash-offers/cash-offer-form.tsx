import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import Stack from '@mui/material/Stack'
import { useUpdateCashOffer } from '../../api/cash-offers'
import type { CashOffer, UpdateCashOfferBody } from '../../contract/cash-offers'
import { EditFormFooter } from '../../components/edit-form-footer'
import { formatMoney, formatQuantity } from '../../components/money'
import { paths } from '../../components/paths'
import { showToast } from '../../components/toast-store'
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard'
import { useEditFormSave } from '../../components/use-edit-form-save'
import { CashOfferFormFields } from './cash-offer-form-fields'
import {
  EMPTY_CASH_OFFER_FORM_VALUES,
  cashOfferFormSchema,
  cashOfferToFormValues,
  type CashOfferFormValues,
} from './cash-offer-form-values'

export interface CashOfferFormProps {
  /** The path's cashOfferId. */
  id: string
  /** The offer as read, or null when the service cannot read one (the form opens empty). */
  offer: CashOffer | null
  buyingPharmacyNpi: number
  onReload: () => void
  reloading: boolean
}

/**
 * Edits a cash offer (spec: Endpoints > 4). Mounted once its data is there and takes it as its starting
 * values; the contract's rules (with the offer's shipping method and package size) run as the user types.
 */
export function CashOfferForm({ id, offer, buyingPharmacyNpi, onReload, reloading }: CashOfferFormProps) {
  // Neither the drug nor the shipping method can change through the update: keep what the read said.
  const packageSize = offer?.drugPackage?.packageSize ?? null
  const unit = offer?.drugPackage?.quantityUnitQualifier ?? offer?.quantityUnitQualifier ?? null
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
  const { submit, saving, waitingToResend, failure } = useEditFormSave({
    form,
    mutation: useUpdateCashOffer(),
    id,
    context: { pharmacyNpi: buyingPharmacyNpi, what: 'cash offer' },
    toValues: cashOfferToFormValues,
    onSaved: (saved) =>
      showToast({
        severity: 'success',
        message: `Cash offer saved: ${formatMoney(saved.price)} for quantity ${formatQuantity(saved.quantity ?? 0)}.`,
      }),
  })
  const { isDirty, errors } = form.formState
  const locked = failure === 'conflict'

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={3}
      aria-label="Edit cash offer"
    >
      <CashOfferFormFields
        form={form}
        ndc={ndc}
        packageSize={packageSize}
        unit={unit}
        shippingRequestMethod={shippingRequestMethod}
        disabled={locked}
      />
      <EditFormFooter
        rootError={errors.root?.server?.message}
        failure={failure}
        saving={saving}
        waitingToResend={waitingToResend}
        locked={locked}
        dirty={isDirty}
        submitLabel="Save cash offer"
        onDiscard={() => form.reset()}
        onReload={onReload}
        reloading={reloading}
        backTo={{ href: paths.cashOffers, label: 'Back to cash offers' }}
      />
      <UnsavedChangesGuard when={isDirty} what="this cash offer" />
    </Stack>
  )
}
