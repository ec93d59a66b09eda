import { useLocation } from 'wouter'
import { useStartJob } from '../../api/queries/jobs'
import { ConfirmDialogView } from '../../components/feedback/confirm-dialog-view'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { jobPaths } from '../../components/routing/job-paths'
import type { RowSelection } from '../../components/tables/row-selection'
import type { DraftSearchBody, DraftSearchItem } from '../../contract/drafts'
import { aboutOfDraft, aboutOfDrafts } from '../../contract/job-about'
import type { JobBody } from '../../contract/jobs'
import { JOB_ROWS_MAX as SEARCH_CAP } from '../../contract/job-limits'
import { expiresText, priceText, rowName } from '../../components/format/job-row-text'
import { ListReviewDialog } from './list-review-dialog'
import './draft-bulk-dialogs.css'

// The bulk actions' dialogs (draft-bulk-bar.tsx), loaded when one first opens: the question before a
// delete, naming each draft, the review before listing, and the start of the job, whose page opens once
// the server took it. Each chosen draft goes with the job as the person saw it (`about`), so the job's
// page names it after it is gone; a whole search's drafts the server reads and names itself.

export interface DraftBulkDialogsProps {
  asking: 'delete' | 'list' | null
  onClose: () => void
  selection: RowSelection<DraftSearchItem>
  npi: number
  search: DraftSearchBody
}

export function DraftBulkDialogs({ asking, onClose, selection, npi, search }: DraftBulkDialogsProps) {
  const [, navigate] = useLocation()
  const start = useStartJob()
  const count = selection.count()
  const whole = selection.mode() === 'all'
  const close = () => {
    start.reset()
    onClose()
  }
  const started = (body: JobBody) =>
    start.mutate(body, {
      onSuccess: (job) => {
        onClose()
        selection.clear()
        navigate(jobPaths.job(job.id))
      },
    })
  const deleteBody = (): JobBody =>
    whole
      ? { kind: 'deleteDrafts', pharmacyNpi: npi, selection: { search, cap: SEARCH_CAP } }
      : {
          kind: 'deleteDrafts',
          pharmacyNpi: npi,
          draftIds: selection.chosen().map((item) => item.id!),
          about: aboutOfDrafts(selection.chosen()),
        }
  return (
    <>
      <ConfirmDialogView
        open={asking === 'delete'}
        title={count === 1 ? 'Delete 1 draft?' : `Delete ${count} drafts?`}
        confirmLabel="Delete drafts"
        destructive
        busy={start.isPending}
        onCancel={close}
        onConfirm={() => started(deleteBody())}
      >
        {whole ? (
          <p className="bulk-lead">Every draft this search matches ({count}).</p>
        ) : (
          <DraftNames drafts={asking === 'delete' ? selection.chosen() : []} />
        )}
        <p className="bulk-lead">
          The server deletes them one by one, paced by the group&apos;s calls a minute, and shows each outcome
          on the job&apos;s page. A deleted draft cannot be brought back.
        </p>
        {start.error && asking === 'delete' ? (
          <ErrorAlert error={start.error} title="The job was not started" />
        ) : null}
      </ConfirmDialogView>
      {asking === 'list' ? (
        <ListReviewDialog
          open
          npi={npi}
          items={whole ? null : selection.chosen()}
          wholeSearch={whole ? { search, cap: SEARCH_CAP, count } : null}
          busy={start.isPending}
          error={start.error}
          onCancel={close}
          onStart={started}
        />
      ) : null}
    </>
  )
}

/** The drafts a delete takes, each by its drug, lot, expiration and price for its quantity. */
function DraftNames({ drafts }: { drafts: readonly DraftSearchItem[] }) {
  return (
    <ul className="bulk-names" aria-label="Drafts to delete">
      {drafts.map((item) => {
        const about = aboutOfDraft(item)
        const expires = expiresText(about)
        const price = priceText(about)
        return (
          <li key={item.id}>
            <span className="bulk-name">{rowName('deleteDrafts', { about, targetId: item.id! })}</span>
            {[expires ? `expires ${expires}` : null, price].filter(Boolean).join(' · ')}
          </li>
        )
      })}
    </ul>
  )
}
