import { useId, type ReactNode, type Ref } from 'react'
import { styled, type SxProps, type Theme } from '@mui/material/styles'

/** What the label, outline and helper text around a control need: the same for a text box and a select. */
export interface FieldFrameProps {
  label: ReactNode
  /** The outer element, as TextField's: react-hook-form's register() finds the control inside. */
  ref?: Ref<HTMLDivElement>
  id?: string
  /** Shown under the field; with `error`, in the error colour. */
  helperText?: ReactNode
  error?: boolean
  required?: boolean
  disabled?: boolean
  fullWidth?: boolean
  size?: 'small' | 'medium'
  sx?: SxProps<Theme>
}

/** The states of a control that the frame draws and the control itself states (aria-invalid, required). */
export interface FieldControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': boolean
  required: boolean | undefined
  disabled: boolean | undefined
}

/**
 * Label, outline and helper text around a control, drawn as MUI's outlined TextField draws them (the
 * label floats into a notch of the outline once the field has focus or a value), from the theme. It names
 * the control (its id, or one of its own) and the helper text that describes it. MUI's own parts
 * (FormControl, InputLabel, OutlinedInput, FormHelperText) bring their context, state machinery and an
 * autosizing textarea onto every page with a text box; a native control needs none of that.
 */
export function FieldFrame({
  id,
  label,
  helperText,
  error = false,
  required,
  disabled,
  fullWidth,
  size,
  sx,
  ref,
  shrink,
  filled = false,
  startAdornment,
  endAdornment,
  multiline,
  children,
}: FieldFrameProps & {
  /** The label stays above the field (a date, a select), whatever the value. */
  shrink?: boolean
  filled?: boolean
  startAdornment?: ReactNode
  endAdornment?: ReactNode
  multiline?: boolean
  children: (control: FieldControlProps) => ReactNode
}) {
  const ownId = useId()
  const inputId = id ?? ownId
  const helperId = helperText ? `${inputId}-helper-text` : undefined
  // Focus floats the label too, drawn by the stylesheet (FOCUSED): no render on focus or blur.
  const floating = shrink ?? (filled || Boolean(startAdornment))
  const on = (state: boolean | undefined) => (state ? '' : undefined)
  return (
    <FrameRoot
      ref={ref}
      sx={sx}
      data-error={on(error)}
      data-disabled={on(disabled)}
      data-shrink={on(floating)}
      data-small={on(size === 'small')}
      data-full-width={on(fullWidth)}
    >
      <label htmlFor={inputId}>
        {label}
        {required ? <span aria-hidden="true">{'\u2009*'}</span> : null}
      </label>
      <div
        data-multiline={on(multiline)}
        data-start={on(Boolean(startAdornment))}
        data-end={on(Boolean(endAdornment))}
        // A click on the outline's padding goes to the control, as in MUI's fields.
        onClick={(event) => {
          if (event.target === event.currentTarget) document.getElementById(inputId)?.focus()
        }}
      >
        {startAdornment ? <span>{startAdornment}</span> : null}
        {children({
          id: inputId,
          'aria-describedby': helperId,
          'aria-invalid': error,
          required,
          disabled,
        })}
        {endAdornment ? <span>{endAdornment}</span> : null}
        <fieldset aria-hidden="true">
          <legend>
            <span>
              {label}
              {required ? '\u2009*' : null}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText ? <p id={helperId}>{helperText}</p> : null}
    </FrameRoot>
  )
}

/**
 * Whether a control the page does not control (react-hook-form's register(), the search box) holds text:
 * the label floats then (`data-typed` below). Written on the frame by the control's own events rather than
 * held in state, so a key renders nothing. Call it after setting such a control's value.
 */
export function showTyped(control: HTMLInputElement | HTMLTextAreaElement): void {
  // The frame's fixed structure: its root > the outline's box > the control.
  control.parentElement?.parentElement?.toggleAttribute('data-typed', control.value !== '')
}

/** The control inside a FieldFrame: a text box, a textarea or a select. */
const CONTROL = '& > div > :is(input, textarea, select)'

/**
 * The field while its control has the focus (not a button beside it: adornments sit in a span). Drawn by
 * the stylesheet alone, so focusing a field renders nothing: a focus state in React re-rendered the field
 * on every focus and blur, the longest part of the first click into a search box.
 */
const FOCUSED = ':has(> div > :focus)'
/** Focused, and not in error: the error's colour stays, as in MUI's fields. */
const FOCUSED_OK = `&:not([data-error])${FOCUSED}`

// One styled element for the whole field: its parts are plain elements in a fixed structure, styled
// from here, so the page inserts one set of rules however many fields it has.
/** The box around a field and its helper text, as MUI's FormControl lays it out. */
export const FIELD_ROOT = {
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  verticalAlign: 'top',
} as const

/** A native checkbox made invisible over the whole of what draws it, so it still takes clicks and focus. */
export const INVISIBLE_NATIVE_INPUT = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  opacity: 0,
  cursor: 'inherit',
} as const

