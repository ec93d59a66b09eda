import { useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { listingQueries } from '../../api/listings'
import { isMissingEndpoint } from '../../api/missing-endpoint'
import { LISTING_STATUS, statusName, type ListingStatus } from '../../contract/enums'
import { ErrorAlert } from '../../components/error-alert'
import { OpenById } from '../../components/open-by-id'
import { PageFrame } from '../../components/page-frame'
import { paths } from '../../components/paths'
import { RequireConnection } from '../../components/require-connection'
import { ALL_STATUSES, StatusFilter, statusFromName } from '../../components/status-filter'
import { ListingsTable } from './listings-table'

export function ListingsPage() {
  return (
    <PageFrame
      title="Marketplace listings"
      description="The acting pharmacy's listings on the marketplace. Pending listings can be edited."
    >
      <RequireConnection>
        {(connection) => <Listings pharmacyNpi={connection.pharmacyNpi} />}
      </RequireConnection>
    </PageFrame>
  )
}

function Listings({ pharmacyNpi }: { pharmacyNpi: number }) {
  // design.md, convention 6: the filter is in the URL (?status=Pending), so it can be bookmarked.
  const [searchParams, setSearchParams] = useSearchParams()
  const status = statusFromName(LISTING_STATUS, searchParams.get('status')) as ListingStatus | undefined
  const query = useQuery(listingQueries.list({ pharmacyNpi, status }))
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
          This service does not list listings: the list is a sandbox extension, not part of API v1. Open a
          listing by its id to edit it.
        </Alert>
      ) : null}
      <OpenById label="Listing id" hrefFor={paths.listing} />
      {missing ? null : (
        <>
          <StatusFilter
            statuses={LISTING_STATUS}
            value={status === undefined ? ALL_STATUSES : statusName(LISTING_STATUS, status)}
            onChange={setStatus}
          />
          {query.isPending ? <LinearProgress aria-label="Loading listings" /> : null}
          {query.isError ? (
            <ErrorAlert
              error={query.error}
              title="The listings could not be loaded"
              onRetry={() => void query.refetch()}
            />
          ) : null}
          {query.isSuccess && query.data.data.length === 0 ? (
            <Typography>
              {status === undefined
                ? 'This pharmacy has no listings.'
                : `This pharmacy has no ${statusName(LISTING_STATUS, status)} listings.`}
            </Typography>
          ) : null}
          {query.isSuccess && query.data.data.length > 0 ? (
            <ListingsTable listings={query.data.data} />
          ) : null}
        </>
      )}
    </Stack>
  )
}
