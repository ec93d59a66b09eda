import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { UpdateListingBody } from '../../contract/listings'
import { PriceGuidanceSlot } from '../../components/prices/price-guidance-slot'
import type { ListingFormValues } from './listing-form-values'

export interface ListingGuidance {
  /** The listing's NDC as stored or typed. */
  ndc: string
  /** The service's own NADAC for the drug (its drug package's nadacPrice), when read. */
  serviceNadac: { nadacPrice: number | null; date?: string | null } | null
}

/** The market and NADAC beside a listing's price (a seller's): it follows the fields as they are typed. */
export function ListingPriceGuidance({
  form,
  guidance,
  packageSize,
  unit,
  shown,
}: {
  form: UseFormReturn<ListingFormValues, unknown, UpdateListingBody>
  guidance: ListingGuidance
  packageSize: number | null
  unit: string | null
  shown: boolean
}) {
  const [price, quantity, fullPackage] = useWatch({
    control: form.control,
    name: ['price', 'quantity', 'fullPackage'],
  })
  return (
    <PriceGuidanceSlot
      shown={shown}
      ndc={guidance.ndc}
      side="sell"
      price={price}
      quantity={quantity}
      fullPackage={fullPackage}
      packageSize={packageSize}
      unit={unit}
      serviceNadac={guidance.serviceNadac}
      onSuggest={(value) => form.setValue('price', value, { shouldDirty: true, shouldValidate: true })}
    />
  )
}
