import { lazy, Suspense, useState } from 'react'
import { useSignInDialog } from '../../api/session-store'
import { ActingSwitcher } from './acting-switcher'
import { HeldCallLine } from './held-call-line'
import { SessionMenu } from './session-menu'

// The dialog holds a form: downloaded when first opened (a 401), not with the first screen.
const SignInDialog = lazy(async () => ({ default: (await import('./sign-in-dialog')).SignInDialog }))

/**
 * Sign-in mode's part of the app bar: the pharmacy the person acts for (a switcher), their menu, the line saying a click waits for the meter, and
 * the dialog to sign in again (a portal).
 */
export function SessionParts() {
  const { open } = useSignInDialog()
  // Once opened, the dialog stays mounted so that it can animate closed.
  const [loaded, setLoaded] = useState(open)
  if (open && !loaded) setLoaded(true)
  return (
    <>
      <ActingSwitcher />
      <SessionMenu />
      <HeldCallLine />
      {loaded ? (
        <Suspense fallback={null}>
          <SignInDialog />
        </Suspense>
      ) : null}
    </>
  )
}
