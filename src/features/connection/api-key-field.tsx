import { useState, type Ref } from 'react'
import IconButton from '@mui/material/IconButton'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import { TextInput } from '../../components/forms/text-input'

export interface ApiKeyFieldProps {
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  error?: string
}

/** The key is a secret: hidden by default, never autocompleted, kept only for this browser tab. */
export function ApiKeyField({ value, onChange, onBlur, inputRef, error }: ApiKeyFieldProps) {
  const [shown, setShown] = useState(false)
  return (
    <TextInput
      label="API key"
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={
        error ?? 'Sent with every request to the service. Kept only until this browser tab is closed.'
      }
      autoComplete="off"
      slotProps={{
        htmlInput: { spellCheck: false, autoCapitalize: 'off' },
        input: {
          endAdornment: (
            <IconButton
              aria-label={shown ? 'Hide API key' : 'Show API key'}
              onClick={() => setShown((s) => !s)}
              edge="end"
            >
              {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </IconButton>
          ),
        },
      }}
    />
  )
}
