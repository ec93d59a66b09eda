import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { pharmacyQueries, useUpdateGroupNpis } from '../../api/queries/pharmacies'
import type { NpiUpdateResult } from '../../contract/groups'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { useFocusAfterBusy } from '../../components/forms/use-focus-after-busy'
import { NpiChipList } from './npi-chip-list'
import { checkEntries, planUpdate, type GroupNpis } from './npi-entries'
import { NpiEntryField } from './npi-entry-field'
import { NpiUpdateOutcome } from './npi-update-outcome'
import { NpiUpdateSummary } from './npi-update-summary'

export interface NpiEditorProps {
  /** Members and invitations to compare with; null when the service does not list them. */
  group: GroupNpis | null
  /** Called after a successful update with the NPIs that joined or were invited by it. */
  onApplied: (changed: number[]) => void
}

interface Outcome {
  result: NpiUpdateResult | null
  sent: number[]
}

/**
 * Typing or pasting NPIs, checking each, saying what a submit will do, sending it, and showing what
 * happened. spec: Endpoints > 6; Retries (a POST is never resent, except after a 429)
 */
export function NpiEditor({ group, onApplied }: NpiEditorProps) {
  const [texts, setTexts] = useState<string[]>([])
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const queryClient = useQueryClient()
  const update = useUpdateGroupNpis()
  const entries = checkEntries(texts, group)
  const plan = planUpdate(entries)

  const submit = () => {
    const sent = plan.send
    if (sent.length === 0) return
    setOutcome(null)
    update.mutate(sent, {
      onSuccess: (result) => {
        setOutcome({ result, sent })
        // What was sent is done; invalid entries stay, so it is clear they were not sent.
        setTexts((current) => current.filter((_, i) => entries[i]?.check.kind === 'invalid'))
        onApplied(result ? [...result.added, ...result.invited] : [])
      },
      onError: () => {
        // Whatever went wrong, the lists are reloaded so that they show what the service has now
        // (after a lost answer the update may or may not have been applied).
        void queryClient.invalidateQueries({ queryKey: pharmacyQueries.all() })
      },
    })
  }

  // Sending disables the send button (and it stays so once the entries are sent): the keyboard focus
  // goes to the entry field, ready for the next NPI.
  const { target: entryRef, onPress: onSendPress } = useFocusAfterBusy<HTMLInputElement>(update.isPending)
  const waitingAfter429 = update.isPending && update.failureReason?.kind === 'rate-limited'
  return (
    <Stack
      component="form"
      aria-labelledby="add-npis-heading"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Typography id="add-npis-heading" variant="h5" component="h2">
        Add pharmacies by NPI
      </Typography>
      <NpiEntryField
        inputRef={entryRef}
        disabled={update.isPending}
        onEntries={(added) => {
          setOutcome(null)
          setTexts((current) => [...current, ...added])
        }}
      />
      <NpiChipList
        entries={entries}
        onRemove={(index) => setTexts((current) => current.filter((_, i) => i !== index))}
      />
      <NpiUpdateSummary entries={entries} plan={plan} groupKnown={group !== null} />
      {waitingAfter429 ? (
        <Alert severity="info" role="status">
          The service asked us to wait before sending more requests. The update was not applied and will be
          sent again automatically when the wait is over.
        </Alert>
      ) : null}
      {update.error ? (
        <ErrorAlert
          error={update.error}
          title="The group was not updated"
          onCheck={() => void queryClient.invalidateQueries({ queryKey: pharmacyQueries.all() })}
        />
      ) : null}
      {update.error?.kind === 'network' && update.error.mayHaveApplied ? (
        <Typography variant="body2">
          The lists below have been reloaded from the service: NPIs now shown among the members or the pending
          invitations were applied.
        </Typography>
      ) : null}
      {outcome ? <NpiUpdateOutcome result={outcome.result} sent={outcome.sent} /> : null}
      <Stack direction="row" spacing={1}>
        <Button
          type="submit"
          variant="contained"
          disabled={plan.send.length === 0 || update.isPending}
          onClick={onSendPress}
        >
          {update.isPending
            ? 'Sending…'
            : plan.send.length === 1
              ? 'Send 1 NPI'
              : `Send ${plan.send.length} NPIs`}
        </Button>
        <Button type="button" disabled={texts.length === 0 || update.isPending} onClick={() => setTexts([])}>
          Clear entries
        </Button>
      </Stack>
    </Stack>
  )
}
