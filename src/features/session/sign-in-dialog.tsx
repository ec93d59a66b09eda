import { useEffect, useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { isApiError } from '../../api/api-error'
import { refreshSessionConnection } from '../../api/session-mode'
import { dashboardTransport } from '../../api/http-client'
import { readSession, signIn } from '../../api/operations/session'
import {
  SIGN_IN_CHANNEL,
  SIGNED_IN_MESSAGE,
  SIGNED_IN_PATH,
  type SessionAnswer,
} from '../../api/page-session'
import { closeSignInDialog, replaceSession, usePageSession, useSignInDialog } from '../../api/session-store'
import { SignInBodySchema, type SignInBody } from '../../contract/session'
import { TextInput } from '../../components/forms/text-input'
import { signInRefusal } from './sign-in-refusal'

/**
 * Sign in again, over the page (the server answered 401: the session ended). Nothing of the page goes:
 * a form keeps what was typed, and its save is sent again by the person once signed in. The same person
 * goes on where they were (the reads that failed are asked again); someone else signing in here gets the
 * app afresh, since what is on screen is the other person's.
 */
export function SignInDialog() {
  const { open, message } = useSignInDialog()
  const page = usePageSession()
  const titleId = useId()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<string | null>(null)
  const form = useForm<SignInBody>({
    resolver: zodResolver(SignInBodySchema),
    defaultValues: { email: page?.session.user.email ?? '', password: '' },
  })
  const { control, formState, handleSubmit, reset } = form

  const signedIn = (session: SessionAnswer) => {
    if (session.user.id !== page?.session.user.id) {
      window.location.reload()
      return
    }
    replaceSession(session)
    refreshSessionConnection()
    reset({ email: session.user.email, password: '' })
    setProblem(null)
    closeSignInDialog()
    void queryClient.invalidateQueries()
  }

  // The OpenID Connect window (signed-in.html) says when its sign-in is done; then ask who it was.
  useEffect(() => {
    if (!open || typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(SIGN_IN_CHANNEL)
    channel.onmessage = (event: MessageEvent) => {
      if (event.data !== SIGNED_IN_MESSAGE) return
      readSession(dashboardTransport).then(signedIn, (error: unknown) => {
        if (isApiError(error)) setProblem(signInRefusal(error))
      })
    }
    return () => channel.close()
  })

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null)
    try {
      signedIn(await signIn(dashboardTransport, body))
    } catch (error) {
      if (!isApiError(error)) throw error
      setProblem(signInRefusal(error))
    }
  })

  const oidc = page?.oidc ?? null
  const oidcStart = `/auth/oidc/start?${new URLSearchParams({ return: SIGNED_IN_PATH }).toString()}`
  return (
    <Dialog open={open} onClose={closeSignInDialog} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Sign in again</DialogTitle>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              {message ? `${message} ` : 'Your session has ended. '}
              What you typed on the page is kept: sign in, then send it again.
            </Typography>
            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : null}
            <Controller
              control={control}
              name="email"
              render={({ field }) => (
                <TextInput
                  label="E-mail address"
                  type="email"
                  autoComplete="username"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(formState.errors.email)}
                  helperText={formState.errors.email?.message}
                  fullWidth
                />
              )}
            />
            <Controller
              control={control}
              name="password"
              render={({ field }) => (
                <TextInput
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(formState.errors.password)}
                  helperText={formState.errors.password?.message}
                  fullWidth
                />
              )}
            />
            {oidc ? (
              <Button variant="outlined" href={oidcStart} target={SIGN_IN_CHANNEL} rel="opener">
                Sign in with {oidc.name}
              </Button>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={closeSignInDialog}>Not now</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
