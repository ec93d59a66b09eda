import type { ReactNode } from 'react'
import './visually-hidden.css'

/**
 * Text for screen readers only (a column header with no visible title, the rest of a link's name). A plain
 * span with one class: it sits in every table row, where a styled component per instance would cost.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>
}
