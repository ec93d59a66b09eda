import type { MarketplaceListing } from '../../contract/listings'
import { LISTING_STATUS, statusName } from '../../contract/enums'
import { NdcStatsLink } from '../../components/routing/ndc-stats-link'
import { ObjectSummary, RawId } from '../../components/pages/object-summary'
import { drugTitle, packageMeasure, packageSizeText } from '../../components/format/package-measure'

/** The listing's drug and state, which the form cannot change. */
export function ListingSummary({ listing }: { listing: MarketplaceListing }) {
  const ndc = listing.nationalDrugCode ?? listing.drugPackage?.nationalDrugCode ?? null
  const { packageSize, unit } = packageMeasure(listing)
  return (
    <ObjectSummary
      items={[
        ['Drug', drugTitle(listing)],
        [
          'NDC',
          ndc ? (
            <NdcStatsLink ndc={ndc} aria-label={`Price statistics for NDC ${ndc}`}>
              {ndc}
            </NdcStatsLink>
          ) : null,
        ],
        ['Package size', packageSizeText(packageSize, unit)],
        ['Status', statusName(LISTING_STATUS, listing.status)],
        // A reference for the service's support, not something a pharmacist reads: small and quiet.
        ['Reference', <RawId key="id" id={listing.id} />],
      ]}
    />
  )
}
