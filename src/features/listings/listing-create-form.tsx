import { useCallback, useEffect, useRef, useState } from 'react'
import { Link as RouterLink, useLocation } from 'wouter'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { ApiError } from '../../api/api-error'
import { useCreateListing } from '../../api/queries/listings'
import { isSignInMode } from '../../api/sign-in-mode'
import type { ListedDraft } from '../../contract/listed-drafts'
import type { CreateListingBody, UpdateListingBody } from '../../contract/listings'
import { NDC_EXAMPLE } from '../../contract/ndc'
import { formatMoney } from '../../components/format/money'
import { recordQuantityText } from '../../components/format/package-measure'
import { paths } from '../../components/routing/paths'
import { ResendNotice } from '../../components/forms/resend-notice'
import { TextFormField } from '../../components/forms/text-form-field'
import { showToast } from '../../components/feedback/toast-store'
import { mayHaveBeenApplied } from '../../components/forms/form-save-error'
import { useFocusAfterBusy } from '../../components/forms/use-focus-after-busy'
import { lazyWhenShown } from '../../components/feedback/lazy-when-shown'
import { applyCreateError } from './create-refusal'
import type { DraftListedCheckProps } from './draft-listed-check'
import { ListingFormFields } from './listing-form-fields'
import type { ListingFormValues } from './listing-form-values'
import {
  createListingFormSchema,
  packageSizeFor,
  type CreateListingFormValues,
  type KnownPackage,
} from './listing-create-values'
import { maySend, useLostAnswer } from './lost-answer'
import { LostAnswerNotice } from './lost-answer-notice'

// Signed in with a draft only: its code comes when it is shown.
const DraftListedCheck = lazyWhenShown<DraftListedCheckProps>(
  async () => (await import('./draft-listed-check')).DraftListedCheck,
  () => true,
)

/** Where a listing created from a draft came from: the listing page offers to delete that draft. */
export interface CreatedFromDraft {
  createdFromDraft: { id: string; name: string }
}

export interface ListingCreateFormProps {
  pharmacyNpi: number
  initialValues: CreateListingFormValues
  /** The drug's package size, when the draft's drug package was read. */
  known: KnownPackage | null
  unit: string | null
  /** The draft the values came from. */
  draft: { id: string; name: string } | null
}

/**
 * Creates a listing (spec: Referenced operations). The contract's rules run before anything is sent; one
 * POST per submission, however often the button is pressed; a lost answer is checked, never resent.
 */
