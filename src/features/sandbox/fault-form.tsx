import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useAddFaultRule } from '../../api/queries/sandbox-controls'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { showToast } from '../../components/feedback/toast-store'
import {
  FAULT_CHOICES,
  FAULT_FORM_DEFAULTS,
  FaultFormSchema,
  OPERATION_CHOICES,
  OPERATION_LABELS,
  faultChoice,
  toFaultRuleBody,
  type FaultFormValues,
} from './fault-choices'
import { SelectInput } from '../../components/forms/select-input'
import { TextInput } from '../../components/forms/text-input'

function SelectField({
  label,
  registration,
  children,
}: {
  label: string
  registration: UseFormRegisterReturn
  children: ReactNode
}) {
  return (
    <SelectInput
      label={label}
      id={`field-${registration.name}`}
      htmlSelect={registration}
      sx={{ minWidth: { sm: 280 } }}
    >
      {children}
    </SelectInput>
  )
}

/** Adds a fault rule for the caller's key: which operation, which answer, how many times. */
export function FaultForm() {
  const add = useAddFaultRule()
  const { register, handleSubmit, control, formState } = useForm<FaultFormValues>({
    resolver: zodResolver(FaultFormSchema),
    defaultValues: FAULT_FORM_DEFAULTS,
  })
  const extra = faultChoice(useWatch({ control, name: 'fault' })).extra
  const errors = formState.errors

  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby="fault-form-title"
      spacing={2}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          const body = toFaultRuleBody(values)
          add.mutate(body, {
            onSuccess: (rule) =>
              showToast({
                message: `Fault added: the next ${rule.times === 1 ? 'call' : `${rule.times} calls`} to "${OPERATION_LABELS[rule.operation]}" will get it.`,
                severity: 'success',
              }),
          })
        })(event)
      }
    >
      <Typography variant="h6" component="h2" id="fault-form-title">
        Add a fault
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <SelectField label="Operation" registration={register('operation')}>
          {OPERATION_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Answer with" registration={register('fault')}>
          {FAULT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        {extra === 'retryAfterSeconds' ? (
          <TextInput
            {...register('retryAfterSeconds')}
            label="Retry after (seconds)"
            inputMode="numeric"
            error={errors.retryAfterSeconds !== undefined}
            helperText={
              errors.retryAfterSeconds?.message ?? 'How long the answer asks the dashboard to wait.'
            }
          />
        ) : null}
        {extra === 'ms' ? (
          <TextInput
            {...register('ms')}
            label="Delay (milliseconds)"
            inputMode="numeric"
            error={errors.ms !== undefined}
            helperText={errors.ms?.message ?? 'How late the answer comes.'}
          />
        ) : null}
        <TextInput
          {...register('times')}
          label="Times"
          inputMode="numeric"
          error={errors.times !== undefined}
          helperText={errors.times?.message ?? 'How many calls get it.'}
          sx={{ maxWidth: { sm: 140 } }}
        />
      </Stack>
      {add.error ? <ErrorAlert error={add.error} title="The fault was not added" /> : null}
      <div>
        <Button type="submit" variant="contained" loading={add.isPending}>
          Add fault
        </Button>
      </div>
    </Stack>
  )
}
