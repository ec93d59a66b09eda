import {
  useCallback,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type KeyboardEventHandler,
  type ReactNode,
  type Ref,
} from 'react'
import { FieldFrame, showTyped, type FieldFrameProps } from './field-frame'

type Control = HTMLInputElement | HTMLTextAreaElement

export interface TextInputProps extends FieldFrameProps {
  name?: string
  value?: string | number
  onChange?: ChangeEventHandler<Control>
  onBlur?: FocusEventHandler<Control>
  onKeyDown?: KeyboardEventHandler<HTMLInputElement | HTMLTextAreaElement>
  inputRef?: Ref<Control>
  type?: string
  placeholder?: string
  autoComplete?: string
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  multiline?: boolean
  /** The rows a multiline field shows at least; it grows with its text. */
  minRows?: number
  slotProps?: {
    /** Attributes of the <input> (or <textarea>) itself. */
    htmlInput?: InputHTMLAttributes<Control> & Record<`data-${string}`, string>
    /** Shown inside the outline before or after the text: a unit, a currency sign, a button. */
    input?: { startAdornment?: ReactNode; endAdornment?: ReactNode }
    inputLabel?: { shrink?: boolean }
  }
}

/**
 * An outlined text field with its label and helper text, as MUI's TextField shows it, around the
 * browser's own <input> (or <textarea> when multiline). A select is SelectInput (select-input.tsx).
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
  inputRef,
  multiline = false,
  minRows,
  value,
  onChange,
  ...input
}: TextInputProps) {
  const control = useRef<Control | null>(null)
  useLayoutEffect(() => {
    const element = control.current
    if (!element) return
    if (value === undefined) showTyped(element)
    if (multiline) fitRows(element)
  }, [value, multiline])
  const attach = useCallback(
    (element: Control | null) => {
      control.current = element
      setRef(inputRef, element)
    },
    [inputRef],
  )
  const props = {
    ...input,
    value,
    onChange: (event: ChangeEvent<Control>) => {
      if (value === undefined) showTyped(event.target)
      if (multiline) fitRows(event.target)
      onChange?.(event)
    },
    ...slotProps?.htmlInput,
    ...(inputMode ? { inputMode } : {}),
  }
  return (
    <FieldFrame
      {...{ label, ref, id, helperText, error, required, disabled, fullWidth, size, sx, multiline }}
      shrink={slotProps?.inputLabel?.shrink}
      filled={value !== undefined && String(value) !== ''}
      startAdornment={slotProps?.input?.startAdornment}
      endAdornment={slotProps?.input?.endAdornment}
    >
      {(frame) =>
        multiline ? (
          <textarea
            ref={attach}
            rows={minRows}
            style={SIZED_BY_CONTENT ? { fieldSizing: 'content', minHeight: `${minRows ?? 1}lh` } : undefined}
            {...props}
            {...frame}
          />
        ) : (
          <input ref={attach} {...props} {...frame} />
        )
      }
    </FieldFrame>
  )
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/**
 * Whether the browser sizes a textarea to its text by itself (CSS field-sizing). Then nothing is measured:
 * reading scrollHeight while the form first renders forces a layout of the whole page, a long task on a
 * phone.
 */
const SIZED_BY_CONTENT = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content')

/** A multiline field grows with its text instead of scrolling it, as MUI's autosizing textarea does. */
function fitRows(element: Control) {
  if (SIZED_BY_CONTENT || !(element instanceof HTMLTextAreaElement)) return
  element.style.height = 'auto'
  element.style.height = `${element.scrollHeight}px`
}
