import { lazy, Suspense } from 'react'
import type { HistoryProps } from '../../api/sign-in-mode'

// The history's code comes after the page's first screen, in a chunk of its own.
const RecordHistory = lazy(async () => ({ default: (await import('./record-history')).RecordHistory }))

export function LazyRecordHistory(props: HistoryProps) {
  return (
    <Suspense fallback={null}>
      <RecordHistory {...props} />
    </Suspense>
  )
}
