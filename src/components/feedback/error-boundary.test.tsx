import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './error-boundary'

afterEach(cleanup)

describe('ErrorBoundary', () => {
  it('shows the fallback instead of a failed part, and renders it again on reset', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let fail = true
    function Fragile() {
      if (fail) throw new Error('boom')
      return <p>Recovered</p>
    }
    render(
      <ErrorBoundary
        fallback={(error, reset) => (
          <button type="button" onClick={reset}>
            Try again after {error instanceof Error ? error.message : 'an error'}
          </button>
        )}
      >
        <Fragile />
      </ErrorBoundary>,
    )
    const retry = screen.getByRole('button', { name: 'Try again after boom' })
    fail = false
    await userEvent.click(retry)
    expect(screen.getByText('Recovered')).toBeTruthy()
    vi.restoreAllMocks()
  })
})
