import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { isApiError, type ApiError } from '../../api/api-error'
import { describeError } from '../../api/error-display'
import { signInSlots } from '../../api/sign-in-mode'
import { LoadingBar } from '../feedback/loading-bar'
import type { ObjectKind } from './object-kind'

// A listing or cash offer the service refuses to the acting pharmacy ("This listing belongs to another
// pharmacy."), signed in: the page finds which of the person's other pharmacies it belongs to by reading
// it as each of them (reads the server passes on and does not record; never one the person does not act
// for, which would be refused), names that pharmacy, and offers to act for it. Its own chunk: only a
// refused read needs it.

/** At most this many of the person's other pharmacies are asked, one after another. */
export const OWNER_READS_MAX = 20

type Pharmacy = { npi: number; name: string | null }

export interface OtherPharmacyRefusalProps {
  kind: ObjectKind
  id: string
  error: ApiError
  /** The pharmacy acted for now, which the service refused. */
  pharmacyNpi: number
  /** Reads the object as another pharmacy (into the page's cache, so acting for it opens it at once). */
  readAs: (pharmacyNpi: number) => Promise<unknown>
}

const named = (pharmacy: Pharmacy) =>
  pharmacy.name ? `${pharmacy.name} (NPI ${pharmacy.npi})` : `the pharmacy of NPI ${pharmacy.npi}`

export function OtherPharmacyRefusal({ kind, id, error, pharmacyNpi, readAs }: OtherPharmacyRefusalProps) {
  const pharmacies = signInSlots.pharmacies?.() ?? []
  const others = pharmacies.filter((p) => p.npi !== pharmacyNpi).slice(0, OWNER_READS_MAX)
  const current = pharmacies.find((p) => p.npi === pharmacyNpi) ?? { npi: pharmacyNpi, name: null }
  const owner = useQuery({
    queryKey: ['owner', kind.one, id, pharmacyNpi, others.map((p) => p.npi)] as const,
    queryFn: async (): Promise<Pharmacy | null> => {
      for (const pharmacy of others) {
        try {
          await readAs(pharmacy.npi)
          return pharmacy
        } catch (failure) {
          if (isApiError(failure) && (failure.kind === 'forbidden' || failure.kind === 'not-found')) continue
          throw failure
        }
      }
      return null
    },
    retry: false,
    staleTime: Infinity,
  })
  const [switching, setSwitching] = useState(false)
  const [switchError, setSwitchError] = useState<ApiError | null>(null)
  const actFor = signInSlots.actFor

  if (owner.isPending)
    return <LoadingBar aria-label={`Finding which of your pharmacies this ${kind.one} belongs to`} />
  const found = owner.data ?? null
  if (!found || !actFor) {
    return (
      <Alert severity="error">
        <Typography component="p" sx={{ fontWeight: 600 }}>
          You cannot open this {kind.one} while acting for {named(current)}
        </Typography>
        {describeError(error)}{' '}
        {owner.isError
          ? `Which of your other pharmacies it belongs to could not be found out: ${isApiError(owner.error) ? describeError(owner.error) : 'try again later'}.`
          : 'It belongs to none of the pharmacies you act for.'}
      </Alert>
    )
  }
  const choose = async () => {
    setSwitching(true)
    setSwitchError(null)
    try {
      await actFor(found.npi)
    } catch (failure) {
      if (!isApiError(failure)) throw failure
      setSwitchError(failure)
      setSwitching(false)
    }
  }
  return (
    <Alert severity="warning">
      <Typography component="p" sx={{ fontWeight: 600 }}>
        This {kind.one} belongs to {named(found)}
      </Typography>
      You act for {named(current)}, so the service refused it ({describeError(error)}). Act for{' '}
      {found.name ?? `NPI ${found.npi}`} to open it: the pages then show that pharmacy&apos;s drafts, listings
      and offers until you choose another under &quot;Acting for&quot;.
      {switchError ? ` ${describeError(switchError)}` : ''}
      <Box sx={{ mt: 1 }}>
        <Button variant="outlined" color="inherit" disabled={switching} onClick={() => void choose()}>
          {switching ? 'Switching…' : `Act for ${found.name ?? `NPI ${found.npi}`}`}
        </Button>
      </Box>
    </Alert>
  )
}
