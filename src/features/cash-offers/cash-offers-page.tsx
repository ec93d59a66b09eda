import { useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { cashOfferQueries } from '../../api/cash-offers'
import { isMissingEndpoint } from '../../api/missing-endpoint'
import { CASH_OFFER_STATUS, statusName, type CashOfferStatus } from '../../contract/enums'
import { ErrorAlert } from '../../components/error-alert'
import { OpenById } from '../../components/open-by-id'
import { PageFrame } from '../../components/page-frame'
import { paths } from '../../components/paths'
import { RequireConnection } from '../../components/require-connection'
import { ALL_STATUSES, StatusFilter, statusFromName } from '../../components/status-filter'
import { CashOffersTable } from './cash-offers-table'

export function CashOffersPage() {
  return (
    <PageFrame
      title="Cash offers"
      description="The cash offers the acting pharmacy made. Pending offers can be edited."
    >
      <RequireConnection>
        {(connection) => <CashOffers buyingPharmacyNpi={connection.pharmacyNpi} />}
      </RequireConnection>
    </PageFrame>
  )
}

function CashOffers({ buyingPharmacyNpi }: { buyingPharmacyNpi: number }) {
  // design.md, convention 6: the filter is in the URL (?status=Pending), so it can be bookmarked.
  const [searchParams, setSearchParams] = useSearchParams()
  const status = statusFromName(CASH_OFFER_STATUS, searchParams.get('status')) as CashOfferStatus | undefined
  const query = useQuery(cashOfferQueries.list({ buyingPharmacyNpi, status }))
  const setStatus = (name: string) =>
    setSearchParams((params) => {
      if (name === ALL_STATUSES) params.delete('status')
      else params.set('status', name)
      return params
    })

  const missing = query.isError && isMissingEndpoint(query.error)
  return (
    <Stack spacing={2}>
      {missing ? (
        <Alert severity="info">
          This service does not list cash offers: the list is a sandbox extension, not part of API v1. Open an
          offer by its id to edit it.
        </Alert>
      ) : null}
      <OpenById label="Cash offer id" hrefFor={paths.cashOffer} />
      {missing ? null : (
        <>
          <StatusFilter
            statuses={CASH_OFFER_STATUS}
            value={status === undefined ? ALL_STATUSES : statusName(CASH_OFFER_STATUS, status)}
            onChange={setStatus}
          />
          {query.isPending ? <LinearProgress aria-label="Loading cash offers" /> : null}
          {query.isError ? (
            <ErrorAlert
              error={query.error}
              title="The cash offers could not be loaded"
              onRetry={() => void query.refetch()}
            />
          ) : null}
          {query.isSuccess && query.data.data.length === 0 ? (
            <Typography>
              {status === undefined
                ? 'This pharmacy has made no cash offers.'
                : `This pharmacy has no ${statusName(CASH_OFFER_STATUS, status)} cash offers.`}
            </Typography>
          ) : null}
          {query.isSuccess && query.data.data.length > 0 ? (
            <CashOffersTable offers={query.data.data} />
          ) : null}
        </>
      )}
    </Stack>
  )
}
