import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'

export interface ApiKeyFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string
}

/** The key is a secret: hidden by default, never autocompleted, kept only for this browser tab. */
export function ApiKeyField({ value, onChange, error }: ApiKeyFieldProps) {
  const [shown, setShown] = useState(false)
  return (
    <TextField
      label="API key"
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? 'Sent as the X-SERVICE-AUTH header. Kept only until this browser tab is closed.'}
      autoComplete="off"
      slotProps={{
        htmlInput: { spellCheck: false, autoCapitalize: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? 'Hide API key' : 'Show API key'}
                onClick={() => setShown((s) => !s)}
                edge="end"
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
