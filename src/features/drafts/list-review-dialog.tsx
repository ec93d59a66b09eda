import { useEffect, useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
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
import type { DraftSearchBody, DraftSearchItem } from '../../contract/drafts'
import { aboutOfDrafts } from '../../contract/job-about'
import type { JobBody } from '../../contract/jobs'
import { draftName } from './draft-format'
import { fixedProblems, quantityLabel, reviewSchema, rowOf, text, type RowValues } from './list-review-rows'
import './list-review.css'

// Listing the chosen drafts: a review of every row, its price and quantity set here and checked by the
// contract's rules (src/contract/job-rows.ts: the create's rules) before the job starts; what the server
// still refuses (shape 3 at `rows.<i>.<field>`) comes back to the row's field. Every draft of a search
// (the cap) is listed at each draft's own price and quantity, which the server checks the same way.
// Loaded when it first opens (draft-bulk-bar.tsx).

export interface ListReviewDialogProps {
  open: boolean
  npi: number
  /** The drafts chosen one by one; null when the whole search is. */
  items: readonly DraftSearchItem[] | null
  wholeSearch: { search: DraftSearchBody; cap: number; count: number } | null
  busy: boolean
  error: ApiError | null
  onCancel: () => void
  onStart: (body: JobBody) => void
}

type Values = { rows: RowValues[] }

export function ListReviewDialog(props: ListReviewDialogProps) {
  const titleId = useId()
  const narrow = useMediaQuery('(max-width:599.95px)')
  const { open, onCancel, busy } = props
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullScreen={narrow}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>List on the marketplace</DialogTitle>
      {props.items ? <RowsReview {...props} items={props.items} /> : <SearchReview {...props} />}
    </Dialog>
  )
}

function SearchReview({ npi, wholeSearch, busy, error, onCancel, onStart }: ListReviewDialogProps) {
  if (!wholeSearch) return null
  return (
    <>
      <DialogContent>
        <Typography>
          Every draft of this search ({wholeSearch.count}) is listed at its own price and quantity. The server
          checks each one by the listing&apos;s rules before the job starts, and names any draft that breaks
          one.
        </Typography>
        {error ? <ErrorAlert error={error} title="The job was not started" /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() =>
            onStart({
              kind: 'listDrafts',
              pharmacyNpi: npi,
              selection: { search: wholeSearch.search, cap: wholeSearch.cap },
            })
          }
        >
          Start listing {wholeSearch.count} drafts
        </Button>
      </DialogActions>
    </>
  )
}

function RowsReview({
  npi,
  items: chosen,
  busy,
  error,
  onCancel,
  onStart,
}: ListReviewDialogProps & { items: readonly DraftSearchItem[] }) {
  const [now] = useState(() => new Date())
  const items = chosen
  // Rows left out stay in the form (their index is their draft's), unshown and unsent.
  const [out, setOut] = useState<ReadonlySet<number>>(() => new Set())
  const schema = useMemo(() => reviewSchema(items, out, npi, now), [items, out, npi, now])
  const form = useForm<Values>({
    defaultValues: {
      rows: chosen.map((item) => ({ price: text(item.price), quantity: text(item.quantity) })),
    },
    resolver: zodResolver(schema),
  })
  const kept = items.map((_, i) => i).filter((i) => !out.has(i))
  const serverFields = error?.kind === 'request-shape' ? error.fields : {}
  const leaveOut = (i: number) => setOut((set) => new Set(set).add(i))
  const submit = form.handleSubmit((values) => {
    const rows = kept.map((i) => rowOf(items[i]!, values.rows[i]!)!)
    // Each row with what the person saw of its draft: the job's page names it so.
    onStart({ kind: 'listDrafts', pharmacyNpi: npi, rows, about: aboutOfDrafts(kept.map((i) => items[i]!)) })
  })
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="list-review">
      <DialogContent>
        <Typography>
          Set each draft&apos;s price (for the whole quantity) and quantity. Each row is checked by the
          listing&apos;s rules before the job starts; the server lists them one by one.
        </Typography>
        <ol className="review-rows">
          {kept.map((i) => {
            const item = items[i]!
            const fixed = fixedProblems(item, npi, now)
            const server = Object.entries(serverFields)
              .filter(([key]) => key.startsWith(`rows.${i}.`) && !/\.(price|quantity)$/.test(key))
              .flatMap(([, messages]) => messages)
            return (
              <li key={items[i]!.id} className="review-row">
                <fieldset>
                  <legend>{draftName(item)}</legend>
                  <AmountField form={form} name={`rows.${i}.price`} label="Price ($)" />
                  <AmountField form={form} name={`rows.${i}.quantity`} label={quantityLabel(item)} />
                  <Button onClick={() => leaveOut(i)} disabled={busy}>
                    Leave out
                  </Button>
                  {[...fixed, ...server].map((message) => (
                    <Alert key={message} severity="error" className="review-problem">
                      {message}
                    </Alert>
                  ))}
                </fieldset>
              </li>
            )
          })}
        </ol>
        {error && error.kind !== 'request-shape' ? (
          <ErrorAlert error={error} title="The job was not started" />
        ) : null}
        {error?.kind === 'request-shape' ? <ServerFieldNote error={error} form={form} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={
            busy || kept.length === 0 || kept.some((i) => fixedProblems(items[i]!, npi, now).length > 0)
          }
        >
          {kept.length === 1 ? 'Start listing 1 draft' : `Start listing ${kept.length} drafts`}
        </Button>
      </DialogActions>
    </form>
  )
}

type Form = ReturnType<typeof useForm<Values>>

/** A price or quantity typed as text (a number keyboard on phones), its rule's message under it. */
function AmountField({
  form,
  name,
  label,
}: {
  form: Form
  name: `rows.${number}.${keyof RowValues}`
  label: string
}) {
  const [, index, field] = name.split('.') as [string, string, keyof RowValues]
  const message = form.formState.errors.rows?.[Number(index)]?.[field]?.message
  return (
    <TextField
      {...form.register(name)}
      label={label}
      size="small"
      required
      error={message !== undefined}
      helperText={message}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  )
}

/** The server's refusals of a price or quantity go to the row's field (shape 3, `rows.<i>.<field>`). */
function ServerFieldNote({ error, form }: { error: ApiError & { kind: 'request-shape' }; form: Form }) {
  useEffect(() => {
    for (const [key, messages] of Object.entries(error.fields)) {
      const match = /^rows\.(\d+)\.(price|quantity)$/.exec(key)
      if (match)
        form.setError(`rows.${Number(match[1])}.${match[2] as 'price' | 'quantity'}`, {
          type: 'server',
          message: messages.join(' '),
        })
    }
  }, [error, form])
  return <Alert severity="error">The server refused some rows: each says why. Nothing was started.</Alert>
}
