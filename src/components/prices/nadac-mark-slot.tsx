import { useEffect, useState } from 'react'
import { lazyWhenShown } from '../feedback/lazy-when-shown'
import type { NadacMarkProps } from './nadac-mark'

// The mark's code and its NADAC read come once the page is idle after its first screen, so a list page
// shows its rows first and downloads nothing more for them (docs/performance.md, Bundle).

const Mark = lazyWhenShown<NadacMarkProps & { shown: boolean }>(
  async () => (await import('./nadac-mark')).NadacMark,
  (props) => props.shown,
)

let idle = false
const waiting = new Set<() => void>()

function whenIdle(callback: () => void): () => void {
  if (idle) {
    callback()
    return () => undefined
  }
  if (waiting.size === 0) {
    const done = () => {
      idle = true
      for (const w of waiting) w()
      waiting.clear()
    }
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 2000 })
    else setTimeout(done, 200)
  }
  waiting.add(callback)
  return () => waiting.delete(callback)
}

export function NadacMarkSlot(props: NadacMarkProps) {
  const [shown, setShown] = useState(idle)
  useEffect(() => (shown ? undefined : whenIdle(() => setShown(true))), [shown])
  return <Mark {...props} shown={shown} />
}
