import './loading-bar.css'

/**
 * A thin indeterminate progress bar, as MUI's LinearProgress draws it (role progressbar, named by its
 * label), in a few lines of CSS (loading-bar.css) instead of that component's variants and buffers on
 * every first screen. A plain element: it comes and goes with every request of a list, and a styled
 * component would compile and insert its styles each time. With reduced motion the bar stands still at
 * full width.
 */
export function LoadingBar({ 'aria-label': label }: { 'aria-label': string }) {
  return <div role="progressbar" aria-label={label} className="loading-bar" />
}
