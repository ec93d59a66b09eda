import { useCallback, useState } from 'react'
import { lazyWhenShown } from '../feedback/lazy-when-shown'
import type { PriceGuidanceProps } from './price-guidance'

// The guidance's code (and its requests) come when it is first wanted, never with a first screen: a
// dialog shows it when it opens, a form once a person is in its price, quantity or package fields.

export const PriceGuidanceSlot = lazyWhenShown<PriceGuidanceProps & { shown: boolean }>(
  async () => (await import('./price-guidance')).PriceGuidance,
  (props) => props.shown,
)

/** `shown` turns true, for good, the first time focus enters the element given `onFocus`. */
export function useShownOnFocus(): { shown: boolean; onFocus: () => void } {
  const [shown, setShown] = useState(false)
  const onFocus = useCallback(() => setShown(true), [])
  return { shown, onFocus }
}
