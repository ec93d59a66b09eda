import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { NDC_EXAMPLE, parseNdc } from '../../contract/ndc'
import { ndcQuerySchema, type NdcQuery } from '../../contract/ndc-stats'
import { TextInput } from '../../components/text-input'

const FORMATS_HINT = `11 digits, or with hyphens as printed on the package (4-4-2, 5-3-2 or 5-4-1), for example ${NDC_EXAMPLE}.`

export interface NdcFormProps {
  /** The NDC from the address; refused at the field at once when it is not valid. */
  initialNdc: string
  /** Called with the 5-4-2 form of a valid NDC only. */
  onSubmit: (formattedNdc: string) => void
}

/**
 * The NDC field: accepts the formats the contract accepts, shows the normalised 11-digit form as it is
 * typed, and refuses anything else at the field (with an example) before any request is sent.
 * spec: Endpoints > 5 ("must be a valid NDC")
 */
export function NdcForm({ initialNdc, onSubmit }: NdcFormProps) {
  const { register, handleSubmit, control, trigger, formState } = useForm<NdcQuery>({
    resolver: zodResolver(ndcQuerySchema()),
    defaultValues: { nationalDrugCode: initialNdc },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const typed = useWatch({ control, name: 'nationalDrugCode' })
  const parsed = parseNdc(typed)

  // An NDC that arrived in the address is checked at once, so a bad link explains itself.
  useEffect(() => {
    if (initialNdc.trim() !== '') void trigger('nationalDrugCode')
  }, [initialNdc, trigger])

  const error = formState.errors.nationalDrugCode?.message
  const helper =
    error ?? (parsed.ok ? `Normalised: ${parsed.formatted} (11 digits: ${parsed.normalized})` : FORMATS_HINT)

  return (
    <Stack
      component="form"
      noValidate
      aria-label="NDC"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          const result = parseNdc(values.nationalDrugCode)
          if (result.ok) onSubmit(result.formatted)
        })(event)
      }
    >
      <TextInput
        {...register('nationalDrugCode')}
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
