import { useEffect, useState } from 'react'
import { LIMITS } from '../../contract/strings'
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

/** What the box shows, the URL term it last saw, and its own commits the URL has not shown yet (oldest first). */
interface Box {
  text: string
  url: string
  ours: readonly string[]
}

/** The box after sending `text` to the URL. A term the URL already shows needs no wait for it. */
const sent =
  (text: string) =>
  (current: Box): Box => ({
    ...current,
    ours: text === current.url ? [] : [...current.ours, text],
  })

/** The draft search term, debounced. Follows the URL when it changes from elsewhere (back, a link). */
export function SearchBox({ value, onCommit }: SearchBoxProps) {
  const [box, setBox] = useState<Box>({ text: value, url: value, ours: [] })
  // The URL follows a commit only later (the router renders navigations as transitions, and typing
  // interrupts them), so until then it still shows an older term: that is not a change from elsewhere and
  // must not replace what is being typed. A URL term that is none of the box's own commits came from
  // elsewhere (back/forward, "clear filters") and replaces the text.
  if (value !== box.url) {
    const at = box.ours.indexOf(value)
    setBox(
      at >= 0
        ? { text: box.text, url: value, ours: box.ours.slice(at + 1) }
        : { text: value, url: value, ours: [] },
    )
  }
  /** The term last sent to the URL, or the URL's own. */
  const committed = box.ours.at(-1) ?? box.url

  const commit = (text: string) => {
    if (text === committed) return
    setBox(sent(text))
    onCommit(text)
  }

  useEffect(() => {
    if (box.text === committed) return
    const text = box.text
    const timer = setTimeout(() => {
      setBox(sent(text))
      onCommit(text)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [box.text, committed, onCommit])

  const length = box.text.length
  return (
    <TextInput
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
