import { memo } from 'react'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { StatusMap } from '../../contract/enums'

export const ALL_STATUSES = 'all'

export interface StatusFilterProps {
  /** The status names and codes (contract/enums.ts). */
  statuses: StatusMap
  /** A status name, or ALL_STATUSES. */
  value: string
  onChange: (value: string) => void
  label?: string
}

/** A select of status names, "All statuses" first. Memoised: a list's steps leave it as it is. */
export const StatusFilter = memo(function StatusFilter({
  statuses,
  value,
  onChange,
  label = 'Status',
}: StatusFilterProps) {
  return (
    <TextField
      select
      id="status-filter"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200, alignSelf: 'flex-start' }}
      size="small"
    >
      <MenuItem value={ALL_STATUSES}>All statuses</MenuItem>
      {Object.keys(statuses).map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  )
})

/** The status code of a name from the URL (?status=Pending), or undefined for all or an unknown name. */
export function statusFromName(statuses: StatusMap, name: string | null): number | undefined {
  return name !== null && Object.hasOwn(statuses, name) ? statuses[name] : undefined
}
