import type { AuditRecord } from '../../contract/team-audit'
import { formatMoment } from '../../components/format/format-moment'
import type { ListColumn } from '../../components/tables/list-columns'
import { auditSentence, outcomeText, type Names } from './audit-sentence'

// The audit table's columns: when, what happened in a sentence (the thing it is about a link to its page,
// which shows its history), for which pharmacy, and what came of it. A write whose answer never came says
// so with a warning mark: it may have happened, and must be checked before it is done again.

function SentenceCell({ record, names }: { record: AuditRecord; names: Names }) {
  const { before, thing, href, after } = auditSentence(record, names)
  return (
    <>
      {before}
      {thing !== null && href !== null ? <a href={href}>{thing}</a> : thing}
      {after}
    </>
  )
}

export function auditColumns(names: Names): readonly ListColumn<AuditRecord>[] {
  return [
    {
      id: 'at',
      header: 'When',
      width: '15%',
      card: 'title',
      cell: (record) => formatMoment(record.at),
    },
    {
      id: 'what',
      header: 'What happened',
      width: '40%',
      cell: (record) => <SentenceCell record={record} names={names} />,
    },
    {
      id: 'npi',
      header: 'Pharmacy',
      width: '15%',
      cell: (record) =>
        record.npi === null ? (
          'None'
        ) : (
          <>
            {names.pharmacy(record.npi)}
            <span className={names.pharmacy(record.npi) === null ? undefined : 'audit-npi'}>
              NPI {record.npi}
            </span>
          </>
        ),
    },
    {
      id: 'outcome',
      header: 'Outcome',
      cell: (record) =>
        record.state === 'sent, answer unknown' ? (
          <strong className="audit-unknown">
            <span aria-hidden="true">⚠ </span>
            {outcomeText(record)}
          </strong>
        ) : (
          outcomeText(record)
        ),
    },
  ]
}
