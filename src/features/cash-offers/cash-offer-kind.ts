import type { ObjectKind } from '../../components/pages/object-kind'
import { paths } from '../../components/routing/paths'

/** How the cash offer pages name a cash offer. */
export const CASH_OFFER_KIND: ObjectKind = {
  one: 'cash offer',
  many: 'cash offers',
  short: 'offer',
  aShort: 'an offer',
  exampleId: '884b0fc1-9c2b-4637-bd72-5d6e9546144a',
  listPath: paths.cashOffers,
  editPath: paths.cashOffer,
  changeOperation: 'updateCashOffer',
}
