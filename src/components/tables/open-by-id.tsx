import { memo, useState } from 'react'
import { useLocation } from 'wouter'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { GuidSchema } from '../../contract/common'
import { TextInput } from '../forms/text-input'
import './open-by-id.css'

export interface OpenByIdProps {
  /** e.g. "Listing reference". */
  label: string
  /** What the disclosure says, e.g. "Open a listing by its reference". */
  summary: string
  /** Shown open: when the service cannot list, opening by id is the only way to one. */
  open?: boolean
  /** The edit page's address for an id. */
  hrefFor: (id: string) => string
}

/**
 * Opens an edit page by the object's id: how to reach one when the service cannot list them. Behind a
 * disclosure (a native details element: no script), so the list is what the page shows first.
 * Memoised: the list page re-renders on each step of its list, this field only when its label changes.
 */
export const OpenById = memo(function OpenById({ label, summary, open, hrefFor }: OpenByIdProps) {
  const [, navigate] = useLocation()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const go = () => {
    const id = text.trim()
    if (!GuidSchema.safeParse(id).success) {
      setProblem(
        `Enter the ${label.toLowerCase()} in full: 32 letters and digits in five groups, for example 9979ac03-1763-44d3-8c5e-65d6d20e0e8d.`,
      )
      return
    }
    navigate(hrefFor(id))
  }
  return (
    <details className="open-by-id" open={open}>
      <summary>{summary}</summary>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', pt: 1.5 }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          go()
        }}
      >
        <TextInput
          id="open-by-id"
          label={label}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setProblem(null)
          }}
          error={problem !== null}
          helperText={problem ?? ' '}
          size="small"
          sx={{ flexGrow: 1, maxWidth: 480 }}
          autoComplete="off"
        />
        <Button type="submit" variant="outlined">
          Open
        </Button>
      </Stack>
    </details>
  )
})
