import { useWatch, type UseFormReturn } from 'react-hook-form'
import Box from '@mui/material/Box'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import type { UpdateListingBody } from '../../contract/listings'
import { LIMITS } from '../../contract/strings'
import { CheckboxFormField } from '../../components/checkbox-form-field'
import { QuantityFormField } from '../../components/quantity-form-field'
import { TextFormField } from '../../components/text-form-field'
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
  const fullPackage = useWatch({ control, name: 'fullPackage' })
  const limits = LIMITS.listing

  // The quantity rule depends on "full package": a full package is quantity 1, so switching it on sets 1;
  // either way the quantity is checked again under the new rule.
  const onFullPackageChange = (checked: boolean) => {
    if (checked) form.setValue('quantity', '1', { shouldDirty: true, shouldValidate: true })
    else void form.trigger('quantity')
  }

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
          helperText="In US dollars, more than 0."
          disabled={disabled}
        />
        <Box sx={{ display: 'grid', gap: 1 }}>
          <CheckboxFormField
            control={control}
            name="fullPackage"
            label="Full package"
            onValueChange={onFullPackageChange}
            disabled={disabled}
          />
          <QuantityFormField
            control={control}
            name="quantity"
            label="Quantity"
            fullPackage={fullPackage}
            packageSize={packageSize}
            unit={unit}
            disabled={disabled}
          />
        </Box>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} disabled={disabled}>
        <FormLabel component="legend">Package condition</FormLabel>
        <FormGroup row>
          <CheckboxFormField control={control} name="sealedPackage" label="Sealed" disabled={disabled} />
          <CheckboxFormField
            control={control}
            name="originalPackage"
            label="Original package"
            disabled={disabled}
          />
          <CheckboxFormField
            control={control}
            name="tornPackageLabel"
            label="Torn label"
            disabled={disabled}
          />
        </FormGroup>
      </Box>
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
