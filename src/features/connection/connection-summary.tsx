import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { openConnectionDialog, useConnection, type Connection } from '../../api/connection-store'

/** Where the service is, as a person reads it: the host, or "this server" for the same origin. */
export function serviceLabel(connection: Pick<Connection, 'baseUrl'>): string {
  if (connection.baseUrl === '') return window.location.host
  try {
    return new URL(connection.baseUrl).host
  } catch {
    return connection.baseUrl
  }
}

/** The app bar's statement of who is acting, in which group, on which service; opens the dialog. */
export function ConnectionSummary() {
  const connection = useConnection()
  if (!connection) {
    return (
      <Button color="inherit" variant="outlined" onClick={() => openConnectionDialog()}>
        Connect
      </Button>
    )
  }
  const pharmacy = connection.pharmacyName ?? 'Acting pharmacy'
  return (
    <Button
      color="inherit"
      title="Change the connection or the acting pharmacy"
      onClick={() => openConnectionDialog()}
      sx={{ textTransform: 'none', textAlign: 'left', minWidth: 0, maxWidth: { xs: 180, sm: 360 } }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Typography variant="body2" component="span" noWrap sx={{ fontWeight: 600 }}>
          {pharmacy} · NPI {connection.pharmacyNpi}
        </Typography>
        <Typography variant="caption" component="span" noWrap>
          {connection.groupName ? `${connection.groupName} · ` : ''}
          {serviceLabel(connection)}
        </Typography>
      </Box>
    </Button>
  )
}
