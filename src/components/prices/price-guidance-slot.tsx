import { lazyWhenShown } from '../feedback/lazy-when-shown'
import type { PriceGuidanceProps } from './price-guidance'

// The guidance's code (and its requests) come when it is first wanted, never with a first screen: a
// dialog shows it when it opens; the listing form loads its own wiring once a person is in its fields.

export const PriceGuidanceSlot = lazyWhenShown<PriceGuidanceProps & { shown: boolean }>(
  async () => (await import('./price-guidance')).PriceGuidance,
  (props) => props.shown,
)
