import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import Stack from '@mui/material/Stack'
import { useUpdateListing } from '../../api/listings'
import type { MarketplaceListing, UpdateListingBody } from '../../contract/listings'
import { EditFormFooter } from '../../components/edit-form-footer'
import { formatMoney, formatQuantity } from '../../components/money'
import { paths } from '../../components/paths'
import { showToast } from '../../components/toast-store'
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard'
import { useEditFormSave } from '../../components/use-edit-form-save'
import { ListingFormFields } from './listing-form-fields'
import {
  EMPTY_LISTING_FORM_VALUES,
  listingFormSchema,
  listingToFormValues,
  type ListingFormValues,
} from './listing-form-values'

export interface ListingFormProps {
  /** The path id. */
  id: string
  /** The listing as read, or null when the service cannot read one (the form opens empty). */
  listing: MarketplaceListing | null
  pharmacyNpi: number
  onReload: () => void
  reloading: boolean
}

/**
 * Edits a listing (spec: Endpoints > 1). Mounted once its data is there and takes it as its starting
 * values; the contract's rules run as the user types; the saved listing becomes the new starting point.
 */
export function ListingForm({ id, listing, pharmacyNpi, onReload, reloading }: ListingFormProps) {
  // The drug cannot change, and the update's answer carries no drug package: keep what the read said.
  const packageSize = listing?.drugPackage?.packageSize ?? null
  const unit = listing?.drugPackage?.quantityUnitQualifier ?? listing?.quantityUnitQualifier ?? null
  const form = useForm<ListingFormValues, unknown, UpdateListingBody>({
    defaultValues: listing ? listingToFormValues(listing) : EMPTY_LISTING_FORM_VALUES,
    mode: 'onChange',
    // "now" is taken at each validation, so a date that passes into the past is caught.
    resolver: (values, context, options) =>
      zodResolver(listingFormSchema({ now: new Date(), packageSize, pharmacyNpi }))(values, context, options),
  })
  const { submit, saving, waitingToResend, failure } = useEditFormSave({
    form,
    mutation: useUpdateListing(),
    id,
    context: { pharmacyNpi, what: 'listing' },
    toValues: listingToFormValues,
    onSaved: (saved) =>
      showToast({
        severity: 'success',
        message: `Listing saved: lot ${saved.lotNumber}, ${formatMoney(saved.price)}, quantity ${formatQuantity(saved.quantity)}.`,
      }),
  })
  const { isDirty, errors } = form.formState
  const locked = failure === 'conflict'

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={3}
      aria-label="Edit listing"
    >
      <ListingFormFields form={form} packageSize={packageSize} unit={unit} disabled={locked} />
      <EditFormFooter
        rootError={errors.root?.server?.message}
        failure={failure}
        saving={saving}
        waitingToResend={waitingToResend}
        locked={locked}
        dirty={isDirty}
        submitLabel="Save listing"
        onDiscard={() => form.reset()}
        onReload={onReload}
        reloading={reloading}
        backTo={{ href: paths.listings, label: 'Back to listings' }}
      />
      <UnsavedChangesGuard when={isDirty} what="this listing" />
    </Stack>
  )
}
