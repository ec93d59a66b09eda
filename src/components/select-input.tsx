import type { ChangeEventHandler, ReactNode, SelectHTMLAttributes } from 'react'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput from '@mui/material/OutlinedInput'
import { FieldFrame, type FieldFrameProps } from './text-input'

export type SelectInputProps = FieldFrameProps & {
  value?: string | number
  onChange?: ChangeEventHandler<HTMLSelectElement>
  /** Attributes of the <select> itself (react-hook-form's register() fits here). */
  htmlSelect?: SelectHTMLAttributes<HTMLSelectElement> & { ref?: unknown }
  /** The <option>s. */
  children: ReactNode
}

/** An outlined field around the browser's own select, labelled like TextInput. */
export function SelectInput({ value, onChange, htmlSelect, children, ...frame }: SelectInputProps) {
  return (
    <FieldFrame {...frame}>
      {({ inputId, describedBy }) => (
        <NativeSelect
          input={<OutlinedInput id={inputId} label={frame.label} />}
          value={value}
          onChange={onChange}
          inputProps={{ ...htmlSelect, 'aria-describedby': describedBy }}
        >
          {children}
        </NativeSelect>
      )}
    </FieldFrame>
  )
}
