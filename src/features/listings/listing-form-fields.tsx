import type { UseFormReturn } from 'react-hook-form'
import Box from '@mui/material/Box'
import type { UpdateListingBody } from '../../contract/listings'
import { LIMITS } from '../../contract/strings'
import { CheckboxFieldset } from '../../components/forms/checkbox-fieldset'
import { CheckboxFormField } from '../../components/forms/checkbox-form-field'
import { FullPackageQuantityFields } from '../../components/forms/full-package-quantity-fields'
import { TextFormField } from '../../components/forms/text-form-field'
import type { ListingFormValues } from './listing-form-values'

export interface ListingFormFieldsProps {
  form: UseFormReturn<ListingFormValues, unknown, UpdateListingBody>
  packageSize: number | null
  unit: string | null
  disabled: boolean
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const

/** The inputs of the listing form, in the order of the update body (spec: Endpoints > 1). */
export function ListingFormFields({ form, packageSize, unit, disabled }: ListingFormFieldsProps) {
  const { control } = form
  const limits = LIMITS.listing

  return (
    <>
      <Box sx={twoColumns}>
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
