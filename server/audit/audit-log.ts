// Writes the audit log (docs/team-server.md, store/audit-entries.ts): who did what, when, for which
// pharmacy and object, what was sent and what came back. A call to the service is an intent written
// BEFORE it goes out and an outcome written after; a crash in between leaves the intent alone, which
// reads "sent, answer unknown". What the server answers itself (sign-in, refusals, user changes) is one
// event. Passwords are never written: bodies that carry one are recorded without it.
import type { FastifyRequest } from 'fastify'
import type { AuditAbout, AuditAnswer } from '../../src/contract/team-audit'
import type { AuditEntry, AuditEntryType } from '../store/audit-entries'
import type { TeamStore } from '../store/team-store'

/** Who acted: a user, an address typed at sign-in that has no account (id null), or nobody known. */
export type Actor = { id: string | null; email: string } | null

export type AuditFacts = {
  operation: string
  actor: Actor
  npi?: number | null
  targetId?: string | null
}

/** The request as sent: method, path, query and the body (JSON), with any password left out. */
export function sentOf(request: FastifyRequest, body: unknown): Record<string, unknown> {
  const [path, query = ''] = request.url.split('?', 2)
  return { method: request.method, path, query, body: withoutPassword(body) ?? null }
}

function withoutPassword(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body
  // Built from entries, not by assignment: a member named "__proto__" is kept as sent, not taken for
  // the object's prototype (and so lost from the record).
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([name, value]) => [
      name,
      /password/i.test(name) ? '(not recorded)' : value,
    ]),
  )
}

export class AuditLog {
  constructor(
    private readonly store: TeamStore,
    private readonly clock: () => Date,
  ) {}

  /** The log written through `store`: a transaction's, so an entry commits with the write it records. */
  over(store: TeamStore): AuditLog {
    return new AuditLog(store, this.clock)
  }

  private write(
    type: AuditEntryType,
    request: FastifyRequest | null,
    facts: AuditFacts,
    data: Record<string, unknown>,
    refersTo: number | null = null,
    address = request?.ip ?? null,
  ): Promise<AuditEntry> {
    return this.store.audit.append({
      at: this.clock().toISOString(),
      type,
      operation: facts.operation,
      userId: facts.actor?.id ?? null,
      userEmail: facts.actor?.email ?? null,
      npi: facts.npi ?? null,
      targetId: facts.targetId ?? null,
      address,
      refersTo,
      // The id the access log and X-Request-Id give the same request (ops/access-log.ts).
      requestId: request?.id ?? null,
      data: JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
    })
  }

  /** Before a call goes out (with the object before it and its drug, when known); answers the entry's number. */
  async intent(
    request: FastifyRequest | null,
    facts: AuditFacts,
    sent: Record<string, unknown>,
    before?: Record<string, unknown> | null,
    about?: AuditAbout | null,
  ): Promise<number> {
    const data = before === undefined ? { sent } : { sent, before }
    if (about) Object.assign(data, { about })
    return (await this.write('intent', request, facts, data)).seq
  }

  /** After the call: the answer, or why none came (`unanswered`), and for a write, the object after it. */
  outcome(
    intent: number,
    request: FastifyRequest | null,
    facts: AuditFacts,
    result:
      | { answer: AuditAnswer; after?: Record<string, unknown> | null; about?: AuditAbout | null }
      | { unanswered: string },
  ): Promise<AuditEntry> {
    return this.write('outcome', request, facts, result, intent)
  }

  /** What the server did or refused itself: one entry. */
  event(
    request: FastifyRequest | null,
    facts: AuditFacts,
    answer: AuditAnswer,
    sent?: Record<string, unknown>,
    address?: string,
  ): Promise<AuditEntry> {
    const data = sent === undefined ? { answer } : { sent, answer }
    return this.write('event', request, facts, data, null, address ?? request?.ip ?? null)
  }
}
