import { useWatch, type UseFormReturn } from 'react-hook-form'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import type { UpdateCashOfferBody } from '../../contract/cash-offers'
import type { ShippingRequestMethod } from '../../contract/enums'
import { LIMITS } from '../../contract/strings'
import { CheckboxFieldset } from '../../components/forms/checkbox-fieldset'
import { CheckboxFormField } from '../../components/forms/checkbox-form-field'
import { FullPackageQuantityFields } from '../../components/forms/full-package-quantity-fields'
import { NdcPriceSummary } from '../../components/prices/ndc-price-summary'
import { TextFormField } from '../../components/forms/text-form-field'
import type { CashOfferFormValues } from './cash-offer-form-values'
import { lazyWhenShown } from '../../components/feedback/lazy-when-shown'
import type { OfferPrice } from './price-position'

// The sentence needs the NDC's prices, which come after the form: its code comes with them, not with
// the form's first screen.
const PricePosition = lazyWhenShown<{ ndc: string; offer: OfferPrice }>(
  async () => (await import('./price-position')).PricePosition,
  () => true,
)

export interface CashOfferFormFieldsProps {
  form: UseFormReturn<CashOfferFormValues, unknown, UpdateCashOfferBody>
  /** The offer's drug, for its price points; null when the offer could not be read. */
  ndc: string | null
  packageSize: number | null
  unit: string | null
  /** undefined: not known (the offer could not be read). */
  shippingRequestMethod: ShippingRequestMethod | null | undefined
  disabled: boolean
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const

/** The inputs of the cash offer form, in the order of the update body (spec: Endpoints > 4). */
export function CashOfferFormFields({
  form,
  ndc,
  packageSize,
  unit,
  shippingRequestMethod,
  disabled,
}: CashOfferFormFieldsProps) {
  const { control } = form
  const priceText = useWatch({ control, name: 'price' })
  const quantityText = useWatch({ control, name: 'requestedQuantity' })
  const fullPackage = useWatch({ control, name: 'requireFullPackage' })
  const asNumber = (text: string) => Number(text.trim() === '' ? NaN : text)

  return (
    <>
      <Box sx={twoColumns}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <TextFormField
            control={control}
            name="price"
            label="Price"
            prefix="$"
            inputMode="decimal"
            required
            helperText="For the whole requested quantity, in US dollars, more than 0."
            disabled={disabled}
          />
          <TextFormField
            control={control}
            name="minimalExpirationDate"
            label="Earliest expiration date"
            type="date"
            required
            helperText="The earliest expiration you accept; it must be in the future."
            disabled={disabled}
          />
          <FullPackageQuantityFields
            form={form}
            fullPackage={{ name: 'requireFullPackage', label: 'Require full package' }}
            quantity={{ name: 'requestedQuantity', label: 'Requested quantity' }}
            packageSize={packageSize}
            unit={unit}
            disabled={disabled}
          />
        </Box>
        {/* Beside the price: where the offer sits against the market before it is sent. */}
        <Box component="section" aria-label="Market prices">
          {ndc ? (
            <Stack spacing={1}>
              <NdcPriceSummary ndc={ndc} unit={unit ?? null} />
              <PricePosition
                ndc={ndc}
                offer={{ price: asNumber(priceText), quantity: asNumber(quantityText), fullPackage, unit }}
              />
            </Stack>
          ) : null}
        </Box>
      </Box>
      <CheckboxFieldset
        control={control}
        legend="Package requirements"
        checkboxes={[
          { name: 'requireSealedPackage', label: 'Require sealed' },
          { name: 'requireOriginalPackage', label: 'Require original package' },
          { name: 'requireIntactPackageLabel', label: 'Require intact label' },
        ]}
        disabled={disabled}
      />
      <Box sx={twoColumns}>
        {shippingRequestMethod === 'Medium' || shippingRequestMethod === undefined ? (
          <TextFormField
            control={control}
            name="maxShippingPrice"
            label={
              shippingRequestMethod === 'Medium'
                ? 'Max shipping price'
                : 'Max shipping price (Medium shipping only)'
            }
            prefix="$"
            inputMode="decimal"
            required={shippingRequestMethod === 'Medium'}
            helperText={
              shippingRequestMethod === 'Medium'
                ? 'This offer uses Medium shipping: the most you pay for shipping, more than 0.'
                : 'The shipping method of this offer is not known here. Required for Medium shipping; leave empty for Standard.'
            }
            disabled={disabled}
          />
        ) : null}
        <TextFormField
          control={control}
          name="shipByDate"
          label="Ship-by date (optional)"
          type="date"
          helperText="When set, it must be in the future."
          disabled={disabled}
        />
        <CheckboxFormField
          control={control}
          name="showOnlyInState"
          label="Show only in my state"
          helperText="Only sellers in the pharmacy's state see this offer."
          disabled={disabled}
        />
      </Box>
      <TextFormField
        control={control}
        name="buyingPharmacyMessage"
        label="Message to the seller (optional)"
        multiline
        maxLength={LIMITS.cashOffer.buyingPharmacyMessage}
        disabled={disabled}
      />
    </>
  )
}
