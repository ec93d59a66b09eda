import { useForm, Controller, type Control } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod/mini'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { AUDIT_KINDS, AUDIT_KIND_NAMES } from '../../contract/audit-kinds'
import type { TeamUser } from '../../contract/team-user'
import { SelectInput } from '../../components/forms/select-input'
import { ControlledTextInput } from '../../components/forms/controlled-text-input'
import { NO_FILTERS, type AuditFilters } from './audit-state'

// The audit log's filters: by person, kind of action, pharmacy and days; a form applied as one step
// ("Apply filters" pushes a history entry, so Back undoes it), its values from the URL.

const KINDS = AUDIT_KIND_NAMES.map((kind) => ({ value: kind, label: AUDIT_KINDS[kind].label }))

export const DAYS_OUT_OF_ORDER = 'The last day is before the first.'

const FiltersSchema = z
  .object({
    user: z.string(),
    kind: z.union([z.enum(AUDIT_KIND_NAMES), z.literal('')]),
    npi: z.string(),
    from: z.string(),
    to: z.string(),
  })
  .check(
    z.refine<AuditFilters>((f) => f.from === '' || f.to === '' || f.from <= f.to, {
      message: DAYS_OUT_OF_ORDER,
      path: ['to'],
    }),
  )

type SelectName = 'user' | 'kind' | 'npi'

function FilterSelect({
  control,
  name,
  label,
  any,
  options,
}: {
  control: Control<AuditFilters>
  name: SelectName
  label: string
  any: string
  options: readonly { value: string; label: string }[]
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectInput
          label={label}
          id={`field-${name}`}
          fullWidth
          value={field.value}
          onChange={field.onChange}
          htmlSelect={{ name: field.name, onBlur: field.onBlur, ref: field.ref }}
        >
          <option value="">{any}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectInput>
      )}
    />
  )
}

export function AuditFiltersForm({
  filters,
  users,
  pharmacies,
  onApply,
}: {
  filters: AuditFilters
  users: readonly TeamUser[]
  /** The group's pharmacies the admin acts for (the session's). */
  pharmacies: readonly { npi: number; name: string | null }[]
  onApply: (filters: AuditFilters) => void
}) {
  const { control, handleSubmit, reset } = useForm<AuditFilters>({
    resolver: zodResolver(FiltersSchema),
    values: filters,
  })
  const submit = handleSubmit(onApply)
  const userOptions = users.map((u) => ({ value: u.id, label: `${u.name} (${u.email})` }))
  // A filter from the URL that is not among the options is kept, shown by its value.
  if (filters.user && !users.some((u) => u.id === filters.user))
    userOptions.push({ value: filters.user, label: filters.user })
  const npiOptions = pharmacies.map((p) => ({
    value: String(p.npi),
    label: p.name ? `${p.name} · NPI ${p.npi}` : `NPI ${p.npi}`,
  }))
  if (filters.npi && !pharmacies.some((p) => String(p.npi) === filters.npi))
    npiOptions.push({ value: filters.npi, label: filters.npi })

  return (
    <Box component="form" aria-label="Audit log filters" noValidate onSubmit={(event) => void submit(event)}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        <FilterSelect control={control} name="user" label="Person" any="Anyone" options={userOptions} />
        <FilterSelect control={control} name="kind" label="Kind of action" any="Every kind" options={KINDS} />
        <FilterSelect control={control} name="npi" label="Pharmacy" any="Any pharmacy" options={npiOptions} />
        <ControlledTextInput control={control} name="from" label="From day" type="date" />
        <ControlledTextInput control={control} name="to" label="To day" type="date" />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          Apply filters
        </Button>
        <Button
          onClick={() => {
            reset(NO_FILTERS)
            onApply(NO_FILTERS)
          }}
        >
          Clear filters
        </Button>
      </Stack>
    </Box>
  )
}
