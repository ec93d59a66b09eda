import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { PriceGuidanceSlot } from '../../components/prices/price-guidance-slot'
import type { DraftSearchItem } from '../../contract/drafts'
import type { RowValues } from './list-review-rows'

type Values = { rows: RowValues[] }

/**
 * The market and NADAC under a row of the review, following its price and quantity as they are typed;
 * its suggestion goes into the row's price. A draft search item carries no package size (spec: Draft
 * listing search result item), so a full package's price per unit is said to be unknown, not guessed.
 */
export function ReviewRowGuidance({
  item,
  index,
  name,
  control,
  setValue,
}: {
  item: DraftSearchItem
  index: number
  name: string
  control: Control<Values>
  setValue: UseFormSetValue<Values>
}) {
  const [price, quantity] = useWatch({ control, name: [`rows.${index}.price`, `rows.${index}.quantity`] })
  if (!item.nationalDrugCode) return null
  return (
    <div className="review-guidance">
      <PriceGuidanceSlot
        shown
        label={`Market and NADAC for ${name}`}
        ndc={item.nationalDrugCode}
        side="sell"
        price={price}
        quantity={quantity}
        fullPackage={item.fullPackage}
        packageSize={null}
        unit={item.quantityUnitQualifier}
        onSuggest={(value) => setValue(`rows.${index}.price`, value, { shouldValidate: true })}
      />
    </div>
  )
}
