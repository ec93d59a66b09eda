import { z } from 'zod/mini'
import { AuditAnswerSchema } from './team-audit'

// What the bulk jobs' endpoints answer (./jobs.ts has the bodies they take and the rules): a job with its
// progress, and its rows with their outcomes. Apart from the bodies so the dashboard, which reads these
// answers, does not carry the request bodies' checks in its first screens (./jobs.ts re-exports them).

export const JOB_KINDS = ['listDrafts', 'deleteDrafts', 'repriceListings'] as const
export type JobKind = (typeof JOB_KINDS)[number]

/**
 * running: rows are being worked through (or wait for the meter); paused: nothing new goes out until
 * resumed; cancelled: the rows not yet sent will not be; done: every row has its outcome.
 */
export const JOB_STATES = ['running', 'paused', 'cancelled', 'done'] as const
export type JobState = (typeof JOB_STATES)[number]

/**
 * pending: not sent yet; in-flight: sent, answer not yet recorded; done: carried out; refused: the
 * service (or this server, before sending) refused it, with the message; unknown: the answer to a create
 * was lost and the service cannot be asked whether it was made: a person checks, it is never resent;
 * cancelled: the job was cancelled before the row was sent.
 */
export const JOB_ROW_STATES = ['pending', 'in-flight', 'done', 'refused', 'unknown', 'cancelled'] as const
export type JobRowState = (typeof JOB_ROW_STATES)[number]

export const JobProgressSchema = z.object({
  total: z.int(),
  done: z.int(),
  refused: z.int(),
  unknown: z.int(),
  cancelled: z.int(),
  /** Pending and in flight: what is still to be done. */
  left: z.int(),
})
export type JobProgress = z.infer<typeof JobProgressSchema>

/**
 * What a row is about, as a person knows it: the drug (name and strength), its NDC, lot and expiration,
 * and a price with the quantity it is for (its unit, and the package size a full package holds). The
 * price is the draft's (a delete), the one asked (a listing), or the listing's before the change (a
 * reprice). Recorded when the job starts, from what the person saw of each row or what the server read
 * itself (a search's drafts), and for a reprice again from the listing read just before its change: so a
 * row still reads by name once its draft is deleted. Each value null when nobody said it.
 */
export const JobRowAboutSchema = z.object({
  drug: z.nullable(z.string()),
  strength: z.nullable(z.string()),
  ndc: z.nullable(z.string()),
  lot: z.nullable(z.string()),
  expirationDate: z.nullable(z.string()),
  price: z.nullable(z.number()),
  quantity: z.nullable(z.number()),
  unit: z.nullable(z.string()),
  fullPackage: z.nullable(z.boolean()),
  packageSize: z.nullable(z.number()),
})
export type JobRowAbout = z.infer<typeof JobRowAboutSchema>

export const JobSchema = z.object({
  id: z.string(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(JOB_STATES),
  pharmacyNpi: z.int(),
  /** Who started it: every row's call is made, and audited, as this user (their name, when the team has it). */
  user: z.object({ id: z.string(), email: z.string(), name: z.nullable(z.string()) }),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** The job whose refused rows this one retries. */
  retryOf: z.nullable(z.string()),
  /** Why it stopped or what was left out (a search over the cap), in words; null when nothing to say. */
  message: z.nullable(z.string()),
  progress: JobProgressSchema,
  /** When the rows left should be done, from the meter's budget; null once nothing is left. */
  estimatedFinishAt: z.nullable(z.string()),
  /** True while the job's next call is held at the meter (the window's budget is spent). */
  waitingForMeter: z.boolean(),
  /** What the job's first rows are about (up to JOB_FIRST_ROWS of those that say), to name it in a list. */
  firstRows: z.array(JobRowAboutSchema),
})
export type Job = z.infer<typeof JobSchema>

export const JobRowSchema = z.object({
  /** The row's place in the job, from 1. */
  seq: z.int(),
  /** The draft (list, delete) or listing (reprice) the row is about. */
  targetId: z.string(),
  /** What the user gave for the row. */
  input: z.record(z.string(), z.unknown()),
  /** The draft or listing as a person knows it; null for a row started without it (another client). */
  about: z.nullable(JobRowAboutSchema),
  /**
   * A reprice's new price: the price its change carried once sent, else the one it will send (the new
   * price given, or the percentage applied to the price the row was started with); null otherwise.
   */
  newPrice: z.nullable(z.number()),
  state: z.enum(JOB_ROW_STATES),
  /** The service's answer (status, shape, message), or this server's refusal (status null). */
  answer: z.nullable(AuditAnswerSchema),
  /** The listing a create made, or the listing changed. */
  resultId: z.nullable(z.string()),
  /** When the row's call last went out. */
  attemptedAt: z.nullable(z.string()),
  updatedAt: z.string(),
})
export type JobRow = z.infer<typeof JobRowSchema>

/** How many of a job's first rows name it in a list (Job.firstRows). */
export const JOB_FIRST_ROWS = 3

export const JobPageSchema = z.object({ data: z.array(JobSchema), recordsFiltered: z.int() })
export type JobPage = z.infer<typeof JobPageSchema>
export const JobRowPageSchema = z.object({ data: z.array(JobRowSchema), recordsFiltered: z.int() })
export type JobRowPage = z.infer<typeof JobRowPageSchema>
