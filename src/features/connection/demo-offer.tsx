import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { sandboxQueries } from '../../api/queries/sandbox'
import type { DemoConnection } from '../../contract/sandbox-extensions'

export interface DemoOfferProps {
  /** The address the offer is asked from (normalised; '' is this server). */
  baseUrl: string
  disabled: boolean
  onUse: (demo: DemoConnection) => void
}

/** The sandbox's one-click demo connection; shows nothing against a service that has none. */
export function DemoOffer({ baseUrl, disabled, onUse }: DemoOfferProps) {
  const { data: demo } = useQuery(sandboxQueries.demoConnection(baseUrl))
  if (!demo) return null
  return (
    <Alert severity="info" icon={false}>
      <AlertTitle>This service is a sandbox with demo data</AlertTitle>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">
          Connect as {demo.groupName}, acting for the pharmacy with NPI {demo.pharmacyNpi}.
        </Typography>
        <Button variant="contained" disabled={disabled} onClick={() => onUse(demo)}>
          Use the demo connection
        </Button>
      </Stack>
    </Alert>
  )
}
