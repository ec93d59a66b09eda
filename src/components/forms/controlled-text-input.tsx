import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { TextInput } from './text-input'

export interface ControlledTextInputProps<T extends FieldValues> {
  control: Control<T>
  name: FieldPathByValue<T, string>
  label: string
  helperText?: string
  type?: 'text' | 'email' | 'password' | 'date'
  autoComplete?: string
  required?: boolean
  disabled?: boolean
}

/**
 * A labelled text input bound to a react-hook-form field, its error in place of the helper text: the
 * admin's pages' fields (users, audit filters). The edit forms have TextFormField (a counter near a
 * limit, a unit), whose chunk every edit form's first screen loads: kept apart from these lazy pages, so
 * that their use of it does not split that chunk (bench/bundle-size.ts).
 */
export function ControlledTextInput<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  type = 'text',
  autoComplete = 'off',
  required = false,
  disabled = false,
}: ControlledTextInputProps<T>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <TextInput
      id={`field-${field.name}`}
      name={field.name}
      label={label}
      type={type}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      autoComplete={autoComplete}
      required={required}
      disabled={disabled}
      fullWidth
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  )
}
