import { useEffect, useRef } from 'react'
import { Link as RouterLink } from 'wouter'
import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import type { ListedDraft } from '../../contract/listed-drafts'
import { formatDay } from '../../components/format/format-day'
import { jobPaths } from '../../components/routing/job-paths'
import { paths } from '../../components/routing/paths'

export interface DraftListedNoticeProps {
  record: ListedDraft
  /** The create was just refused for it: the focus goes to the link, the button being disabled now. */
  focus: boolean
}

/**
 * Why nothing is sent from this draft (docs/team-server.md, "Bulk jobs": a draft is listed once), with a
 * link to the listing it became, or to the job listing it now: the same whether a bulk job or a person
 * listed it, and whether the page knew it on opening or learned it from the server's refusal.
 */
export function DraftListedNotice({ record, focus }: DraftListedNoticeProps) {
  const link = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (focus) link.current?.focus()
  }, [focus])
  if (record.state === 'listed' && record.listingId !== null) {
    const day = record.listedAt === null ? '' : `, on ${formatDay(record.listedAt)}`
    return (
      <Alert severity="warning">
        This draft was listed on the marketplace already{day}, so no second listing is made from it: a draft
        is listed once.{' '}
        <Link component={RouterLink} to={paths.listing(record.listingId)} ref={link}>
          View the listing
        </Link>
      </Alert>
    )
  }
  return (
    <Alert severity="warning">
      A listing is being made from this draft already, or the answer to its create was lost, so no second
      listing is made from it now.{' '}
      {record.jobId === null ? (
        <Link component={RouterLink} to={paths.listings} ref={link}>
          Check the pharmacy’s listings
        </Link>
      ) : (
        <Link component={RouterLink} to={jobPaths.job(record.jobId)} ref={link}>
          View the bulk job
        </Link>
      )}
    </Alert>
  )
}
