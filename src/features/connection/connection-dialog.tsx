import { useId } from 'react'
import Dialog from '@mui/material/Dialog'
import DialogTitle from '@mui/material/DialogTitle'
import { closeConnectionDialog, useConnection, useConnectionDialog } from '../../api/connection-store'
import { ApiReferenceLink } from './api-reference-link'
import { ConnectionForm } from './connection-form'

/**
 * Where the service address, the API key and the acting pharmacy are chosen. Opens by itself when
 * there is no connection and on any 401; the form inside starts afresh each time it opens.
 */
export function ConnectionDialog() {
  const { open, message } = useConnectionDialog()
  const connection = useConnection()
  const titleId = useId()
  return (
    <Dialog open={open} onClose={closeConnectionDialog} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Connect to a marketplace service</DialogTitle>
      <ConnectionForm message={message} connection={connection} />
      <ApiReferenceLink connection={connection} />
    </Dialog>
  )
}