const FrameRoot = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette
  const outline = theme.alpha(theme.vars?.palette.common.onBackground ?? palette.text.primary, 0.23)
  const ease = theme.transitions.easing.easeOut
  return {
    ...FIELD_ROOT,
    '&[data-full-width]': { width: '100%' },

    // The label: inside the outline while the field is empty, in its notch once it floats.
    '& > label': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.secondary,
      display: 'block',
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      pointerEvents: 'none',
      transformOrigin: 'top left',
      transform: 'translate(14px, 16px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      transition: theme.transitions.create(['color', 'transform', 'max-width'], {
        duration: theme.transitions.duration.shorter,
        easing: ease,
      }),
    },
    '&[data-small] > label': { transform: 'translate(14px, 9px) scale(1)' },
    [`&:is([data-shrink], [data-typed], ${FOCUSED}) > label`]: {
      transform: 'translate(14px, -9px) scale(0.75)',
      maxWidth: 'calc(133% - 32px)',
      userSelect: 'none',
      pointerEvents: 'auto',
    },
    [`${FOCUSED_OK} > label`]: { color: palette.primary.main },
    '&[data-disabled] > label': { color: palette.text.disabled },
    '&[data-error] > label': { color: palette.error.main },

    // The outlined box around the control and its adornments.
    '& > div': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.primary,
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      borderRadius: (theme.vars ?? theme).shape.borderRadius,
      '&[data-start]': { paddingLeft: 14 },
      '&[data-end]': { paddingRight: 14 },
      '&[data-multiline]': { padding: '16.5px 14px' },
      '&:hover > fieldset': { borderColor: palette.text.primary },
      '@media (hover: none)': { '&:hover > fieldset': { borderColor: outline } },
      // Adornments: a unit, a currency sign, a button.
      '& > span': {
        display: 'flex',
        alignItems: 'center',
        height: '0.01em',
        maxHeight: '2em',
        whiteSpace: 'nowrap',
        color: palette.text.secondary,
        '&:first-child': { marginRight: 8 },
        '&:not(:first-child)': { marginLeft: 8 },
      },
    },
    '&[data-small] > div[data-multiline]': { padding: '8.5px 14px' },
    '&[data-disabled] > div': { color: palette.text.disabled, cursor: 'default' },

    // The outline is a fieldset whose legend, as wide as the floating label, cuts the notch.
    '& fieldset': {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: outline,
      overflow: 'hidden',
      minWidth: '0%',
    },
    [`&${FOCUSED} fieldset`]: { borderWidth: 2 },
    [`${FOCUSED_OK} fieldset`]: { borderColor: palette.primary.main },
    '&[data-error] fieldset': { borderColor: palette.error.main },
    '&[data-disabled] fieldset': { borderColor: palette.action.disabled },
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      whiteSpace: 'nowrap',
      transition: theme.transitions.create('max-width', { duration: 50, easing: ease }),
      '& > span': {
        paddingLeft: 5,
        paddingRight: 5,
        display: 'inline-block',
        opacity: 0,
        visibility: 'visible',
      },
    },
    [`&:is([data-shrink], [data-typed], ${FOCUSED}) legend`]: {
      maxWidth: '100%',
      transition: theme.transitions.create('max-width', { duration: 100, easing: ease, delay: 50 }),
    },

    [CONTROL]: {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&:disabled': { opacity: 1, WebkitTextFillColor: palette.text.disabled },
      '&::placeholder': {
        color: 'currentColor',
        opacity: theme.vars?.opacity.inputPlaceholder ?? 0.42,
        transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shorter }),
      },
      '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
      '&:-webkit-autofill': {
        borderRadius: 'inherit',
        WebkitBoxShadow: theme.vars?.palette.Input.autofillWebkitBoxShadow,
        ...theme.applyStyles('dark', { WebkitTextFillColor: '#fff', caretColor: '#fff' }),
      },
    },
    // Under a label that has not floated, a placeholder would be drawn over by it.
    [`&:not([data-shrink], [data-typed]):not(${FOCUSED}) > div > :is(input, textarea)::placeholder`]: {
      opacity: 0,
    },
    // A browser's autofill fills the control without telling the page: the label floats all the same.
    '&:has(:autofill) > label': {
      transform: 'translate(14px, -9px) scale(0.75)',
      maxWidth: 'calc(133% - 32px)',
    },
    '&:has(:autofill) legend': { maxWidth: '100%' },
    [`&[data-small] ${CONTROL.slice(2)}`]: { padding: '8.5px 14px' },
    '& > div[data-start] > :is(input, textarea)': { paddingLeft: 0 },
    '& > div[data-end] > :is(input, textarea)': { paddingRight: 0 },
    '& > div > textarea': { height: 'auto', resize: 'none', padding: 0 },
    '&[data-small] > div > textarea': { padding: 0 },

    // A select: the browser's own list, with MUI's arrow in place of the browser's.
    '& > div > select': {
      appearance: 'none',
      userSelect: 'none',
      cursor: 'pointer',
      borderRadius: 'inherit',
      paddingRight: 32,
      '&:disabled': { cursor: 'default' },
      '& option, & optgroup': { backgroundColor: palette.background.paper },
    },
    '&[data-small] > div > select': { paddingRight: 32 },
    '& > div > svg': {
      position: 'absolute',
      right: 7,
      top: 'calc(50% - .5em)',
      width: '1em',
      height: '1em',
      fontSize: '1.5rem',
      fill: 'currentColor',
      pointerEvents: 'none',
      color: palette.action.active,
    },
    '&[data-disabled] > div > svg': { color: palette.action.disabled },

    '& > p': {
      ...theme.typography.caption,
      color: palette.text.secondary,
      textAlign: 'left',
      margin: '3px 14px 0',
    },
    '&[data-small] > p': { marginTop: 4 },
    '&[data-error] > p': { color: palette.error.main },
  }
})
