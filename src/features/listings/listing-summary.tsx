import type { MarketplaceListing } from '../../contract/listings'
import { LISTING_STATUS, statusName } from '../../contract/enums'
import { formatQuantity } from '../../components/money'
import { NdcStatsLink } from '../../components/ndc-stats-link'
import { ObjectSummary } from '../../components/object-summary'

/** The listing's drug and state, which the form cannot change. */
export function ListingSummary({ listing }: { listing: MarketplaceListing }) {
  const drug = listing.drugPackage
  const ndc = listing.nationalDrugCode ?? drug?.nationalDrugCode ?? null
  const size = drug?.packageSize
  const unit = drug?.quantityUnitQualifier ?? listing.quantityUnitQualifier
  return (
    <ObjectSummary
      items={[
        [
          'Drug',
          [listing.packageName, listing.drugPackageStrength, listing.drugPackageForm]
            .filter(Boolean)
            .join(', '),
        ],
        [
          'NDC',
          ndc ? (
            <NdcStatsLink ndc={ndc} aria-label={`Price statistics for NDC ${ndc}`}>
              {ndc}
            </NdcStatsLink>
          ) : null,
        ],
        [
          'Package size',
          size === null || size === undefined ? null : `${formatQuantity(size)}${unit ? ` ${unit}` : ''}`,
        ],
        ['Status', statusName(LISTING_STATUS, listing.status)],
        ['Listing id', listing.id],
      ]}
    />
  )
}
