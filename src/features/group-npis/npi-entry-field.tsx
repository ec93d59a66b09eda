import { useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react'
import { splitNpiText, splitTyping } from './npi-entries'
import { TextInput } from '../../components/forms/text-input'

export interface NpiEntryFieldProps {
  /** Receives finished entries as text, in order; they become chips. */
  onEntries: (texts: string[]) => void
  disabled?: boolean
  inputRef?: Ref<HTMLInputElement>
}

/**
 * Where NPIs are typed or pasted. A separator (comma, space, new line) finishes an entry; a paste adds
 * everything pasted at once; Enter or leaving the field finishes the entry being typed.
 */
export function NpiEntryField({ onEntries, disabled = false, inputRef }: NpiEntryFieldProps) {
  const [value, setValue] = useState('')

  const finish = (text: string) => {
    const texts = splitNpiText(text)
    if (texts.length > 0) onEntries(texts)
    setValue('')
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // What was pasted joins what was typed around the cursor, and all of it becomes chips at once.
    const pasted = event.clipboardData.getData('text')
    event.preventDefault()
    const input = event.currentTarget
    const start = input.selectionStart ?? value.length
    const end = input.selectionEnd ?? value.length
    finish(value.slice(0, start) + pasted + value.slice(end))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    // Enter finishes the entry; it never submits the form half-typed.
    event.preventDefault()
    finish(value)
  }

  return (
    <TextInput
      label="Add NPIs"
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const { done, rest } = splitTyping(event.target.value)
        if (done.length > 0) onEntries(done)
        setValue(rest)
      }}
      onBlur={() => finish(value)}
      helperText="Type or paste NPIs, separated by commas, spaces or new lines. Press Enter to add the one you are typing."
      autoComplete="off"
      inputRef={inputRef}
      slotProps={{ htmlInput: { spellCheck: false, onPaste, onKeyDown } }}
      fullWidth
    />
  )
}
