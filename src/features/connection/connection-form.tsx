import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { isApiError } from '../../api/api-error'
import {
  closeConnectionDialog,
  connect,
  disconnect,
  normalizeBaseUrl,
  useConnectionDefaults,
  type Connection,
} from '../../api/connection-store'
import { describeError } from '../../api/error-display'
import { searchPharmacies } from '../../api/pharmacies'
import type { DemoConnection } from '../../contract/sandbox-extensions'
import type { PharmacySearchResponse } from '../../contract/groups'
import { showToast } from '../../components/toast-store'
import { ApiKeyField } from './api-key-field'
import { baseUrlProblem } from './base-url'
import { DemoOffer } from './demo-offer'
import { displayName, PharmacyChoice, pharmacyChoiceProblem } from './pharmacy-choice'

type Step = { kind: 'credentials' } | { kind: 'pharmacy'; membership: PharmacySearchResponse | null }
interface Errors {
  baseUrl?: string
  apiKey?: string
  pharmacy?: string
  form?: string
}

export interface ConnectionFormProps {
  /** Why the dialog opened by itself (the service's 401 message). */
  message: string | null
  connection: Connection | null
}

/** Step 1: address and key (checked against the service). Step 2: the acting pharmacy. */
export function ConnectionForm({ message, connection }: ConnectionFormProps) {
  const defaults = useConnectionDefaults()
  const [baseUrl, setBaseUrl] = useState(connection?.baseUrl ?? defaults.baseUrl)
  // The demo offer follows the address once it is typed out (on blur), not at every keystroke.
  const [offerUrl, setOfferUrl] = useState(normalizeBaseUrl(baseUrl))
  const [apiKey, setApiKey] = useState(connection?.apiKey ?? '')
  const [npi, setNpi] = useState(String(connection?.pharmacyNpi ?? defaults.pharmacyNpi ?? ''))
  const [step, setStep] = useState<Step>({ kind: 'credentials' })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const target = { baseUrl: normalizeBaseUrl(baseUrl), apiKey: apiKey.trim() }

  const checkCredentials = async () => {
    const next: Errors = {}
    const urlProblem = baseUrlProblem(baseUrl)
    if (urlProblem) next.baseUrl = urlProblem
    if (target.apiKey === '') next.apiKey = 'Enter the API key.'
    setErrors(next)
    if (next.baseUrl || next.apiKey) return
    setBusy(true)
    try {
      const membership = await searchPharmacies(undefined, target)
      const members = membership.members.map((m) => String(m.npi))
      if (!members.includes(npi) && members[0] !== undefined) setNpi(members[0])
      setStep({ kind: 'pharmacy', membership })
    } catch (error) {
      if (!isApiError(error)) throw error
      // A service without the pharmacy list (it is not part of the spec's endpoints): type the NPI.
      if (error.kind === 'not-found') setStep({ kind: 'pharmacy', membership: null })
      else if (error.kind === 'unauthorized')
        setErrors({ apiKey: `The service did not accept this key: ${error.message}` })
      else if (error.kind === 'network')
        setErrors({ baseUrl: 'No service answered at this address. Check it and the network.' })
      else if (error.kind === 'decode' || error.kind === 'unknown')
        setErrors({
          baseUrl: 'Something answered at this address, but not a marketplace service. Check the address.',
        })
      else setErrors({ form: describeError(error) })
    } finally {
      setBusy(false)
    }
  }

  const finish = (membership: PharmacySearchResponse | null) => {
    const problem = pharmacyChoiceProblem(npi, membership)
    if (problem) {
      setErrors({ pharmacy: problem })
      return
    }
    const member = membership?.members.find((m) => String(m.npi) === npi.trim())
    connect({
      ...target,
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
      const membership = await searchPharmacies(undefined, demoTarget)
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
      setErrors({ form: describeError(error) })
    } finally {
      setBusy(false)
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (step.kind === 'credentials') void checkCredentials()
    else finish(step.membership)
  }

  const onDisconnect = () => {
    disconnect()
    setApiKey('')
    setStep({ kind: 'credentials' })
    showToast({ message: 'Disconnected. The API key was removed from this browser tab.', severity: 'info' })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {message ? (
            <Alert severity="error">
              The service refused the API key: {message} Enter a valid key to continue.
            </Alert>
          ) : null}
          {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
          {step.kind === 'credentials' ? (
            <>
              <DemoOffer baseUrl={offerUrl} disabled={busy} onUse={(demo) => void connectWithDemo(demo)} />
              <TextField
                label="Service address"
                value={baseUrl}
                onChange={(e) => setBaseUrl(e.target.value)}
                onBlur={() => baseUrlProblem(baseUrl) === null && setOfferUrl(normalizeBaseUrl(baseUrl))}
                error={Boolean(errors.baseUrl)}
                helperText={errors.baseUrl ?? `Leave empty to use this server (${window.location.host}).`}
                placeholder={window.location.origin}
                autoComplete="url"
                inputMode="url"
              />
              <ApiKeyField value={apiKey} onChange={setApiKey} error={errors.apiKey} />
            </>
          ) : (
            <PharmacyChoice
              membership={step.membership}
              value={npi}
              onChange={setNpi}
              error={errors.pharmacy}
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
