import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearRateLimit, noteRateLimited } from '../../api/rate-limit-store'
import { RateLimitCountdown } from './rate-limit-countdown'

beforeEach(() => {
  vi.useFakeTimers()
  clearRateLimit()
})
afterEach(() => {
  cleanup()
  clearRateLimit()
  vi.useRealTimers()
})

describe('RateLimitCountdown', () => {
  it('shows nothing until a 429, then counts the wait down to zero and disappears', async () => {
    render(<RateLimitCountdown />)
    expect(screen.queryByRole('status')).toBeNull()

    act(() => noteRateLimited(3))
    // The countdown's view comes with the first wait (its own chunk).
    await act(() => vi.dynamicImportSettled())
    act(() => {
      vi.advanceTimersByTime(10)
    })
    expect(screen.getByRole('status').textContent).toBe(
      'The service is receiving too many requests and asked us to wait. Waiting requests are sent again automatically in 3 s.',
    )
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(screen.getByRole('status').textContent).toContain('in 2 s.')
    act(() => {
      vi.advanceTimersByTime(2100)
    })
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the longest of overlapping waits', async () => {
    render(<RateLimitCountdown inline />)
    act(() => noteRateLimited(10))
    act(() => noteRateLimited(2))
    await act(() => vi.dynamicImportSettled())
    act(() => {
      vi.advanceTimersByTime(10)
    })
    expect(screen.getByRole('status').textContent).toContain('in 10 s.')
  })
})
