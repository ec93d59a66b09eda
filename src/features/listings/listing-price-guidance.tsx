import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { UpdateListingBody } from '../../contract/listings'
import { PriceGuidance } from '../../components/prices/price-guidance'
import type { ListingFormValues } from './listing-form-values'

export interface ListingGuidance {
  /** The listing's NDC as stored or typed. */
  ndc: string
  /** The service's own NADAC for the drug (its drug package's nadacPrice), when read. */
  serviceNadac: { nadacPrice: number | null; date?: string | null } | null
}

export interface ListingPriceGuidanceProps {
  form: UseFormReturn<ListingFormValues, unknown, UpdateListingBody>
  guidance: ListingGuidance
  packageSize: number | null
  unit: string | null
  /** Loaded (listing-form-fields.tsx) once true. */
  shown: boolean
}

/** The market and NADAC beside a listing's price (a seller's): it follows the fields as they are typed. */
export function ListingPriceGuidance({ form, guidance, packageSize, unit }: ListingPriceGuidanceProps) {
  const [price, quantity, fullPackage] = useWatch({
    control: form.control,
    name: ['price', 'quantity', 'fullPackage'],
  })
  return (
    <PriceGuidance
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
