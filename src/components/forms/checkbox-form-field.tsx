import type { ReactNode } from 'react'
import {
  useController,
  type FieldPathByValue,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form'
import { styled } from '@mui/material/styles'
import { FIELD_ROOT, INVISIBLE_NATIVE_INPUT } from './field-frame'

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

/**
 * A labelled checkbox bound to a react-hook-form boolean field, with its error or helper text: the
 * browser's own checkbox under MUI's checkbox icons, drawn from the theme as MUI's Checkbox draws them.
 */
export function CheckboxFormField<T extends FieldValues, TT = T>({
  label,
  helperText,
  onValueChange,
  disabled = false,
  ...controller
}: CheckboxFormFieldProps<T, TT>) {
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController(controller)
  const helperId = `field-${field.name}-helper`
  const message = fieldState.error?.message ?? helperText
  return (
    <CheckboxRoot data-error={fieldState.invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      <label>
        <span>
          <input
            type="checkbox"
            name={field.name}
            checked={field.value === true}
            disabled={disabled}
            onChange={(event) => {
              field.onChange(event.target.checked)
              onValueChange?.(event.target.checked)
            }}
            onBlur={field.onBlur}
            ref={inputRef}
            aria-describedby={message ? helperId : undefined}
          />
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
            <path d="M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z" />
            <path d="M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z" />
          </svg>
        </span>
        <span>{label}</span>
      </label>
      {message ? <p id={helperId}>{message}</p> : null}
    </CheckboxRoot>
  )
}

// MUI's FormControl > FormControlLabel > Checkbox and FormHelperText, as one styled element.
const CheckboxRoot = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette
  return {
    ...FIELD_ROOT,
    '& > label': {
      display: 'inline-flex',
      alignItems: 'center',
      cursor: 'pointer',
      verticalAlign: 'middle',
      WebkitTapHighlightColor: 'transparent',
      marginLeft: -11,
      marginRight: 16,
      '& > span:last-child': theme.typography.body1,
    },
    // The round area around the box: hovered and focused like MUI's ripple.
    '& > label > span:first-child': {
      position: 'relative',
      display: 'inline-flex',
      padding: 9,
      borderRadius: '50%',
      color: palette.text.secondary,
      '&:hover': { backgroundColor: theme.alpha(palette.primary.main, palette.action.hoverOpacity) },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    },
    '& input': { ...INVISIBLE_NATIVE_INPUT, zIndex: 1 },
    '& svg': {
      width: '1em',
      height: '1em',
      fontSize: '1.5rem',
      fill: 'currentColor',
      flexShrink: 0,
      borderRadius: '50%',
      '& > path:last-child': { display: 'none' },
    },
    '& input:checked + svg': {
      color: palette.primary.main,
      '& > path:first-child': { display: 'none' },
      '& > path:last-child': { display: 'inline' },
    },
    '& input:focus-visible + svg': { boxShadow: `0 0 0 9px ${theme.alpha(palette.action.active, 0.3)}` },
    '& input:checked:focus-visible + svg': {
      boxShadow: `0 0 0 9px ${theme.alpha(palette.primary.main, 0.3)}`,
    },
    '& input:disabled + svg': { color: palette.action.disabled },
    '&[data-disabled] > label': { cursor: 'default', color: palette.text.disabled },
    '& > p': {
      ...theme.typography.caption,
      color: palette.text.secondary,
      textAlign: 'left',
      margin: '-4px 14px 0 32px',
    },
    '&[data-error] > p': { color: palette.error.main },
  }
})
