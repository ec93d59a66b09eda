import { useRef, useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { NDC_EXAMPLE, parseNdc } from '../../contract/ndc'
import { ndcQuerySchema } from '../../contract/ndc-stats'
import { TextInput } from '../../components/forms/text-input'

const FORMATS_HINT = `11 digits, or with hyphens as printed on the package (4-4-2, 5-3-2 or 5-4-1), for example ${NDC_EXAMPLE}.`

export interface NdcFormProps {
  /** The NDC from the address; refused at the field at once when it is not valid. */
  initialNdc: string
  /** Called with the 5-4-2 form of a valid NDC only. */
  onSubmit: (formattedNdc: string) => void
}

/**
 * The NDC field: accepts the formats the contract accepts, shows the code as it reads in the usual
 * 5-4-2 form as it is typed, and refuses anything else at the field (with an example) before any request is sent.
 * spec: Endpoints > 5 ("must be a valid NDC")
 */
export function NdcForm({ initialNdc, onSubmit }: NdcFormProps) {
  const [typed, setTyped] = useState(initialNdc)
  // Checked on submit, then again as it is typed; an NDC that arrived in the address is checked at once,
  // so a bad link explains itself. One field needs no form library: the contract's schema checks it.
  const [checking, setChecking] = useState(initialNdc.trim() !== '')
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null)
  const parsed = parseNdc(typed)
  const error = checking ? problemOf(typed) : undefined
  const helper = error ?? (parsed.ok ? `Reads as NDC ${parsed.formatted}.` : FORMATS_HINT)

  return (
    <Stack
      component="form"
      noValidate
      aria-label="NDC"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault()
        setChecking(true)
        if (problemOf(typed) !== undefined) {
          inputRef.current?.focus()
          return
        }
        const result = parseNdc(typed)
        if (result.ok) onSubmit(result.formatted)
      }}
    >
      <TextInput
        name="nationalDrugCode"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        inputRef={inputRef}
        label="National Drug Code (NDC)"
        error={error !== undefined}
        helperText={helper}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false } }}
        sx={{ width: { xs: '100%', sm: 420 } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
        Show prices
      </Button>
    </Stack>
  )
}

/** The contract's message for a typed NDC it refuses, or undefined. */
function problemOf(nationalDrugCode: string): string | undefined {
  const result = ndcQuerySchema().safeParse({ nationalDrugCode })
  return result.success ? undefined : result.error.issues[0]?.message
}
