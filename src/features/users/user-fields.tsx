import { Controller, type Control } from 'react-hook-form'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { SelectInput } from '../../components/forms/select-input'
import './user-fields.css'
import { ControlledTextInput } from '../../components/forms/controlled-text-input'
import { ROLE_LABELS, ROLE_NAMES, type AddUserValues } from './user-form-values'

/** A pharmacy the user may be given: the group's members, and any NPI the user already has. */
export type PharmacyChoice = { npi: number; name: string | null }

/**
 * The user dialog's fields: e-mail and first password only when adding (an address names the account
 * and does not change; a later password is a reset), then name, role and pharmacies.
 */
export function UserFields({
  control,
  adding,
  pharmacies,
  pharmaciesNote,
  allPharmacies,
  disabled,
}: {
  control: Control<AddUserValues>
  adding: boolean
  pharmacies: readonly PharmacyChoice[]
  /** Why the group's pharmacies are not listed, or null. */
  pharmaciesNote: string | null
  allPharmacies: boolean
  disabled: boolean
}) {
  return (
    <Stack spacing={2.5}>
      {adding ? (
        <ControlledTextInput
          control={control}
          name="email"
          label="E-mail address"
          autoComplete="off"
          required
          disabled={disabled}
          helperText="The address the user signs in with."
        />
      ) : null}
      <ControlledTextInput control={control} name="name" label="Name" required disabled={disabled} />
      <Controller
        control={control}
        name="role"
        render={({ field, fieldState }) => (
          <SelectInput
            label="Role"
            id="field-role"
            fullWidth
            disabled={disabled}
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
            value={field.value}
            onChange={field.onChange}
            htmlSelect={{ name: field.name, onBlur: field.onBlur, ref: field.ref }}
          >
            {ROLE_NAMES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectInput>
        )}
      />
      <Box
        component="fieldset"
        className="user-pharmacies"
        sx={{ border: 0, p: 0, m: 0 }}
        disabled={disabled}
      >
        <Typography component="legend" sx={{ color: 'text.secondary', mb: 0.5 }}>
          Pharmacies the user acts for
        </Typography>
        <Controller
          control={control}
          name="allPharmacies"
          render={({ field }) => (
            <label>
              <input
                type="checkbox"
                name={field.name}
                checked={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.checked)}
                ref={field.ref}
              />
              Every pharmacy of the group, now and later
            </label>
          )}
        />
        <Controller
          control={control}
          name="npis"
          render={({ field, fieldState }) => (
            <>
              <Stack sx={{ pl: 3 }}>
                {pharmacies.map(({ npi, name }) => (
                  <label key={npi}>
                    <input
                      type="checkbox"
                      checked={field.value.includes(npi)}
                      disabled={disabled || allPharmacies}
                      onBlur={field.onBlur}
                      ref={npi === pharmacies[0]?.npi ? field.ref : undefined}
                      aria-describedby={fieldState.error ? 'field-npis-error' : undefined}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, npi]
                            : field.value.filter((chosen) => chosen !== npi),
                        )
                      }
                    />
                    {name ? `${name} (NPI ${npi})` : `NPI ${npi}`}
                  </label>
                ))}
              </Stack>
              {pharmaciesNote ? (
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {pharmaciesNote}
                </Typography>
              ) : null}
              {fieldState.error ? (
                <Typography
                  variant="caption"
                  component="p"
                  id="field-npis-error"
                  sx={{ color: 'error.main' }}
                >
                  {fieldState.error.message}
                </Typography>
              ) : null}
            </>
          )}
        />
      </Box>
      {adding ? (
        <ControlledTextInput
          control={control}
          name="password"
          label="First password"
          type="password"
          autoComplete="new-password"
          disabled={disabled}
          helperText="12 to 128 characters. Leave empty for a user who signs in with the group's single sign-on only."
        />
      ) : null}
    </Stack>
  )
}
