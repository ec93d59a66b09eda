import type { CashOffer } from '../../contract/cash-offers'
import { CASH_OFFER_STATUS, statusName } from '../../contract/enums'
import { ObjectSummary, RawId } from '../../components/pages/object-summary'
import { drugTitle, packageMeasure, packageSizeText } from '../../components/format/package-measure'

/** The offer's drug, shipping method and state, which the form cannot change. */
export function CashOfferSummary({ offer }: { offer: CashOffer }) {
  const { packageSize, unit } = packageMeasure(offer)
  return (
    <ObjectSummary
      items={[
        ['Drug', drugTitle(offer)],
        ['NDC', offer.nationalDrugCode],
        ['Package size', packageSizeText(packageSize, unit)],
        ['Shipping method', offer.shippingRequestMethod ?? null],
        ['Status', statusName(CASH_OFFER_STATUS, offer.status)],
        // A reference for the service's support, not something a pharmacist reads: small and quiet.
        ['Reference', <RawId key="id" id={offer.id} />],
      ]}
    />
  )
}
