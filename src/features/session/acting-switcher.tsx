import { useEffect, useId, useState } from 'react'
import ButtonBase from '@mui/material/ButtonBase'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import CheckIcon from '@mui/icons-material/Check'
import { isApiError, type ApiError } from '../../api/api-error'
import { useConnection } from '../../api/connection-store'
import { sessionNpis } from '../../api/page-session'
import { actFor, displacedActing } from '../../api/session-mode'
import { usePageSession } from '../../api/session-store'
import { showToast } from '../../components/feedback/toast-store'
import './session-parts.css'

/**
 * Why the server did not take the choice, in its words. Not error-display.ts's describeError: importing it
 * here would split a module off every first screen's chunks (bench/bundle-size.ts).
 */
function whyNot(error: ApiError): string {
  switch (error.kind) {
    case 'forbidden':
    case 'generic':
    case 'not-found':
    case 'conflict':
    case 'unauthorized':
    case 'business-rule':
      return error.message
    case 'request-shape':
      return Object.values(error.fields).flat().join(' ') || error.title
    case 'network':
      return 'the server could not be reached. Try again.'
    default:
      return `the server answered ${'status' in error ? error.status : 'with an error'}. Try again.`
  }
}

/** Said once per page: the pharmacy remembered for the person is no longer one of theirs. */
let displacedTold = false

/**
 * "Acting for": the pharmacy whose drafts, listings and offers the pages show, as a control that says it
 * opens (its label, the pharmacy, an arrow). The choice is the person's, remembered by the server for
 * their next sign-in; nothing else changes it. With one pharmacy there is nothing to choose: plain text.
 */
export function ActingSwitcher() {
  const page = usePageSession()
  const connection = useConnection()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const displaced = page ? displacedActing(page, connection?.pharmacyNpi ?? null) : null
  useEffect(() => {
    if (!displaced || !connection || displacedTold) return
    displacedTold = true
    showToast({
      severity: 'warning',
      message: `You no longer act for ${displaced.name ?? 'the pharmacy'} (NPI ${displaced.npi}), which you chose last. This page acts for ${connection.pharmacyName ?? 'another pharmacy'} (NPI ${connection.pharmacyNpi}) until you choose under "Acting for".`,
    })
  }, [displaced, connection])
  if (!page) return null
  const npis = sessionNpis(page.session)
  const nameOf = (npi: number) => page.session.pharmacies?.find((p) => p.npi === npi)?.name ?? null
  const current = connection?.pharmacyNpi ?? null
  const label = (
    <>
      <span className="acting-label">Acting for</span>
      <span className="acting-pharmacy">
        {current === null ? (
          'No pharmacy'
        ) : (
          <>
            {connection?.pharmacyName ?? nameOf(current) ?? 'Pharmacy'}
            <span className="acting-npi-part">
              {' '}
              · NPI{'\u00a0'}
              {current}
            </span>
          </>
        )}
      </span>
    </>
  )
  if (npis.length <= 1) return <div className="acting-switcher acting-static">{label}</div>

  const choose = async (npi: number) => {
    if (npi === current) return setAnchor(null)
    setBusy(npi)
    try {
      await actFor(npi)
      setAnchor(null)
    } catch (error) {
      if (!isApiError(error)) throw error
      // A 401 opens the dialog to sign in again by itself; anything else is said.
      if (error.kind !== 'unauthorized')
        showToast({
          message: `You still act for the pharmacy you acted for: ${whyNot(error)}`,
          severity: 'error',
        })
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      <ButtonBase
        className="acting-switcher"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <span className="acting-text">{label}</span>
        <ArrowDropDownIcon className="acting-arrow" />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Act for' } }}
      >
        {npis.map((npi) => (
          <MenuItem
            key={npi}
            role="menuitemradio"
            aria-checked={npi === current}
            disabled={busy !== null}
            onClick={() => void choose(npi)}
            sx={{ gap: 1, whiteSpace: 'normal' }}
          >
            <CheckIcon fontSize="small" sx={{ visibility: npi === current ? 'visible' : 'hidden' }} />
            {busy === npi ? 'Switching to ' : ''}
            {nameOf(npi) ?? 'Pharmacy'} · NPI{'\u00a0'}
            {npi}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
