import type { AuditRecord } from '../../contract/team-audit'
import { formatMoment } from '../../components/format/format-moment'
import type { ListColumn } from '../../components/tables/list-columns'

// The audit table's columns. A write whose answer never came ("sent, answer unknown") says so in words
// and with a warning mark: it may have happened, and must be checked before it is done again.

const STATE_TEXT: Readonly<Record<AuditRecord['state'], string>> = {
  answered: 'Answered',
  'sent, answer unknown': 'Sent, answer unknown',
  'not sent': 'Not sent (answered by this server)',
}

function answerText(record: AuditRecord): string {
  if (!record.answer)
    return record.state === 'sent, answer unknown' ? 'May have happened: check before doing it again.' : ''
  const status = record.answer.status === null ? '' : String(record.answer.status)
  return record.answer.message ? `${status} ${record.answer.message}`.trim() : status
}

export const AUDIT_COLUMNS: readonly ListColumn<AuditRecord>[] = [
  {
    id: 'at',
    header: 'When',
    width: '17%',
    card: 'title',
    cell: (record) => formatMoment(record.at),
  },
  {
    id: 'user',
    header: 'User',
    width: '17%',
    cell: (record) => record.user?.email ?? 'Nobody signed in',
    title: (record) => record.user?.email,
  },
  { id: 'operation', header: 'Operation', width: '15%', cell: (record) => record.operation },
  { id: 'npi', header: 'Pharmacy', width: '10%', noWrap: true, cell: (record) => record.npi ?? '' },
  {
    id: 'target',
    header: 'Target',
    width: '12%',
    cell: (record) => record.targetId ?? '',
    title: (record) => record.targetId ?? undefined,
  },
  {
    id: 'state',
    header: 'State',
    width: '12%',
    cell: (record) =>
      record.state === 'sent, answer unknown' ? (
        <strong className="audit-unknown">
          <span aria-hidden="true">⚠ </span>
          {STATE_TEXT[record.state]}
        </strong>
      ) : (
        STATE_TEXT[record.state]
      ),
  },
  {
    id: 'answer',
    header: 'Answer',
    cell: answerText,
    title: answerText,
  },
]
