import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiError } from '../../api/api-error'
import { closeConnectionDialog, getConnectionDialog } from '../../api/connection-store'
import { ErrorAlert } from './error-alert'

afterEach(cleanup)

describe('ErrorAlert', () => {
  it('offers to check, never to resend, when a write may have been applied', async () => {
    const onRetry = vi.fn()
    const onCheck = vi.fn()
    const error = apiError({
      kind: 'network',
      method: 'POST',
      mayHaveApplied: true,
      cause: 'Failed to fetch',
    })
    render(<ErrorAlert error={error} onRetry={onRetry} onCheck={onCheck} />)
    expect(screen.getByRole('alert').textContent).toContain('may or may not have been applied')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Check current state' }))
    expect(onCheck).toHaveBeenCalledTimes(1)
    expect(onRetry).not.toHaveBeenCalled()
  })

  it('offers to try a failed read again', async () => {
    const onRetry = vi.fn()
    render(
      <ErrorAlert
        error={apiError({ kind: 'unknown', status: 502, bodyExcerpt: '' })}
        title="The listings could not be loaded"
        onRetry={onRetry}
      />,
    )
    expect(screen.getByText('The listings could not be loaded')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('offers nothing to retry for a refusal that resending cannot change', () => {
    render(
      <ErrorAlert
        error={apiError({ kind: 'conflict', status: 409, message: 'The listing is not Pending.' })}
        onRetry={vi.fn()}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'This can no longer be changed: The listing is not Pending.',
    )
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('opens the connection dialog for a refused key', async () => {
    closeConnectionDialog()
    render(
      <ErrorAlert
        error={apiError({
          kind: 'unauthorized',
          status: 401,
          message: 'The API key in X-SERVICE-AUTH is not valid.',
        })}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))
    expect(getConnectionDialog()).toEqual({
      open: true,
      message: 'The service did not accept the API key. Check the key in the connection settings.',
    })
  })
})
