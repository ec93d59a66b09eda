import { Link as RouterLink } from 'wouter'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { SaveFailure } from './form-save-error'
import { ResendNotice } from './resend-notice'
import { useFocusAfterBusy } from './use-focus-after-busy'

export interface EditFormFooterProps {
  /** The form's root error (root.server): what belongs to no field. */
  rootError: string | undefined
  failure: SaveFailure | null
  saving: boolean
  waitingToResend: boolean
  /** After a 409: the form is disabled. */
  locked: boolean
  dirty: boolean
  submitLabel: string
  onDiscard: () => void
  /** Reads the object again and reopens the form with it (offered after a 409 or a lost answer). */
  onReload: () => void
  reloading: boolean
  backTo: { href: string; label: string }
}

/** What sits at the bottom of an edit form: the message that belongs to no field, then the buttons. */
export function EditFormFooter(props: EditFormFooterProps) {
  const { rootError, failure, saving, waitingToResend, locked, dirty } = props
  const offerReload = failure === 'conflict' || failure === 'check'
  // The submit button is disabled while saving; the keyboard focus comes back to it afterwards.
  const { target: submitRef, onPress } = useFocusAfterBusy<HTMLButtonElement>(saving)
  return (
    <Stack spacing={2}>
      {waitingToResend ? <ResendNotice what="save" /> : null}
      {rootError ? (
        <Alert
          severity={failure === 'conflict' ? 'warning' : 'error'}
          action={
            offerReload ? (
              <Button color="inherit" size="small" onClick={props.onReload} disabled={props.reloading}>
                {failure === 'conflict' ? 'Reload' : 'Reload to check'}
              </Button>
            ) : undefined
          }
        >
          {rootError}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          ref={submitRef}
          type="submit"
          variant="contained"
          disabled={saving || locked}
          aria-busy={saving}
          onClick={onPress}
        >
          {saving ? 'Saving…' : props.submitLabel}
        </Button>
        <Button type="button" onClick={props.onDiscard} disabled={!dirty || saving || locked}>
          Discard changes
        </Button>
        <Button component={RouterLink} to={props.backTo.href}>
          {props.backTo.label}
        </Button>
      </Stack>
    </Stack>
  )
}
