import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { openConnectionDialog, useConnection, type Connection } from '../../api/connection-store'

export interface RequireConnectionProps {
  /** Rendered with the current connection once there is one. */
  children: (connection: Connection) => ReactNode
}

/** Pages that need a service render their content through this; without a connection it offers one. */
export function RequireConnection({ children }: RequireConnectionProps) {
  const connection = useConnection()
  return connection ? children(connection) : <NotConnected />
}

/** What a page that needs a service shows without a connection: the way to make one. */
export function NotConnected() {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => openConnectionDialog()}>
          Connect
        </Button>
      }
    >
      Not connected. Connect to a marketplace service to see this page.
    </Alert>
  )
}
