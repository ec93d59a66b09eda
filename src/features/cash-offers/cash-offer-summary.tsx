import type { CashOffer } from '../../contract/cash-offers'
import { CASH_OFFER_STATUS, statusName } from '../../contract/enums'
import { formatQuantity } from '../../components/money'
import { ObjectSummary } from '../../components/object-summary'

/** The offer's drug, shipping method and state, which the form cannot change. */
export function CashOfferSummary({ offer }: { offer: CashOffer }) {
  const drug = offer.drugPackage
  const size = drug?.packageSize
  const unit = drug?.quantityUnitQualifier ?? offer.quantityUnitQualifier
  return (
    <ObjectSummary
      items={[
        [
          'Drug',
          [offer.packageName, offer.drugPackageStrength, offer.drugPackageForm].filter(Boolean).join(', '),
        ],
        ['NDC', offer.nationalDrugCode],
        [
          'Package size',
          size === null || size === undefined ? null : `${formatQuantity(size)}${unit ? ` ${unit}` : ''}`,
        ],
        ['Shipping method', offer.shippingRequestMethod ?? null],
        ['Status', statusName(CASH_OFFER_STATUS, offer.status)],
        ['Cash offer id', offer.id],
      ]}
    />
  )
}
