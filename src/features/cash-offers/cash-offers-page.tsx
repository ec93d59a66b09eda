import { cashOfferQueries } from '../../api/queries/cash-offers'
import { mayDo } from '../../api/sign-in-mode'
import { CASH_OFFER_STATUS } from '../../contract/enums'
import { StatusListPage } from '../../components/tables/status-list-page'
import { CASH_OFFER_COLUMNS, cashOfferEditLabel } from './cash-offer-columns'
import { CASH_OFFER_KIND } from './cash-offer-kind'

export function CashOffersPage() {
  return (
    <StatusListPage
      kind={CASH_OFFER_KIND}
      title="Cash offers"
      description={
        // A role that may not change cash offers (signed in) is not told they can be edited.
        mayDo('updateCashOffer')
          ? 'The cash offers the acting pharmacy made. Pending offers can be edited.'
          : 'The cash offers the acting pharmacy made.'
      }
      statuses={CASH_OFFER_STATUS}
      listQuery={(buyingPharmacyNpi, params) => cashOfferQueries.list({ buyingPharmacyNpi, ...params })}
      none="This pharmacy has made no cash offers."
      columns={CASH_OFFER_COLUMNS}
      tableClassName="cash-offers-table"
      editLabel={cashOfferEditLabel}
    />
  )
}
