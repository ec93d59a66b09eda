import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react'

export interface FocusAfterBusy<T extends HTMLElement> {
  /** Where the focus goes back to: the pressed button itself, or the next place to type. */
  target: RefObject<T | null>
  /** The pressed button's onClick: remembers whether it held the keyboard focus when pressed. */
  onPress: (event: SyntheticEvent<HTMLElement>) => void
}

/**
 * A button that is disabled while its action runs takes the focus with it: the browser moves it to the
 * page's body, and a keyboard user has to find their place again. When the action is over, this puts the
 * focus on `target`, if the button held it when pressed and nothing else has taken it since.
 * WCAG 2.4.3 Focus Order.
 */
export function useFocusAfterBusy<T extends HTMLElement>(busy: boolean): FocusAfterBusy<T> {
  const target = useRef<T | null>(null)
  const pressed = useRef(false)
  useEffect(() => {
    if (busy || !pressed.current) return
    pressed.current = false
    const active = document.activeElement
    if (active === null || active === document.body) target.current?.focus()
  }, [busy])
  return {
    target,
    onPress: (event) => {
      pressed.current = event.currentTarget === document.activeElement
    },
  }
}
