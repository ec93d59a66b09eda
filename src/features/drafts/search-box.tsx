import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react'
import { LIMITS } from '../../contract/strings'
import { showTyped } from '../../components/forms/field-frame'
import { TextInput } from '../../components/forms/text-input'

/** Typing pauses this long before a search is sent, so a word costs one request, not one per key. */
export const SEARCH_DEBOUNCE_MS = 300
const MAX_LENGTH = LIMITS.draftSearch.searchTerm
// The counter appears when the limit is near, not all the time.
const COUNTER_FROM = MAX_LENGTH - 56

export interface SearchBoxProps {
  /** The term in the URL. */
  value: string
  /** Called after typing pauses, or at once on Enter. */
  onCommit: (term: string) => void
}

/** The URL term the box last saw, and its own commits the URL has not shown yet (oldest first). */
interface Sent {
  url: string
  ours: string[]
}

/** The characters typed, once the counter shows (near the limit); null below it. */
const counted = (text: string) => (text.length >= COUNTER_FROM ? text.length : null)

/**
 * The draft search term, debounced. Follows the URL when it changes from elsewhere (back, a link).
 *
 * The browser keeps the text (an uncontrolled input): a key restarts the debounce and renders nothing,
 * where a controlled box re-rendered the field, its frame and its styles on every key (at 4x CPU slowdown,
 * about 11 ms of a key's task, `npm run bench:interaction`). The label floats by an attribute the field
 * writes itself (field-frame.tsx); React state changes only near the limit, for the counter.
 */
export function SearchBox({ value, onCommit }: SearchBoxProps) {
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null)
  const sent = useRef<Sent>({ url: value, ours: [] })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [count, setCount] = useState(() => counted(value))

  /** Sends `text` to the URL, unless it is the term last sent (or the URL's own). */
  const commit = (text: string) => {
    clearTimeout(timer.current)
    const { url, ours } = sent.current
    if (text === (ours.at(-1) ?? url)) return
    sent.current = { url, ours: text === url ? [] : [...ours, text] }
    onCommit(text)
  }

  // The URL term reaches the box only later (the page renders a new search in the background,
  // useDeferredValue in drafts-page.tsx), so until then it still shows an older term: that is not a
  // change from elsewhere and must not replace what is being typed. A URL term that is none of the box's
  // own commits came from elsewhere (back/forward, "clear filters") and replaces the text; a search
  // waiting to be sent is dropped.
  useLayoutEffect(() => {
    const { url, ours } = sent.current
    if (value === url) return
    const at = ours.indexOf(value)
    if (at >= 0) {
      sent.current = { url: value, ours: ours.slice(at + 1) }
      return
    }
    sent.current = { url: value, ours: [] }
    clearTimeout(timer.current)
    if (input.current) {
      input.current.value = value
      showTyped(input.current)
    }
    setCount(counted(value))
  }, [value])

  useEffect(() => () => clearTimeout(timer.current), [])

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = event.target.value.slice(0, MAX_LENGTH)
    // Only when it changes: React may render a component once more for a state set to the value it holds.
    if (count !== counted(text)) setCount(counted(text))
    clearTimeout(timer.current)
    timer.current = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS)
  }

  return (
    <TextInput
      label="Search drafts"
      type="search"
      inputRef={input}
      onChange={onChange}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value.slice(0, MAX_LENGTH))
      }}
      helperText={count === null ? 'Drug name, form or strength' : `${count} of ${MAX_LENGTH} characters`}
      slotProps={{
        htmlInput: { defaultValue: value, maxLength: MAX_LENGTH, autoComplete: 'off', spellCheck: false },
      }}
      sx={SX}
    />
  )
}

const SX = { minWidth: { xs: '100%', sm: 320 }, flexGrow: 1 }
