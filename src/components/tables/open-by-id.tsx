import { memo, useState } from 'react'
import { useLocation } from 'wouter'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { GuidSchema } from '../../contract/common'
import { TextInput } from '../forms/text-input'

export interface OpenByIdProps {
  /** e.g. "Listing id". */
  label: string
  /** The edit page's address for an id. */
  hrefFor: (id: string) => string
}

/**
 * Opens an edit page by the object's id: how to reach one when the service cannot list them. Memoised:
 * the list page re-renders on each step of its list, this field only when its label changes.
 */
export const OpenById = memo(function OpenById({ label, hrefFor }: OpenByIdProps) {
  const [, navigate] = useLocation()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const open = () => {
    const id = text.trim()
    if (!GuidSchema.safeParse(id).success) {
      setProblem('Enter the id as a GUID, for example 9979ac03-1763-44d3-8c5e-65d6d20e0e8d.')
      return
    }
    navigate(hrefFor(id))
  }
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        open()
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
  )
})
