import { useState } from 'react'
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import { listingQueries } from '../../api/listings'
import { isMissingEndpoint } from '../../api/missing-endpoint'
import { GuidSchema } from '../../contract/common'
import { LISTING_STATUS, statusName } from '../../contract/enums'
import { ErrorAlert } from '../../components/error-alert'
import { PageFrame } from '../../components/page-frame'
import { RequireConnection } from '../../components/require-connection'
import { ListingForm } from './listing-form'
import { ListingSummary } from './listing-summary'

export function ListingEditPage() {
  const { listingId = '' } = useParams()
  return (
    <PageFrame
      title="Edit listing"
      description="Change a Pending listing's lot, expiration, price, quantity and package details."
    >
      <RequireConnection>
        {(connection) => (
          <ListingEditor
            key={`${listingId}:${connection.pharmacyNpi}`}
            id={listingId}
            pharmacyNpi={connection.pharmacyNpi}
          />
        )}
      </RequireConnection>
    </PageFrame>
  )
}

function ListingEditor({ id, pharmacyNpi }: { id: string; pharmacyNpi: number }) {
  const validId = GuidSchema.safeParse(id).success
  // The form takes the data once, when it opens; a refetch on window focus would change nothing it shows.
  const query = useQuery({
    ...listingQueries.detail(id, pharmacyNpi),
    enabled: validId,
    refetchOnWindowFocus: false,
  })
  // Each reload opens a fresh form on what the service says now.
  const [opened, setOpened] = useState(0)
  const [reloading, setReloading] = useState(false)
  const reload = async () => {
    setReloading(true)
    await query.refetch()
    setReloading(false)
    setOpened((n) => n + 1)
  }
  const formProps = { id, pharmacyNpi, reloading, onReload: () => void reload() }

  if (!validId) {
    return (
      <Alert severity="error">
        “{id}” is not a listing id. A listing id is a GUID, for example 9979ac03-1763-44d3-8c5e-65d6d20e0e8d.
      </Alert>
    )
  }
  // Data first: once the form is open, a failed refetch must not take it (and what was typed) away.
  if (query.data) {
    const listing = query.data
    return (
      <Stack spacing={3}>
        {query.isError ? (
          <ErrorAlert
            error={query.error}
            title="The listing could not be read again"
            onRetry={() => void query.refetch()}
          />
        ) : null}
        <ListingSummary listing={listing} />
        {listing.status !== LISTING_STATUS.Pending ? (
          <Alert severity="info">
            This listing is {statusName(LISTING_STATUS, listing.status)}. The service accepts changes only
            while a listing is Pending, so it will refuse to save.
          </Alert>
        ) : null}
        <ListingForm key={opened} listing={listing} {...formProps} />
      </Stack>
    )
  }
  if (query.isPending) return <LinearProgress aria-label="Loading the listing" />
  if (!isMissingEndpoint(query.error)) {
    return (
      <ErrorAlert
        error={query.error}
        title="The listing could not be loaded"
        onRetry={() => void query.refetch()}
      />
    )
  }
  // design.md, Gaps: without the read extension the form opens empty; the update itself is the spec's.
  return (
    <Stack spacing={3}>
      <Alert severity="info">
        This service did not return listing {id}: it either has no listing with this id or does not offer
        reading listings (that is a sandbox extension, not part of API v1). The form is empty: enter every
        value the listing should have, and the update will replace them. The package size is not known, so the
        service checks the quantity's upper limit.
      </Alert>
      <ListingForm key={opened} listing={null} {...formProps} />
    </Stack>
  )
}