export function ListingCreateForm({
  pharmacyNpi,
  initialValues,
  known,
  unit,
  draft,
}: ListingCreateFormProps) {
  const [, navigate] = useLocation()
  const form = useForm<CreateListingFormValues, unknown, CreateListingBody>({
    defaultValues: initialValues,
    mode: 'onChange',
    // "now" is taken at each validation, so a date that passes into the past is caught.
    resolver: (values, context, options) =>
      zodResolver(createListingFormSchema({ now: new Date(), pharmacyNpi, known }))(values, context, options),
  })
  const mutation = useCreateListing(draft?.id ?? null)
  const lostAnswer = useLostAnswer(pharmacyNpi)
  // Signed in: a draft listed already (by a job, another tab, a colleague) is said so, with its listing,
  // and nothing is sent from it; the server refuses it anyway (409), which reads the record again.
  const [listedRecord, setListedRecord] = useState<ListedDraft | undefined>(undefined)
  const [recheck, setRecheck] = useState(0)
  const refusal = useRef<ApiError | null>(null)
  const onRecord = useCallback(
    (record: ListedDraft | undefined, afterRefusal: boolean) => {
      setListedRecord(record)
      // Refused, yet not listed by this server's record: the server's own words.
      if (afterRefusal && !record && refusal.current)
        applyCreateError(refusal.current, form, { pharmacyNpi, what: 'listing' })
    },
    [form, pharmacyNpi],
  )
  // Set at the first press and cleared only when the answer is in: a second press, Enter or a re-render
  // while validating or sending sends nothing (spec: Retries, no idempotency).
  const inFlight = useRef(false)
  const [validating, setValidating] = useState(false)
  const sending = mutation.isPending || validating
  const { target: submitRef, onPress } = useFocusAfterBusy<HTMLButtonElement>(sending)
  const ndc = useWatch({ control: form.control, name: 'nationalDrugCode' })
  const packageSize = packageSizeFor(ndc, known)
  const blocked = !maySend(lostAnswer.state) || listedRecord !== undefined
  // Another NDC may change the quantity's upper bound: a quantity shown as refused is checked again.
  useEffect(() => {
    if (form.getFieldState('quantity').invalid) void form.trigger('quantity')
  }, [packageSize, form])

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (inFlight.current || blocked) return
    inFlight.current = true
    setValidating(true)
    let sent = false
    await form.handleSubmit((body) => {
      sent = true
      lostAnswer.clear()
      const sentAt = new Date()
      mutation.mutate(body, {
        onSuccess: (created) => {
          showToast({
            severity: 'success',
            message: `Listing created: NDC ${created.nationalDrugCode}, lot ${created.lotNumber}, ${formatMoney(created.price)} for ${recordQuantityText(created) ?? 'the quantity'}.`,
          })
          const state: CreatedFromDraft | undefined = draft ? { createdFromDraft: draft } : undefined
          navigate(paths.listing(created.id), { state })
        },
        onError: (error) => {
          if (mayHaveBeenApplied(error)) {
            lostAnswer.lost({ nationalDrugCode: body.nationalDrugCode, lotNumber: body.lotNumber, sentAt })
          } else if (draft && error.kind === 'conflict' && isSignInMode()) {
            // Listed already: the record says by what, with a link (DraftListedCheck).
            refusal.current = error
            setRecheck((n) => n + 1)
          } else {
            applyCreateError(error, form, { pharmacyNpi, what: 'listing' })
          }
        },
        onSettled: () => {
          inFlight.current = false
        },
      })
    })(event)
    setValidating(false)
    if (!sent) inFlight.current = false
  }

  const rootError = form.formState.errors.root?.server?.message
  // The listing inputs are the edit form's; this form's values are theirs plus the NDC.
  const listingForm = form as unknown as UseFormReturn<ListingFormValues, unknown, UpdateListingBody>
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      spacing={3}
      aria-label="New listing"
    >
      <TextFormField
        control={form.control}
        name="nationalDrugCode"
        label="NDC"
        required
        // The example whole on one line: a code broken at a hyphen ("00002-7597-" over "01") misleads.
        helperText={
          <>
            The drug's National Drug Code, for example{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{NDC_EXAMPLE}.</span>
          </>
        }
        disabled={mutation.isPending}
      />
      <ListingFormFields
        form={listingForm}
        packageSize={packageSize}
        unit={unit}
        disabled={mutation.isPending}
      />
      {mutation.isPending && mutation.failureReason?.kind === 'rate-limited' ? (
        <ResendNotice what="listing" />
      ) : null}
      {rootError ? <Alert severity="error">{rootError}</Alert> : null}
      {draft && isSignInMode() ? (
        <DraftListedCheck
          pharmacyNpi={pharmacyNpi}
          draftId={draft.id}
          recheck={recheck}
          onRecord={onRecord}
        />
      ) : null}
      {lostAnswer.state ? (
        <LostAnswerNotice
          state={lostAnswer.state}
          onCheck={lostAnswer.check}
          onConfirmNotCreated={lostAnswer.confirmNotCreated}
        />
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          ref={submitRef}
          type="submit"
          variant="contained"
          disabled={sending || blocked}
          aria-busy={sending}
          onClick={onPress}
        >
          {mutation.isPending ? 'Creating…' : 'Create listing'}
        </Button>
        <Button component={RouterLink} to={draft ? paths.drafts : paths.listings}>
          {draft ? 'Back to drafts' : 'Back to listings'}
        </Button>
      </Stack>
    </Stack>
  )
}
