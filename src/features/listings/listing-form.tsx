import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useUpdateListing } from '../../api/queries/listings'
import type { MarketplaceListing, UpdateListingBody } from '../../contract/listings'
import { EditForm } from '../../components/forms/edit-form'
import type { EditPageFormProps } from '../../components/pages/edit-page'
import { formatMoney } from '../../components/format/money'
import { formatPackageQuantity, packageMeasure } from '../../components/format/package-measure'
import { ListingFormFields } from './listing-form-fields'
import {
  EMPTY_LISTING_FORM_VALUES,
  listingFormSchema,
  listingToFormValues,
  type ListingFormValues,
} from './listing-form-values'
import { LISTING_KIND } from './listing-kind'

/**
 * Edits a listing (spec: Endpoints > 1). Mounted once its data is there and takes it as its starting
 * values; the contract's rules run as the user types; the saved listing becomes the new starting point.
 */
export function ListingForm({ current: listing, ...page }: EditPageFormProps<MarketplaceListing>) {
  const { pharmacyNpi } = page
  // The drug cannot change, and the update's answer carries no drug package: keep what the read said.
  const { packageSize, unit } = packageMeasure(listing)
  const form = useForm<ListingFormValues, unknown, UpdateListingBody>({
    defaultValues: listing ? listingToFormValues(listing) : EMPTY_LISTING_FORM_VALUES,
    mode: 'onChange',
    // "now" is taken at each validation, so a date that passes into the past is caught.
    resolver: (values, context, options) =>
      zodResolver(listingFormSchema({ now: new Date(), packageSize, pharmacyNpi }))(values, context, options),
  })
  const mutation = useUpdateListing()
  return (
    <EditForm
      kind={LISTING_KIND}
      form={form}
      mutation={mutation}
      toValues={listingToFormValues}
      savedMessage={(saved) =>
        `Listing saved: lot ${saved.lotNumber}, ${formatMoney(saved.price)} for ${formatPackageQuantity({ quantity: saved.quantity, fullPackage: saved.fullPackage, unit, packageSize }) ?? 'the quantity'}.`
      }
      page={page}
    >
      {(locked) => <ListingFormFields form={form} packageSize={packageSize} unit={unit} disabled={locked} />}
    </EditForm>
  )
}
