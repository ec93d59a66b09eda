import type { ReactNode } from 'react'
import { parseNdc } from '../../contract/ndc'
import { paths } from './paths'
import { TextLink } from './text-link'

// Draft rows and the cash offer form link to the price statistics of their NDC without importing the
// statistics page: the address is built here, and the page reads the same parameter.

/** The query parameter of /ndc-stats that holds the NDC (design: "URL is the state"). */
export const NDC_STATS_PARAM = 'ndc'

/** /ndc-stats?ndc=00002-7597-01 (normalised to 5-4-2 when the NDC is valid, as typed otherwise). */
export function ndcStatsHref(ndc: string): string {
  const parsed = parseNdc(ndc)
  const value = parsed.ok ? parsed.formatted : ndc.trim()
  return `${paths.ndcStats}?${new URLSearchParams({ [NDC_STATS_PARAM]: value }).toString()}`
}

export interface NdcStatsLinkProps {
  ndc: string
  /** Defaults to "Price statistics"; give the NDC or drug name where several links share a screen. */
  children?: ReactNode
  /** Read by screen readers instead of the text, e.g. "Price statistics for NDC 00002-7597-01". */
  'aria-label'?: string
}

/** A link to the price statistics of one NDC. */
export function NdcStatsLink({ ndc, children = 'Price statistics', ...rest }: NdcStatsLinkProps) {
  return (
    <TextLink to={ndcStatsHref(ndc)} aria-label={rest['aria-label']}>
      {children}
    </TextLink>
  )
}
