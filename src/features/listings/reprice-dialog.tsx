import { useId, useMemo, useState } from 'react'
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod/mini'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { ApiError } from '../../api/api-error'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { formatMoney } from '../../components/format/money'
import { recordQuantityText } from '../../components/format/package-measure'
import type { JobBody } from '../../contract/jobs'
import type { MarketplaceListing } from '../../contract/listings'
import { listingName } from './listing-columns'
import {
  changeProblems,
  repriceJobBody,
  repricePreview,
  rowsToSend,
  startProblem,
  type RepriceHow,
} from './reprice-preview'
import './reprice-dialog.css'

// Repricing the chosen listings: one change for all (a new price, or a percentage of each price), each
// row previewed with its old and new price (reprice-preview.ts: the contract's rounding and rules), the
// rows that break a rule left out with the reason. Start sends the job (POST /team/jobs); what the server
// still refuses is shown here and nothing starts. Loaded when it first opens (listing-bulk-bar.tsx).

export interface RepriceDialogProps {
  open: boolean
  /** The listings chosen, as they were seen (Pending only). */
  listings: readonly MarketplaceListing[]
  npi: number
  busy: boolean
  error: ApiError | null
  onCancel: () => void
  onStart: (body: JobBody) => void
}

type Values = { how: RepriceHow; amount: string }

const schema = z.object({ how: z.enum(['price', 'percent']), amount: z.string() }).check(
  z.superRefine((values, ctx) => {
    for (const message of changeProblems(values.how, values.amount))
      ctx.issues.push({ code: 'custom', path: ['amount'], message, input: values.amount })
  }),
)

/** " for 30 EA": what the price is for (components/format/price-text.ts), '' when not known. */
const quantityFor = (listing: MarketplaceListing) => {
  const quantity = recordQuantityText(listing)
  return quantity === null ? '' : ` for ${quantity}`
}

const many = (n: number) => (n === 1 ? '1 listing' : `${n} listings`)

export function RepriceDialog(props: RepriceDialogProps) {
  const titleId = useId()
  const narrow = useMediaQuery('(max-width:599.95px)')
  const { open, busy, onCancel, listings } = props
  // The rows as they were when the dialog opened; each opening starts a fresh form.
  const [opened, setOpened] = useState({ open, times: 0, listings })
  if (open !== opened.open)
    setOpened((was) => ({
      open,
      times: open ? was.times + 1 : was.times,
      listings: open ? listings : was.listings,
    }))
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullScreen={narrow}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Reprice {many(opened.listings.length)}</DialogTitle>
      <RepriceForm key={opened.times} {...props} listings={opened.listings} />
    </Dialog>
  )
}

function RepriceForm({ listings, npi, busy, error, onCancel, onStart }: RepriceDialogProps) {
  const [now] = useState(() => new Date())
  const form = useForm<Values>({
    defaultValues: { how: 'percent', amount: '' },
    resolver: zodResolver(schema),
  })
  const { control, register, formState } = form
  const how = useWatch({ control, name: 'how' })
  const amount = useWatch({ control, name: 'amount' })
  const preview = useMemo(
    () => repricePreview(listings, how, amount, npi, now),
    [listings, how, amount, npi, now],
  )
  const sent = rowsToSend(preview).length
  const ready = preview.length > 0 && preview[0]!.price !== null
  const blocked = ready ? startProblem(sent) : null
  const submit = form.handleSubmit((values) => {
    if (startProblem(sent) === null) onStart(repriceJobBody(preview, values.how, values.amount, npi))
  })
  const message = formState.errors.amount?.message
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="reprice">
      <DialogContent>
        <HowChoice register={register} />
        <TextField
          {...register('amount')}
          label={how === 'price' ? 'New price ($)' : 'Change (%)'}
          size="small"
          required
          error={message !== undefined}
          helperText={
            message ??
            (how === 'price'
              ? 'The new price of each listing, for its whole quantity.'
              : 'E.g. -5 lowers each price by 5 %, rounded to the cent.')
          }
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Typography role="status" className="reprice-summary">
          {ready
            ? `${many(sent)} of ${preview.length} will be repriced${sent < preview.length ? `; ${preview.length - sent} left out, each says why` : ''}.`
            : 'Each listing’s new price shows here once the change is typed.'}
        </Typography>
        <ol className="reprice-rows" aria-label="New prices">
          {preview.map((row) => (
            <li key={row.listing.id} className={row.problems.length > 0 ? 'left-out' : undefined}>
              <span className="reprice-name">{listingName(row.listing)}</span>
              <span className="reprice-prices">
                <span className="reprice-price">
                  {formatMoney(row.listing.price)}
                  {row.price === null ? null : ` to ${formatMoney(row.price)}`}
                </span>
                {quantityFor(row.listing)}
              </span>
              {row.problems.length > 0 ? (
                <Alert severity="warning" className="reprice-problem">
                  Left out: {row.problems.join(' ')}
                </Alert>
              ) : null}
            </li>
          ))}
        </ol>
        {blocked ? <Alert severity="error">{blocked}</Alert> : null}
        {error ? <ErrorAlert error={error} title="The job was not started" /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy || blocked !== null}>
          {ready ? `Start repricing ${many(sent)}` : 'Start repricing'}
        </Button>
      </DialogActions>
    </form>
  )
}

/**
 * A new price for all, or a change by a percentage: the browser's own radios in a fieldset, its legend
 * naming the group (arrow keys move between them); styled in reprice-dialog.css.
 */
function HowChoice({ register }: { register: UseFormRegister<Values> }) {
  return (
    <fieldset className="reprice-how">
      <legend>Change</legend>
      <label>
        <input type="radio" value="percent" {...register('how')} />
        By a percentage
      </label>
      <label>
        <input type="radio" value="price" {...register('how')} />A new price for all
      </label>
    </fieldset>
  )
}
