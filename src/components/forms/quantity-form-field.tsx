import type { FieldPathByValue, FieldValues, UseControllerProps } from 'react-hook-form'
import { QUANTITY_MIN } from '../../contract/quantity'
import { onePackageText, packageSizeText } from '../format/package-measure'
import { TextFormField } from './text-form-field'

export type QuantityFormFieldProps<T extends FieldValues, TT> = Omit<
  UseControllerProps<T, FieldPathByValue<T, string>, TT>,
  'rules' | 'defaultValue' | 'disabled'
> & {
  label: string
  /** The current value of the form's full-package switch. */
  fullPackage: boolean
  /** The drug's package size when the service told it (sandbox GET extension); else null. */
  packageSize: number | null | undefined
  /** The package's unit (EA, ML, GM), when known. */
  unit?: string | null
  disabled?: boolean
}

/**
 * The quantity of a listing or cash offer. The rule itself (exactly 1 for a full package, else 0.01 up
 * to the package size) is the contract's (quantity.ts) and runs in the form's resolver as the user
 * types; this field says the rule in words, with the package size as the limit when it is known.
 * spec: Limits (quantity), Endpoints > 1 and 4
 */
export function QuantityFormField<T extends FieldValues, TT = T>({
  fullPackage,
  packageSize,
  unit,
  ...props
}: QuantityFormFieldProps<T, TT>) {
  return (
    <TextFormField<T, TT>
      {...props}
      inputMode="decimal"
      required
      // A full package's 1 counts packages, not the unit: "1 package (22 GM)", never "1 GM".
      suffix={fullPackage ? packageSuffix(packageSize, unit) : (unit ?? undefined)}
      helperText={quantityRuleText(fullPackage, packageSize, unit)}
    />
  )
}

/** The quantity rule in words for the current full-package setting and what is known of the package. */
export function quantityRuleText(
  fullPackage: boolean,
  packageSize: number | null | undefined,
  unit?: string | null,
): string {
  if (fullPackage) {
    return `A full package is always quantity 1. Here 1 means ${onePackageText(packageSize, unit)}${unit ? `, not 1 ${unit}` : ''}. Turn off "full package" for a partial quantity.`
  }
  if (packageSize === null || packageSize === undefined) {
    return `At least ${QUANTITY_MIN}. The package size is not known here, so the service checks the upper limit.`
  }
  return `From ${QUANTITY_MIN} up to ${packageSizeText(packageSize, unit)}, the package size.`
}

/** "package (22 GM)" after the 1 of a full package; "package" when the size is not known (the hint says so). */
function packageSuffix(packageSize: number | null | undefined, unit?: string | null): string {
  const size = packageSizeText(packageSize, unit)
  return size === null ? 'package' : `package (${size})`
}
