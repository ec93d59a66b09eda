import { useState } from 'react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useFocusAfterBusy } from './use-focus-after-busy'

afterEach(cleanup)

/** A send button disabled while busy, and a field the focus can go back to instead. */
function Harness({ toField }: { toField: boolean }) {
  const [busy, setBusy] = useState(false)
  const { target: targetRef, onPress } = useFocusAfterBusy<HTMLElement>(busy)
  return (
    <>
      <input
        aria-label="Entry"
        ref={(element) => {
          if (toField) targetRef.current = element
        }}
      />
      <button
        ref={(element) => {
          if (!toField) targetRef.current = element
        }}
        disabled={busy}
        onClick={(event) => {
          onPress(event)
          // Browsers move the focus off a button that becomes disabled; jsdom does not, so blur stands in.
          event.currentTarget.blur()
          setBusy(true)
        }}
      >
        Send
      </button>
      <button onClick={() => setBusy(false)}>Finish</button>
    </>
  )
}

function pressWithKeyboardFocus(button: HTMLElement) {
  act(() => button.focus())
  fireEvent.click(button)
}
const finish = () => act(() => screen.getByRole<HTMLButtonElement>('button', { name: 'Finish' }).click())

describe('useFocusAfterBusy', () => {
  it('puts the focus back on the pressed button when the work is over', () => {
    render(<Harness toField={false} />)
    const send = screen.getByRole('button', { name: 'Send' })
    pressWithKeyboardFocus(send)
    expect(document.activeElement).toBe(document.body)
    finish()
    expect(document.activeElement).toBe(send)
  })

  it('or on the field it is given', () => {
    render(<Harness toField />)
    pressWithKeyboardFocus(screen.getByRole('button', { name: 'Send' }))
    finish()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Entry' }))
  })

  it('leaves the focus where the user put it meanwhile', () => {
    render(<Harness toField={false} />)
    pressWithKeyboardFocus(screen.getByRole('button', { name: 'Send' }))
    const entry = screen.getByRole('textbox', { name: 'Entry' })
    act(() => entry.focus())
    finish()
    expect(document.activeElement).toBe(entry)
  })

  it('does nothing when the button did not hold the focus (pressed from elsewhere)', () => {
    render(<Harness toField={false} />)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    finish()
    expect(document.activeElement).toBe(document.body)
  })
})
