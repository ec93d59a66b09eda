import { useState, type FormEvent } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Stack from '@mui/material/Stack'
import { isApiError, type ApiError } from '../../api/api-error'
import {
  closeConnectionDialog,
  connect,
  disconnect,
  normalizeBaseUrl,
  useConnectionDefaults,
  type Connection,
} from '../../api/connection-store'
import { describeError } from '../../api/error-display'
import { searchPharmacies } from '../../api/operations/groups'
import type { DemoConnection } from '../../contract/sandbox-extensions'
import type { PharmacySearchResponse } from '../../contract/groups'
import { showToast } from '../../components/feedback/toast-store'
import { ApiKeyField } from './api-key-field'
import { baseUrlProblem } from './base-url'
import { ConnectionFormSchema, type ConnectionFormValues } from './connection-form-values'
import { placeRefusal } from './connection-refusal'
import { DemoOffer } from './demo-offer'
import { displayName, PharmacyChoice, pharmacyChoiceProblem } from './pharmacy-choice'
import { TextInput } from '../../components/forms/text-input'
import { dashboardTransport } from '../../api/http-client'

type Step = { kind: 'credentials' } | { kind: 'pharmacy'; membership: PharmacySearchResponse | null }

export interface ConnectionFormProps {
  /** Why the dialog opened by itself (the service's 401 message): shown as a refused key, not in its words. */
  message: string | null
  connection: Connection | null
}

