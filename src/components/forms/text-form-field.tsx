import type { ReactNode } from 'react'
import {
  useController,
  type FieldPathByValue,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form'
import Box from '@mui/material/Box'
import { TextInput } from './text-input'

/** The counter appears once the text uses this share of its limit (docs/conventions.md, Gaps in the spec: "counter near the limit"). */
export const COUNTER_FROM_SHARE = 0.8

export type TextFormFieldProps<T extends FieldValues, TT> = Omit<
  UseControllerProps<T, FieldPathByValue<T, string>, TT>,
  'rules' | 'defaultValue' | 'disabled'
> & {
  label: string
  /** Shown under the field while it has no error (the rule or the unit, in words). */
  helperText?: ReactNode
  /** The contract's length limit: a counter shows near it. The limit is not enforced by truncation. */
  maxLength?: number
  type?: 'text' | 'date'
  /** 'decimal' for money and quantities typed as text (a number keyboard on phones). */
  inputMode?: 'text' | 'decimal'
  /** e.g. '$' before a price. */
  prefix?: string
  suffix?: string
  required?: boolean
  multiline?: boolean
  autoComplete?: string
  /** Shown disabled; the typed value stays in the form (react-hook-form's own `disabled` would drop it). */
  disabled?: boolean
}

/**
 * A labelled text input bound to a react-hook-form field: the field's error replaces the helper text,
 * and a counter shows near a length limit. Every control has a visible label.
 */
export function TextFormField<T extends FieldValues, TT = T>({
  label,
  helperText,
  maxLength,
  type = 'text',
  inputMode,
  prefix,
  suffix,
  required = false,
  multiline = false,
  autoComplete = 'off',
  disabled = false,
  ...controller
}: TextFormFieldProps<T, TT>) {
  const { field, fieldState } = useController(controller)
  const value = typeof field.value === 'string' ? field.value : ''
  const counter = counterText(value.length, maxLength)
  const message = fieldState.error?.message ?? helperText
  return (
    <TextInput
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      id={`field-${field.name}`}
      label={label}
      type={type}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={fieldState.invalid}
      fullWidth
      autoComplete={autoComplete}
      helperText={
        message || counter ? (
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{message}</span>
            {counter ? (
              <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {counter}
              </Box>
            ) : null}
          </Box>
        ) : undefined
      }
      slotProps={{
        inputLabel: type === 'date' ? { shrink: true } : undefined,
        htmlInput: { inputMode },
        input: { startAdornment: prefix, endAdornment: suffix },
      }}
    />
  )
}

/** '1,640 of 2,000 characters' once the text is near its limit, else null. */
export function counterText(length: number, maxLength: number | undefined): string | null {
  if (maxLength === undefined || length < Math.ceil(maxLength * COUNTER_FROM_SHARE)) return null
  return `${length.toLocaleString('en-US')} of ${maxLength.toLocaleString('en-US')} characters`
}
