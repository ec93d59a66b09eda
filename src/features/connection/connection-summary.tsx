import Button from '@mui/material/Button'
import { openConnectionDialog, useConnection, type Connection } from '../../api/connection-store'
import './connection-summary.css'

/**
 * Where the service is, as a person reads it: the host a person typed; null for the server that serves
 * the dashboard (its address is in the browser's own bar, and a pharmacist needs no host name).
 */
export function serviceLabel(connection: Pick<Connection, 'baseUrl'>): string | null {
  if (connection.baseUrl === '') return null
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
      <Button color="inherit" variant="outlined" className="connect" onClick={() => openConnectionDialog()}>
        Connect
      </Button>
    )
  }
  const pharmacy = connection.pharmacyName ?? 'Acting pharmacy'
  // Plain spans laid out by connection-summary.css: on a phone the pharmacy over its NPI, each on a line
  // of its own (the group and service are in the navigation drawer); wider, "name · NPI" over them.
  return (
    <Button
      color="inherit"
      title="Change the connection or the acting pharmacy"
      onClick={() => openConnectionDialog()}
      className="acting"
    >
      <span className="acting-name">{pharmacy}</span>
      <span className="acting-npi">
        <span className="acting-dot">{'\u00a0·\u00a0'}</span>NPI {connection.pharmacyNpi}
      </span>
      <span className="acting-where">
        {[connection.groupName, serviceLabel(connection)].filter(Boolean).join(' · ')}
      </span>
    </Button>
  )
}
