import { useWatch, type UseFormReturn } from 'react-hook-form'
import Box from '@mui/material/Box'
import type { UpdateCashOfferBody } from '../../contract/cash-offers'
import type { ShippingRequestMethod } from '../../contract/enums'
import { LIMITS } from '../../contract/strings'
import { CheckboxFieldset } from '../../components/forms/checkbox-fieldset'
import { CheckboxFormField } from '../../components/forms/checkbox-form-field'
import { FullPackageQuantityFields } from '../../components/forms/full-package-quantity-fields'
import { PriceGuidanceSlot } from '../../components/prices/price-guidance-slot'
import { TextFormField } from '../../components/forms/text-form-field'
import type { CashOfferFormValues } from './cash-offer-form-values'

export interface CashOfferFormFieldsProps {
  form: UseFormReturn<CashOfferFormValues, unknown, UpdateCashOfferBody>
  /** The offer's drug, for its price points; null when the offer could not be read. */
  ndc: string | null
  packageSize: number | null
  unit: string | null
  /** The service's NADAC on the offer (nadacPrice, nadacLastUpdated), when it gives one. */
  serviceNadac: { nadacPrice: number | null; date: string | null } | null
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
  serviceNadac,
  shippingRequestMethod,
  disabled,
}: CashOfferFormFieldsProps) {
  const { control } = form
  const [price, quantity, fullPackage] = useWatch({
    control,
    name: ['price', 'requestedQuantity', 'requireFullPackage'],
  })

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
        {/* Beside the price: where the offer sits against the market and NADAC before it is sent. A
            buyer checks the market before offering, so it comes with the form (its code loaded after). */}
        <Box sx={{ minWidth: 0 }}>
          {ndc ? (
            <PriceGuidanceSlot
              shown
              ndc={ndc}
              side="buy"
              price={price}
              quantity={quantity}
              fullPackage={fullPackage}
              packageSize={packageSize}
              unit={unit}
              serviceNadac={serviceNadac}
              onSuggest={(value) =>
                form.setValue('price', value, { shouldDirty: true, shouldValidate: true })
              }
            />
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
