import type { UseFormReturn } from 'react-hook-form'
import Box from '@mui/material/Box'
import type { UpdateListingBody } from '../../contract/listings'
import { LIMITS } from '../../contract/strings'
import { CheckboxFieldset } from '../../components/forms/checkbox-fieldset'
import { CheckboxFormField } from '../../components/forms/checkbox-form-field'
import { FullPackageQuantityFields } from '../../components/forms/full-package-quantity-fields'
import { TextFormField } from '../../components/forms/text-form-field'
import type { ListingFormValues } from './listing-form-values'
import { useState } from 'react'
import { lazyWhenShown } from '../../components/feedback/lazy-when-shown'
import type { ListingGuidance, ListingPriceGuidanceProps } from './listing-price-guidance'

// The market and NADAC beside the price: its code (and its reads) come once the person is in the form's
// fields, never with the page's first screen.
const ListingPriceGuidance = lazyWhenShown<ListingPriceGuidanceProps>(
  async () => (await import('./listing-price-guidance')).ListingPriceGuidance,
  (props) => props.shown,
)

export interface ListingFormFieldsProps {
  form: UseFormReturn<ListingFormValues, unknown, UpdateListingBody>
  packageSize: number | null
  unit: string | null
  disabled: boolean
  /** The market and NADAC beside the price; null where the NDC is not known. */
  guidance: ListingGuidance | null
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const

/** The inputs of the listing form, in the order of the update body (spec: Endpoints > 1). */
export function ListingFormFields({ form, packageSize, unit, disabled, guidance }: ListingFormFieldsProps) {
  const { control } = form
  const limits = LIMITS.listing
  const [shown, setShown] = useState(false)
  const onFocus = () => setShown(true)

  return (
    <>
      <Box sx={twoColumns} onFocus={onFocus}>
        <TextFormField
          control={control}
          name="expirationDate"
          label="Expiration date"
          type="date"
          required
          helperText="The day the package expires; it must be in the future."
          disabled={disabled}
        />
        <TextFormField
          control={control}
          name="lotNumber"
          label="Lot number"
          required
          maxLength={limits.lotNumber}
          disabled={disabled}
        />
        <TextFormField
          control={control}
          name="price"
          label="Price"
          prefix="$"
          inputMode="decimal"
          required
          helperText="In US dollars, for the whole quantity below (one package when it is a full package), more than 0."
          disabled={disabled}
        />
        <Box sx={{ display: 'grid', gap: 1 }}>
          <FullPackageQuantityFields
            form={form}
            fullPackage={{ name: 'fullPackage', label: 'Full package' }}
            quantity={{ name: 'quantity', label: 'Quantity' }}
            packageSize={packageSize}
            unit={unit}
            disabled={disabled}
          />
        </Box>
        {guidance ? (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ListingPriceGuidance
              form={form}
              guidance={guidance}
              packageSize={packageSize}
              unit={unit}
              shown={shown}
            />
          </Box>
        ) : null}
      </Box>
      <CheckboxFieldset
        control={control}
        legend="Package condition"
        checkboxes={[
          { name: 'sealedPackage', label: 'Sealed' },
          { name: 'originalPackage', label: 'Original package' },
          { name: 'tornPackageLabel', label: 'Torn label' },
        ]}
        disabled={disabled}
      />
      <Box sx={twoColumns}>
        <TextFormField
          control={control}
          name="serialNumber"
          label="Serial number (optional)"
          maxLength={limits.serialNumber}
          helperText="Leave empty when the package has none."
          disabled={disabled}
        />
        <CheckboxFormField
          control={control}
          name="showOnlyInState"
          label="Show only in my state"
          helperText="Only buyers in the pharmacy's state see this listing."
          disabled={disabled}
        />
      </Box>
      <TextFormField
        control={control}
        name="additionalPackageNotes"
        label="Additional package notes (optional)"
        multiline
        maxLength={limits.additionalPackageNotes}
        disabled={disabled}
      />
    </>
  )
}
