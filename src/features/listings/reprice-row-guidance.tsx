import { packageMeasure } from '../../components/format/package-measure'
import { PriceGuidanceSlot } from '../../components/prices/price-guidance-slot'
import type { MarketplaceListing } from '../../contract/listings'

/**
 * The market and NADAC under a listing of the reprice dialog, at its new price (its old one until a
 * change is typed). `onSuggest` only when one listing is repriced: the suggestion then becomes the new
 * price for all; with many, each row's suggestion is its own and is read, not applied.
 */
export function RepriceRowGuidance({
  listing,
  name,
  price,
  onSuggest,
}: {
  listing: MarketplaceListing
  name: string
  price: number | null
  onSuggest?: (price: string) => void
}) {
  const { packageSize, unit } = packageMeasure(listing)
  if (!listing.nationalDrugCode) return null
  return (
    <div className="reprice-guidance">
      <PriceGuidanceSlot
        shown
        label={`Market and NADAC for ${name}`}
        ndc={listing.nationalDrugCode}
        side="sell"
        price={String(price ?? listing.price)}
        quantity={String(listing.quantity)}
        fullPackage={listing.fullPackage}
        packageSize={packageSize}
        unit={unit}
        serviceNadac={listing.drugPackage ? { nadacPrice: listing.drugPackage.nadacPrice } : null}
        onSuggest={onSuggest}
      />
    </div>
  )
}
