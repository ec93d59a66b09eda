import { useLocation } from 'wouter'
import { useStartJob } from '../../api/queries/jobs'
import { jobPaths } from '../../components/routing/job-paths'
import type { MarketplaceListing } from '../../contract/listings'
import { RepriceDialog } from './reprice-dialog'

// The reprice dialog with the start of its job (listing-bulk-bar.tsx loads it when first opened): the
// server takes the job (POST /team/jobs), and its page opens, where each row's outcome shows.

export interface RepriceStartProps {
  open: boolean
  listings: readonly MarketplaceListing[]
  npi: number
  onClose: () => void
  /** The job was taken: the choice is done with. */
  onStarted: () => void
}

export function RepriceStart({ open, listings, npi, onClose, onStarted }: RepriceStartProps) {
  const [, navigate] = useLocation()
  const start = useStartJob()
  const close = () => {
    start.reset()
    onClose()
  }
  return (
    <RepriceDialog
      open={open}
      listings={listings}
      npi={npi}
      busy={start.isPending}
      error={start.error}
      onCancel={close}
      onStart={(body) =>
        start.mutate(body, {
          onSuccess: (job) => {
            onStarted()
            navigate(jobPaths.job(job.id))
          },
        })
      }
    />
  )
}
