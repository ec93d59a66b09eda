import { z } from 'zod/mini'
import { AUDIT_KIND_NAMES } from './audit-kinds'

// The audit log as the team endpoints answer it (docs/team-server.md): GET /team/audit (admins; paged,
// newest first), GET /team/audit.csv (the same rows), and GET /team/history/:targetId (a listing's or cash
// offer's changes, for anyone who may read the object). A record is one action: what was sent and,
// when known, what the service answered. The log itself is a hash chain of entries (an intent before the
// call, an outcome after it); `npm run audit:verify` checks it.

/**
 * answered: sent to the service and its answer recorded. sent, answer unknown: sent, and no answer was
 * recorded (the server stopped, or the service did not answer in time): find out before doing it again.
 * not sent: this server answered itself (a refusal, a sign-in, a change of users).
 */
export const AUDIT_STATES = ['answered', 'sent, answer unknown', 'not sent'] as const
export type AuditState = (typeof AUDIT_STATES)[number]

export const AuditAnswerSchema = z.object({
  status: z.nullable(z.int()),
  /** The body's shape (spec: Errors > Telling the shapes apart), or null for none (a success, a 429). */
  shape: z.nullable(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])),
  message: z.nullable(z.string()),
})
export type AuditAnswer = z.infer<typeof AuditAnswerSchema>

/** One field of one change: `from` is null when the value before the first change is not known. */
export const FieldChangeSchema = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
})
export type FieldChange = z.infer<typeof FieldChangeSchema>

/**
 * What a write was about, as a person knows it: the drug, its strength and form, the lot and the unit
 * its quantity counts in (a listing's or cash offer's, from the service's answers). Absent for records
 * written before it was recorded, and for objects without a drug.
 */
export const AuditAboutSchema = z.object({
  packageName: z.nullable(z.string()),
  drugPackageStrength: z.nullable(z.string()),
  drugPackageForm: z.nullable(z.string()),
  lotNumber: z.nullable(z.string()),
  quantityUnitQualifier: z.nullable(z.string()),
})
export type AuditAbout = z.infer<typeof AuditAboutSchema>

export const AuditRecordSchema = z.object({
  /** The number of the record's first entry in the chain. */
  id: z.int(),
  at: z.string(),
  /** Who acted; id is null for an address typed at sign-in that has no account; name when they have one. */
  user: z.nullable(
    z.object({ id: z.nullable(z.string()), email: z.string(), name: z.optional(z.nullable(z.string())) }),
  ),
  operation: z.string(),
  npi: z.nullable(z.int()),
  targetId: z.nullable(z.string()),
  /** The caller's address, as this server saw it. */
  address: z.nullable(z.string()),
  /**
   * The id of the request that wrote the record (its X-Request-Id, and the access log line's requestId);
   * null when no request did (a job's row, an entry written before ids were kept).
   */
  requestId: z.optional(z.nullable(z.string())),
  /** What was sent: method, path, query and body. */
  sent: z.unknown(),
  state: z.enum(AUDIT_STATES),
  answer: z.nullable(AuditAnswerSchema),
  answeredAt: z.nullable(z.string()),
  /** The object's drug and lot, when known. */
  about: z.optional(z.nullable(AuditAboutSchema)),
  /**
   * A carried-out write of a listing or cash offer: the fields whose value changed (never one whose old
   * and new value are the same), `from` null when the value before is not known. null otherwise.
   */
  changes: z.optional(z.nullable(z.array(FieldChangeSchema))),
})
export type AuditRecord = z.infer<typeof AuditRecordSchema>

export const AUDIT_TAKE_DEFAULT = 50
export const AUDIT_TAKE_MAX = 500

export const AuditPageSchema = z.object({
  data: z.array(AuditRecordSchema),
  recordsFiltered: z.int(),
})
export type AuditPage = z.infer<typeof AuditPageSchema>

/** The filters of GET /team/audit and /team/audit.csv, all optional, as query parameters. */
export const AuditQuerySchema = z.object({
  user: z.optional(z.string()),
  operation: z.optional(z.string()),
  /** A kind of action (audit-kinds.ts): several operations, or every refusal of this server's. */
  kind: z.optional(z.enum(AUDIT_KIND_NAMES)),
  npi: z.optional(z.coerce.number().check(z.int())),
  target: z.optional(z.string()),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  start: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  take: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(AUDIT_TAKE_MAX))),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

export const HistoryChangeSchema = z.object({
  id: z.int(),
  at: z.string(),
  user: z.nullable(z.object({ id: z.string(), email: z.string(), name: z.nullable(z.string()) })),
  operation: z.string(),
  npi: z.nullable(z.int()),
  state: z.enum(AUDIT_STATES),
  status: z.nullable(z.int()),
  /** The fields whose value changed (a create lists every field it set, from null). */
  changes: z.array(FieldChangeSchema),
})
export type HistoryChange = z.infer<typeof HistoryChangeSchema>

/**
 * Newest first: the writes the service carried out, and those whose answer never came (they may have
 * happened); a refused or failed write changed nothing and is not listed.
 */
export const HistorySchema = z.object({ targetId: z.string(), data: z.array(HistoryChangeSchema) })
export type History = z.infer<typeof HistorySchema>
