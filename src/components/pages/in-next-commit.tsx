import { useDeferredValue, type ReactNode } from 'react'

/**
 * Its children in a commit of their own, right after the one that mounts it (React renders the deferred
 * value in the background, then commits it). A first screen that is one long task on a slow phone becomes
 * two shorter ones: what is drawn first (a heading, a summary) and the heavy part (filters and table, a
 * form). Put it last in its parent, so that nothing on screen moves when the children arrive.
 */
export function InNextCommit({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false)
  return ready ? children : null
}
