// The audit log's entries as the team endpoints show them: one record per action (an intent with its
// outcome, or an event), with what a sentence needs (the person's name, the drug and lot, the fields that
// changed), and the same records as CSV for a spreadsheet.
import type { AuditAbout, AuditAnswer, AuditRecord } from '../../src/contract/team-audit'
import type { AuditAction } from '../store/audit-entries'
import { changesOf } from './history'

/** People's names by user id, as the team store holds them now (a removed user has none). */
export type NamesOf = ReadonlyMap<string, string>

export function recordOf(action: AuditAction, names: NamesOf = new Map()): AuditRecord {
  const { entry, outcome } = action
  const unanswered = outcome !== null && typeof outcome.data.unanswered === 'string'
  const answer =
    entry.type === 'event'
      ? (entry.data.answer as AuditAnswer)
      : outcome && !unanswered
        ? (outcome.data.answer as AuditAnswer)
        : null
  return {
    id: entry.seq,
    at: entry.at,
    user:
      entry.userEmail === null
        ? null
        : {
            id: entry.userId,
            email: entry.userEmail,
            name: (entry.userId === null ? undefined : names.get(entry.userId)) ?? null,
          },
    operation: entry.operation,
    npi: entry.npi,
    targetId: entry.targetId ?? outcome?.targetId ?? null,
    address: entry.address,
    requestId: entry.requestId,
    sent: entry.data.sent ?? null,
    state: entry.type === 'event' ? 'not sent' : answer ? 'answered' : 'sent, answer unknown',
    answer,
    answeredAt: outcome?.at ?? null,
    about: ((outcome?.data.about ?? entry.data.about) as AuditAbout | null | undefined) ?? null,
    changes: changesOf(action),
  }
}

export const CSV_COLUMNS = [
  'id',
  'at',
  'user',
  'operation',
  'npi',
  'target',
  'state',
  'status',
  'shape',
  'message',
  'address',
  'answered at',
  'sent',
  'request id',
] as const

/**
 * One CSV field (RFC 4180 quoting). A value a spreadsheet would run as a formula (OWASP CSV Injection:
 * it starts with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe.
 */
export function csvField(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(record: AuditRecord): string {
  return [
    record.id,
    record.at,
    record.user?.email ?? '',
    record.operation,
    record.npi ?? '',
    record.targetId ?? '',
    record.state,
    record.answer?.status ?? '',
    record.answer?.shape ?? '',
    record.answer?.message ?? '',
    record.address ?? '',
    record.answeredAt ?? '',
    record.sent,
    record.requestId ?? '',
  ]
    .map((value) => csvField(typeof value === 'number' ? String(value) : value))
    .join(',')
}
