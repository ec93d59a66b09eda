import { useState } from 'react'
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import { cashOfferQueries } from '../../api/cash-offers'
import { isMissingEndpoint } from '../../api/missing-endpoint'
import { GuidSchema } from '../../contract/common'
import { CASH_OFFER_STATUS, statusName } from '../../contract/enums'
import { ErrorAlert } from '../../components/error-alert'
import { PageFrame } from '../../components/page-frame'
import { RequireConnection } from '../../components/require-connection'
import { CashOfferForm } from './cash-offer-form'
import { CashOfferSummary } from './cash-offer-summary'

export function CashOfferEditPage() {
  const { cashOfferId = '' } = useParams()
  return (
    <PageFrame
      title="Edit cash offer"
      description="Change a Pending cash offer's price, quantity and package requirements."
    >
      <RequireConnection>
        {(connection) => (
          <CashOfferEditor
            key={`${cashOfferId}:${connection.pharmacyNpi}`}
            id={cashOfferId}
            buyingPharmacyNpi={connection.pharmacyNpi}
          />
        )}
      </RequireConnection>
    </PageFrame>
  )
}

function CashOfferEditor({ id, buyingPharmacyNpi }: { id: string; buyingPharmacyNpi: number }) {
  const validId = GuidSchema.safeParse(id).success
  // The form takes the data once, when it opens; a refetch on window focus would change nothing it shows.
  const query = useQuery({
    ...cashOfferQueries.detail(id, buyingPharmacyNpi),
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
  const formProps = { id, buyingPharmacyNpi, reloading, onReload: () => void reload() }

  if (!validId) {
    return (
      <Alert severity="error">
        “{id}” is not a cash offer id. A cash offer id is a GUID, for example
        884b0fc1-9c2b-4637-bd72-5d6e9546144a.
      </Alert>
    )
  }
  // Data first: once the form is open, a failed refetch must not take it (and what was typed) away.
  if (query.data) {
    const offer = query.data
    return (
      <Stack spacing={3}>
        {query.isError ? (
          <ErrorAlert
            error={query.error}
            title="The cash offer could not be read again"
            onRetry={() => void query.refetch()}
          />
        ) : null}
        <CashOfferSummary offer={offer} />
        {offer.status !== CASH_OFFER_STATUS.Pending ? (
          <Alert severity="info">
            This cash offer is {statusName(CASH_OFFER_STATUS, offer.status)}. The service accepts changes only
            while an offer is Pending, so it will refuse to save.
          </Alert>
        ) : null}
        <CashOfferForm key={opened} offer={offer} {...formProps} />
      </Stack>
    )
  }
  if (query.isPending) return <LinearProgress aria-label="Loading the cash offer" />
  if (!isMissingEndpoint(query.error)) {
    return (
      <ErrorAlert
        error={query.error}
        title="The cash offer could not be loaded"
        onRetry={() => void query.refetch()}
      />
    )
  }
  // design.md, Gaps: without the read extension the form opens empty; the update itself is the spec's.
  return (
    <Stack spacing={3}>
      <Alert severity="info">
        This service did not return cash offer {id}: it either has no offer with this id or does not offer
        reading cash offers (that is a sandbox extension, not part of API v1). The form is empty: enter every
        value the offer should have, and the update will replace them. The offer's shipping method, drug and
        package size are not known, so the service checks the max shipping price and the quantity's upper
        limit, and no market prices can be shown.
      </Alert>
      <CashOfferForm key={opened} offer={null} {...formProps} />
    </Stack>
  )
}
