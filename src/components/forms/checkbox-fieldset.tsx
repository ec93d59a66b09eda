import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form'
import Box from '@mui/material/Box'
import { CheckboxFormField } from './checkbox-form-field'

export interface CheckboxFieldsetProps<T extends FieldValues, TT> {
  control: Control<T, unknown, TT>
  /** What the checkboxes are about together, e.g. "Package condition". */
  legend: string
  checkboxes: readonly { name: FieldPathByValue<T, boolean>; label: string }[]
  disabled: boolean
}

/** Boolean fields that belong together, in one row under a legend that screen readers announce with each. */
export function CheckboxFieldset<T extends FieldValues, TT = T>({
  control,
  legend,
  checkboxes,
  disabled,
}: CheckboxFieldsetProps<T, TT>) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} disabled={disabled}>
      <Box
        component="legend"
        sx={{ p: 0, typography: 'body1', lineHeight: '1.4375em', color: 'text.secondary' }}
      >
        {legend}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {checkboxes.map(({ name, label }) => (
          <CheckboxFormField key={name} control={control} name={name} label={label} disabled={disabled} />
        ))}
      </Box>
    </Box>
  )
}
