import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { PharmacyMember, PharmacySearchResponse } from '../../contract/groups'
import { npiProblem } from '../../contract/npi'

export interface PharmacyChoiceProps {
  /** The group as the service lists it, or null when the service has no pharmacy list. */
  membership: PharmacySearchResponse | null
  /** The chosen NPI as text. */
  value: string
  onChange: (npi: string) => void
  error?: string
}

/** The name a pharmacy trades under (DBA) when it has one: what its staff call it. */
export function displayName(m: PharmacyMember): string {
  return m.dba?.trim() ? m.dba : m.name
}

function memberLabel(m: PharmacyMember): string {
  const dba = m.dba && m.dba !== m.name ? ` (${m.dba})` : ''
  const place = m.city ? `, ${m.city}${m.stateAcronym ? `, ${m.stateAcronym}` : ''}` : ''
  return `${m.name}${dba}, NPI ${m.npi}${place}`
}

/** Why the choice cannot be used, or null. A typed NPI is checked with the NPI rule (check digit). */
export function pharmacyChoiceProblem(
  value: string,
  membership: PharmacySearchResponse | null,
): string | null {
  if (membership && membership.members.length > 0) {
    return membership.members.some((m) => String(m.npi) === value.trim())
      ? null
      : 'Choose the pharmacy to act for.'
  }
  if (value.trim() === '') return 'Enter the NPI of the pharmacy to act for.'
  return npiProblem(value)
}

/** Pick a member of the group when the service lists them; otherwise type the NPI. */
export function PharmacyChoice({ membership, value, onChange, error }: PharmacyChoiceProps) {
  if (membership && membership.members.length > 0) {
    const invited = membership.pendingInvitations.length
    return (
      <Stack spacing={1}>
        <Typography>
          The key belongs to <strong>{membership.groupName}</strong>. Choose the pharmacy you act for.
        </Typography>
        <TextField
          select
          label="Acting pharmacy"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={Boolean(error)}
          helperText={
            error ??
            (invited > 0
              ? `${invited} invited pharmacies are not listed: they can be chosen once they have registered.`
              : ' ')
          }
        >
          {membership.members.map((m) => (
            <MenuItem key={m.npi} value={String(m.npi)}>
              {memberLabel(m)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    )
  }
  return (
    <Stack spacing={1}>
      <Typography>
        {membership
          ? `The key belongs to ${membership.groupName}, which has no registered member pharmacies yet.`
          : 'This service does not list the pharmacies of your group.'}{' '}
        Enter the NPI of the pharmacy you act for.
      </Typography>
      <TextField
        label="Acting pharmacy NPI"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? '10 digits, for example 1234567893.'}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        autoComplete="off"
      />
    </Stack>
  )
}
