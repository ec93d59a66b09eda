import { lazy } from 'react'
import { useParams } from 'wouter'
import { cashOfferQueries } from '../../api/queries/cash-offers'
import { CASH_OFFER_STATUS } from '../../contract/enums'
import { EditPage } from '../../components/pages/edit-page'
import { CashOfferForm } from './cash-offer-form'
import { CASH_OFFER_KIND } from './cash-offer-kind'
import { CashOfferSummary } from './cash-offer-summary'

// An offer that is no longer Pending is shown read-only: code most visits (a Pending offer) never need.
const CashOfferClosedView = lazy(async () => ({
  default: (await import('./cash-offer-closed-view')).CashOfferClosedView,
}))

export function CashOfferEditPage() {
  const { cashOfferId = '' } = useParams()
  return (
    <EditPage
      kind={CASH_OFFER_KIND}
      operation="updateCashOffer"
      id={cashOfferId}
      description="Change a Pending cash offer's price, quantity and package requirements."
      detailQuery={cashOfferQueries.detail}
      statuses={CASH_OFFER_STATUS}
      summary={(offer) => <CashOfferSummary offer={offer} />}
      closed={CashOfferClosedView}
      unknownWithoutRead="The offer's shipping method, drug and package size are not known, so the service checks the max shipping price and the quantity's upper limit, and no market prices can be shown."
      form={CashOfferForm}
    />
  )
}
