import { useId, type ChangeEventHandler, type ReactNode, type SelectHTMLAttributes } from 'react'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput from '@mui/material/OutlinedInput'
import { FieldFrame, type TextInputProps } from './text-input'

export type SelectInputProps = Pick<
  TextInputProps,
  'label' | 'id' | 'helperText' | 'error' | 'required' | 'disabled' | 'fullWidth' | 'size' | 'sx' | 'ref'
> & {
  value?: string | number
  onChange?: ChangeEventHandler<HTMLSelectElement>
  /** Attributes of the <select> itself (react-hook-form's register() fits here). */
  htmlSelect?: SelectHTMLAttributes<HTMLSelectElement> & { ref?: unknown }
  /** The <option>s. */
  children: ReactNode
}

/** An outlined field around the browser's own select, labelled like TextInput. */
export function SelectInput({
  label,
  ref,
  id,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  size,
  sx,
  value,
  onChange,
  htmlSelect,
  children,
}: SelectInputProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  return (
    <FieldFrame {...{ label, ref, helperText, error, required, disabled, fullWidth, size, sx, inputId }}>
      <NativeSelect
        input={<OutlinedInput id={inputId} label={label} />}
        value={value}
        onChange={onChange}
        inputProps={{
          ...htmlSelect,
          'aria-describedby': helperText ? `${inputId}-helper-text` : undefined,
        }}
      >
        {children}
      </NativeSelect>
    </FieldFrame>
  )
}
