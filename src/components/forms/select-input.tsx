import type { ChangeEventHandler, ReactNode, Ref, SelectHTMLAttributes } from 'react'
import { FieldFrame, type FieldFrameProps } from './field-frame'

export type SelectInputProps = FieldFrameProps & {
  value?: string | number
  onChange?: ChangeEventHandler<HTMLSelectElement>
  /** Attributes of the <select> itself (react-hook-form's register() fits here). */
  htmlSelect?: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }
  /** The <option>s. */
  children: ReactNode
}

/** An outlined field around the browser's own select, labelled like TextInput; the label stays above it. */
export function SelectInput({ value, onChange, htmlSelect, children, ...frame }: SelectInputProps) {
  return (
    <FieldFrame {...frame} shrink>
      {(control) => (
        <>
          <select value={value} onChange={onChange} {...htmlSelect} {...control}>
            {children}
          </select>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
            <path d="M7 10l5 5 5-5z" />
          </svg>
        </>
      )}
    </FieldFrame>
  )
}