/** Step 1: address and key (checked against the service). Step 2: the acting pharmacy. */
export function ConnectionForm({ message, connection }: ConnectionFormProps) {
  const defaults = useConnectionDefaults()
  const form = useForm<ConnectionFormValues>({
    resolver: zodResolver(ConnectionFormSchema),
    defaultValues: {
      baseUrl: connection?.baseUrl ?? defaults.baseUrl,
      apiKey: connection?.apiKey ?? '',
      npi: String(connection?.pharmacyNpi ?? defaults.pharmacyNpi ?? ''),
    },
  })
  const { control, formState, getValues, setError, setValue, trigger, clearErrors } = form
  const errors = formState.errors
  const baseUrl = useWatch({ control, name: 'baseUrl' })
  // The demo offer follows the address once it is typed out (on blur), not at every keystroke.
  const [offerUrl, setOfferUrl] = useState(normalizeBaseUrl(baseUrl))
  const [step, setStep] = useState<Step>({ kind: 'credentials' })
  const [busy, setBusy] = useState(false)
  const target = () => ({
    baseUrl: normalizeBaseUrl(getValues('baseUrl')),
    apiKey: getValues('apiKey').trim(),
  })

  /** What the service's refusal means for this form: at the field it is about, or above the buttons. */
  const showRefusal = (error: ApiError) => {
    const place = placeRefusal(error)
    if (place.at === 'pharmacy-step') setStep({ kind: 'pharmacy', membership: null })
    else setError(place.at, { type: 'server', message: place.message })
  }

  const checkCredentials = async () => {
    if (!(await trigger(['baseUrl', 'apiKey']))) return
    setBusy(true)
    try {
      const membership = await searchPharmacies(dashboardTransport, undefined, target())
      setValue('npi', preselectedNpi(membership, [getValues('npi'), String(defaults.pharmacyNpi ?? '')]))
      setStep({ kind: 'pharmacy', membership })
    } catch (error) {
      if (!isApiError(error)) throw error
      showRefusal(error)
    } finally {
      setBusy(false)
    }
  }

  const finish = (membership: PharmacySearchResponse | null) => {
    const npi = getValues('npi')
    const problem = pharmacyChoiceProblem(npi, membership)
    if (problem) {
      setError('npi', { type: 'validate', message: problem })
      return
    }
    const member = membership?.members.find((m) => String(m.npi) === npi.trim())
    connect({
      ...target(),
      pharmacyNpi: Number(npi.trim()),
      groupName: membership?.groupName ?? null,
      pharmacyName: member ? displayName(member) : null,
    })
    showToast({
      message: `Connected. Acting as ${member ? displayName(member) : `NPI ${npi.trim()}`}.`,
      severity: 'success',
    })
  }

  const connectWithDemo = async (demo: DemoConnection) => {
    setBusy(true)
    const demoTarget = { baseUrl: offerUrl, apiKey: demo.apiKey }
    try {
      const membership = await searchPharmacies(dashboardTransport, undefined, demoTarget)
      const member = membership.members.find((m) => m.npi === demo.pharmacyNpi)
      connect({
        ...demoTarget,
        pharmacyNpi: demo.pharmacyNpi,
        groupName: demo.groupName,
        pharmacyName: member ? displayName(member) : null,
      })
      showToast({
        message: `Connected to the sandbox demo. Acting as ${member ? displayName(member) : `NPI ${demo.pharmacyNpi}`}.`,
        severity: 'success',
      })
    } catch (error) {
      if (!isApiError(error)) throw error
      setError('root.server', { type: 'server', message: describeError(error) })
    } finally {
      setBusy(false)
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    clearErrors('root.server')
    if (step.kind === 'credentials') void checkCredentials()
    else finish(step.membership)
  }

  const onDisconnect = () => {
    disconnect()
    setValue('apiKey', '')
    setStep({ kind: 'credentials' })
    showToast({ message: 'Disconnected. The API key was removed from this browser tab.', severity: 'info' })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {message ? (
            <Alert severity="error">
              {/* The service's own words name the header the key travels in; people need only the key. */}
              The service refused the API key. Enter a valid key to continue.
            </Alert>
          ) : null}
          {errors.root?.server ? <Alert severity="error">{errors.root.server.message}</Alert> : null}
          {step.kind === 'credentials' ? (
            <>
              <DemoOffer baseUrl={offerUrl} disabled={busy} onUse={(demo) => void connectWithDemo(demo)} />
              <Controller
                control={control}
                name="baseUrl"
                render={({ field }) => (
                  <TextInput
                    label="Service address"
                    value={field.value}
                    onChange={field.onChange}
                    inputRef={field.ref}
                    onBlur={() => {
                      field.onBlur()
                      if (baseUrlProblem(field.value) === null) setOfferUrl(normalizeBaseUrl(field.value))
                    }}
                    error={Boolean(errors.baseUrl)}
                    helperText={errors.baseUrl?.message ?? 'Leave empty to use this server.'}
                    placeholder={window.location.origin}
                    autoComplete="url"
                    inputMode="url"
                  />
                )}
              />
              <Controller
                control={control}
                name="apiKey"
                render={({ field }) => (
                  <ApiKeyField
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={errors.apiKey?.message}
                  />
                )}
              />
            </>
          ) : (
            <Controller
              control={control}
              name="npi"
              render={({ field }) => (
                <PharmacyChoice
                  membership={step.membership}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.npi?.message}
                />
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {step.kind === 'credentials' ? (
          <>
            {connection ? (
              <Button color="error" onClick={onDisconnect} disabled={busy} sx={{ mr: 'auto' }}>
                Disconnect
              </Button>
            ) : null}
            <Button onClick={closeConnectionDialog} disabled={busy}>
              Close
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              Continue
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setStep({ kind: 'credentials' })}>Back</Button>
            <Button type="submit" variant="contained">
              Connect
            </Button>
          </>
        )}
      </DialogActions>
    </form>
  )
}

/**
 * The member the pharmacy choice starts on: the one already chosen or last acted for, while it is still a
 * member; only otherwise the first listed (never whichever joined last).
 */
export function preselectedNpi(membership: PharmacySearchResponse, preferred: readonly string[]): string {
  const members = membership.members.map((m) => String(m.npi))
  return preferred.find((npi) => members.includes(npi.trim())) ?? members[0] ?? preferred[0] ?? ''
}
