import { useEffect, useState } from 'react'
import { lazyWhenShown } from '../feedback/lazy-when-shown'
import type { NadacMarkProps } from './nadac-mark'

// The mark's code and its NADAC read come two seconds after a row is drawn, not with the page's first
// screen: a list page shows its rows first and downloads nothing more for them while a person starts
// reading (docs/performance.md, Bundle); the marks follow, one NADAC read for the page's rows.
const Mark = lazyWhenShown<NadacMarkProps & { shown: boolean }>(
  async () => (await import('./nadac-mark')).NadacMark,
  (props) => props.shown,
)
let loaded = false

export function NadacMarkSlot(props: NadacMarkProps) {
  const [shown, setShown] = useState(loaded)
  useEffect(() => {
    if (shown) return
    const timer = setTimeout(() => setShown((loaded = true)), 2000)
    return () => clearTimeout(timer)
  }, [shown])
  return <Mark {...props} shown={shown} />
}
