import type { ReactNode } from 'react'
import {
  useController,
  type FieldPathByValue,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'

export type CheckboxFormFieldProps<T extends FieldValues, TT> = Omit<
  UseControllerProps<T, FieldPathByValue<T, boolean>, TT>,
  'rules' | 'defaultValue' | 'disabled'
> & {
  label: string
  helperText?: ReactNode
  /** Called after the form value changed, e.g. to adjust a field whose rule depends on this one. */
  onValueChange?: (checked: boolean) => void
  /** Shown disabled; the value stays in the form. */
  disabled?: boolean
}

/** A labelled checkbox bound to a react-hook-form boolean field, with its error or helper text. */
export function CheckboxFormField<T extends FieldValues, TT = T>({
  label,
  helperText,
  onValueChange,
  disabled = false,
  ...controller
}: CheckboxFormFieldProps<T, TT>) {
  const { field, fieldState } = useController(controller)
  const helperId = `field-${field.name}-helper`
  const message = fieldState.error?.message ?? helperText
  return (
    <FormControl error={fieldState.invalid} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => {
              field.onChange(event.target.checked)
              onValueChange?.(event.target.checked)
            }}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': message ? helperId : undefined } }}
          />
        }
      />
      {message ? (
        <FormHelperText id={helperId} sx={{ mt: -0.5, ml: 4 }}>
          {message}
        </FormHelperText>
      ) : null}
    </FormControl>
  )
}
