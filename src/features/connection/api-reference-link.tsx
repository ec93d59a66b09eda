import { useQuery } from '@tanstack/react-query'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { Connection } from '../../api/connection-store'
import { sandboxAvailableQuery } from '../../api/queries/sandbox-available'

/** Connected to a sandbox: where its browsable API reference is (a sandbox extension, /api/docs). */
export function ApiReferenceLink({ connection }: { connection: Connection | null }) {
  const { data: sandbox } = useQuery({ ...sandboxAvailableQuery(), enabled: connection !== null })
  if (!connection || sandbox !== true) return null
  return (
    <Typography variant="body2" sx={{ px: 3, pb: 2 }}>
      This service is a sandbox: its{' '}
      <Link href={`${connection.baseUrl}/api/docs`} target="_blank" rel="noopener">
        API reference
      </Link>{' '}
      lists every operation, with faults on demand and reset.
    </Typography>
  )
}
