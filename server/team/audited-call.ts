// The audited call (docs/team-server.md, "The audit log"; docs/architecture.md): one write to the service,
// written once for a signed-in person's call (team-forward.ts) and a bulk job's row (jobs/row-call.ts).
// It goes through the meter; the audit intent is written in the meter's beforeSend, so after any wait and
// just before the call goes out. If the intent cannot be written, beforeSend throws and nothing is sent
// (proxy/upstream.ts): no write without its entry. The outcome follows: the answer, and for a recorded
// object the object after it, its drug and a create's new id; or, when no answer came, that none came,
// so the entry reads "sent, answer unknown". A person's call the meter held past its bound and answered
// itself was never sent: one event says so.
import type { FastifyRequest } from 'fastify'
import type { AuditAbout, AuditAnswer } from '../../src/contract/team-audit'
import { auditAnswer, jsonOf } from '../audit/answers'
import type { AuditFacts } from '../audit/audit-log'
import { aboutOf, snapshotOf } from '../audit/history'
import { heldTooLongAnswer } from '../meter/meter-caller'
import {
  UpstreamUnavailable,
  type UpstreamAnswer,
  type UpstreamCallOptions,
  type UpstreamRequest,
} from '../proxy/upstream'
import type { TeamContext } from './team-context'

export type AuditedWrite = {
  /** Who acts, for which pharmacy, on which object (null for a create). */
  facts: AuditFacts
  /** The person's request (its address and id go in the entries); null for a job's row. */
  request: FastifyRequest | null
  call: UpstreamRequest
  /** What the entries record as sent (a job's row names the job and the row). */
  sent: Record<string, unknown>
  /** The object before the write and its drug, when known. */
  before?: Record<string, unknown> | null
  about?: AuditAbout | null
  /** Who the call is for at the meter, and what withdraws it while it waits. */
  options: Omit<UpstreamCallOptions, 'beforeSend'>
  /** Runs just before the intent, once the meter lets the call go (a row checks its job and marks itself). */
  beforeIntent?: () => Promise<void>
}

export type AuditedResult =
  | {
      answer: UpstreamAnswer
      json: unknown
      audit: AuditAnswer
      /** False: held at the meter past its bound, answered 429 there and never sent. */
      sent: boolean
      /** A create's new id, from the object it answered. */
      created: string | null
    }
  | { lost: UpstreamUnavailable }

/** A JSON call to the service: with its body, or for a read with what the read adds (a long poll's). */
export function jsonCall(
  method: string,
  path: string,
  query: string,
  body: unknown,
  readHeaders: Record<string, string> = {},
): UpstreamRequest {
  if (body === undefined)
    return { method, path, query, headers: { accept: 'application/json', ...readHeaders } }
  const headers = { accept: 'application/json', 'content-type': 'application/json' }
  return { method, path, query, headers, body: JSON.stringify(body) }
}

/** Sends the write with its intent just before it goes out and its outcome after; a lost answer is `lost`. */
export async function auditedWrite(ctx: TeamContext, write: AuditedWrite): Promise<AuditedResult> {
  const { facts, request, sent } = write
  // Set inside the meter's callback: still null after the call means it was never sent.
  const state: { intent: number | null } = { intent: null }
  const beforeSend = async () => {
    await write.beforeIntent?.()
    state.intent = await ctx.audit.intent(request, facts, sent, write.before, write.about)
  }
  let answer: UpstreamAnswer
  try {
    answer = await ctx.upstream.call(write.call, { ...write.options, beforeSend })
  } catch (error) {
    if (!(error instanceof UpstreamUnavailable)) throw error
    if (state.intent !== null)
      await ctx.audit.outcome(state.intent, request, facts, { unanswered: error.message })
    return { lost: error }
  }
  const json = jsonOf(answer.body, answer.headers['content-type'])
  const intent = state.intent
  if (intent === null) {
    const audit = heldTooLongAnswer(answer)
    await ctx.audit.event(request, facts, audit, sent)
    return { answer, json, audit, sent: false, created: null }
  }
  const audit = auditAnswer(answer.status, json)
  const success = answer.status >= 200 && answer.status < 300
  const after = success ? snapshotOf(facts.operation, json) : null
  // A create names its object only in the answer.
  const id = (facts.targetId ?? null) === null && after ? (json as { id?: unknown }).id : undefined
  const created = typeof id === 'string' ? id : null
  await ctx.audit.outcome(
    intent,
    request,
    { ...facts, targetId: created ?? facts.targetId ?? null },
    after ? { answer: audit, after, about: aboutOf(json) } : { answer: audit },
  )
  return { answer, json, audit, sent: true, created }
}
