import { useEffect, useState } from 'react'
import TextField from '@mui/material/TextField'
import { LIMITS } from '../../contract/strings'

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

/** The draft search term, debounced. Follows the URL when it changes from elsewhere (back, a link). */
export function SearchBox({ value, onCommit }: SearchBoxProps) {
  // `committed` is the last term this box and the URL agreed on; a URL value that differs from it was
  // changed from outside (back/forward, "clear filters"), and replaces what is in the box.
  const [box, setBox] = useState({ text: value, committed: value })
  if (value !== box.committed) setBox({ text: value, committed: value })

  const commit = (text: string) => {
    setBox({ text, committed: text })
    if (text !== value) onCommit(text)
  }

  useEffect(() => {
    if (box.text === box.committed) return
    const timer = setTimeout(() => {
      setBox({ text: box.text, committed: box.text })
      onCommit(box.text)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [box, onCommit])

  const length = box.text.length
  return (
    <TextField
      label="Search drafts"
      type="search"
      value={box.text}
      onChange={(event) => {
        const text = event.target.value.slice(0, MAX_LENGTH)
        setBox((current) => ({ ...current, text }))
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(box.text)
      }}
      helperText={
        length >= COUNTER_FROM ? `${length} of ${MAX_LENGTH} characters` : 'Drug name, form or strength'
      }
      slotProps={{ htmlInput: { maxLength: MAX_LENGTH, autoComplete: 'off', spellCheck: false } }}
      sx={{ minWidth: { xs: '100%', sm: 320 }, flexGrow: 1 }}
    />
  )
}
