import { parseNdc } from '../../contract/ndc'
import { useSearchParams } from '../../components/routing/blocking-router'
import { NDC_STATS_PARAM } from '../../components/routing/ndc-stats-link'
import { PageFrame } from '../../components/pages/page-frame'
import { RequireConnection } from '../../components/pages/require-connection'
import { NdcForm } from './ndc-form'
import { NdcStatsResult } from './ndc-stats-result'
import { RecentNdcsList } from './recent-ndcs-list'

/**
 * /ndc-stats?ndc=00002-7597-01: high, low, average and most recent prices of one NDC for transactions,
 * cash offers and listings. The address holds the NDC, so the page can be bookmarked and linked to.
 * spec: Endpoints > 5, Resources > NDC transaction statistic
 */
export function NdcStatsPage() {
  const [params, setParams] = useSearchParams()
  const ndcParam = params.get(NDC_STATS_PARAM) ?? ''
  const parsed = parseNdc(ndcParam)
  const current = parsed.ok ? parsed.formatted : null

  return (
    <PageFrame
      title="NDC price statistics"
      description="High, low, average and most recent prices of one National Drug Code: transacted, offered in cash offers and listed on the marketplace."
    >
      <RequireConnection>
        {() => (
          <>
            {/* Keyed by the address: back and forward put the field in step with the page shown. */}
            <NdcForm
              key={ndcParam}
              initialNdc={ndcParam}
              onSubmit={(formatted) => {
                // A deliberate step: a new history entry (design: "URL is the state").
                if (formatted !== ndcParam) setParams({ [NDC_STATS_PARAM]: formatted })
              }}
            />
            <RecentNdcsList current={current} />
            {parsed.ok ? (
              <NdcStatsResult normalized={parsed.normalized} formatted={parsed.formatted} />
            ) : null}
          </>
        )}
      </RequireConnection>
    </PageFrame>
  )
}
