import {
  useWatch,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form'
import { CheckboxFormField } from './checkbox-form-field'
import { QuantityFormField } from './quantity-form-field'

export interface FullPackageQuantityFieldsProps<T extends FieldValues, TT> {
  form: UseFormReturn<T, unknown, TT>
  /** The boolean field, e.g. { name: 'fullPackage', label: 'Full package' }. */
  fullPackage: { name: FieldPathByValue<T, boolean>; label: string }
  /** The quantity as typed, e.g. { name: 'quantity', label: 'Quantity' }. */
  quantity: { name: FieldPathByValue<T, string>; label: string }
  /** The drug's package size when the service told it; else null. */
  packageSize: number | null
  unit: string | null
  disabled: boolean
}

/**
 * The "full package" checkbox and the quantity, whose rule depends on it (contract quantity.ts): a full
 * package is quantity 1, so switching it on sets 1; either way the quantity is checked again under the new rule.
 */
export function FullPackageQuantityFields<T extends FieldValues, TT = T>({
  form,
  fullPackage,
  quantity,
  packageSize,
  unit,
  disabled,
}: FullPackageQuantityFieldsProps<T, TT>) {
  const { control } = form
  const isFullPackage = useWatch({ control, name: fullPackage.name }) === true
  const onFullPackageChange = (checked: boolean) => {
    if (checked) {
      // FieldPathByValue<T, string> names a string field: '1' is its value.
      const one = '1' as PathValue<T, FieldPathByValue<T, string>>
      form.setValue(quantity.name, one, { shouldDirty: true, shouldValidate: true })
    } else void form.trigger(quantity.name)
  }
  return (
    <>
      <CheckboxFormField
        control={control}
        name={fullPackage.name}
        label={fullPackage.label}
        onValueChange={onFullPackageChange}
        disabled={disabled}
      />
      <QuantityFormField
        control={control}
        name={quantity.name}
        label={quantity.label}
        fullPackage={isFullPackage}
        packageSize={packageSize}
        unit={unit}
        disabled={disabled}
      />
    </>
  )
}
