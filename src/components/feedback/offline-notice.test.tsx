import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OfflineNotice } from './offline-notice'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

describe('OfflineNotice', () => {
  it('says what happens while the browser is offline, and goes away when it is back', () => {
    render(<OfflineNotice />)
    expect(screen.queryByRole('status')).toBeNull()
    setOnline(false)
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. Pages keep what they have loaded and load again when the connection returns; saving and deleting cannot be done until then.',
    )
    setOnline(true)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
