import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type KeyboardEventHandler,
  type ReactNode,
  type Ref,
} from 'react'
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'
import type { SxProps, Theme } from '@mui/material/styles'

type Control = HTMLInputElement | HTMLTextAreaElement

export interface TextInputProps {
  label: ReactNode
  /** The outer element, as TextField's: react-hook-form's register() finds the control inside. */
  ref?: Ref<HTMLDivElement>
  id?: string
  name?: string
  value?: string | number
  onChange?: ChangeEventHandler<Control>
  onBlur?: FocusEventHandler<Control>
  onKeyDown?: KeyboardEventHandler<HTMLInputElement | HTMLTextAreaElement>
  inputRef?: Ref<Control>
  type?: string
  /** Shown under the field; with `error`, in the error colour. */
  helperText?: ReactNode
  error?: boolean
  required?: boolean
  disabled?: boolean
  placeholder?: string
  autoComplete?: string
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  fullWidth?: boolean
  size?: 'small' | 'medium'
  multiline?: boolean
  minRows?: number
  sx?: SxProps<Theme>
  slotProps?: {
    /** Attributes of the <input> (or <select>, <textarea>) itself. */
    htmlInput?: InputHTMLAttributes<Control> & Record<`data-${string}`, string>
    input?: { startAdornment?: ReactNode; endAdornment?: ReactNode }
    inputLabel?: { shrink?: boolean }
  }
}

/** What the label, outline and helper text around a control need: the same for a text box and a select. */
export type FieldFrameProps = Pick<
  TextInputProps,
  'label' | 'id' | 'helperText' | 'error' | 'required' | 'disabled' | 'fullWidth' | 'size' | 'sx' | 'ref'
>

/**
 * Label, outline and helper text around a control: what MUI's TextField draws, from its parts. It names
 * the control (its id, or one of its own) and the helper text that describes it.
 */
export function FieldFrame({
  id,
  label,
  helperText,
  ref,
  shrink,
  children,
  ...control
}: FieldFrameProps & {
  shrink?: boolean
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode
}) {
  const ownId = useId()
  const inputId = id ?? ownId
  const helperId = helperText ? `${inputId}-helper-text` : undefined
  return (
    <FormControl ref={ref} {...control}>
      <InputLabel htmlFor={inputId} shrink={shrink}>
        {label}
      </InputLabel>
      {children({ inputId, describedBy: helperId })}
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  )
}

/**
 * An outlined text field with its label and helper text, as MUI's TextField shows it. TextField itself
 * imports the menu select and with it popover, modal and focus-trap code, onto the first screen of every
 * page with a text box. A select is SelectInput (select-input.tsx), the browser's own.
 */
export function TextInput({
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
  slotProps,
  inputMode,
  ...input
}: TextInputProps) {
  return (
    <FieldFrame
      {...{ label, ref, id, helperText, error, required, disabled, fullWidth, size, sx }}
      shrink={slotProps?.inputLabel?.shrink}
    >
      {({ inputId, describedBy }) => (
        <OutlinedInput
          id={inputId}
          label={label}
          startAdornment={slotProps?.input?.startAdornment}
          endAdornment={slotProps?.input?.endAdornment}
          {...input}
          inputProps={{
            ...slotProps?.htmlInput,
            ...(inputMode ? { inputMode } : {}),
            'aria-describedby': describedBy,
          }}
        />
      )}
    </FieldFrame>
  )
}
