// Who a signed-in user's call is for, as the meter sees it (meter.ts): the user, a person's priority, and
// the X-Meter-Ticket the request carried (a name of the dashboard's for it, listed by GET /team/meter
// while the call is held).
import type { FastifyRequest } from 'fastify'
import { METER_TICKET_HEADER, METER_TICKET_PATTERN } from '../../src/contract/meter'
import type { AuditAnswer } from '../../src/contract/team-audit'
import type { SignedIn } from '../auth/sessions'
import type { UpstreamAnswer, UpstreamCaller } from '../proxy/upstream'

export function callerOf(request: FastifyRequest, signedIn: SignedIn): UpstreamCaller {
  const ticket = request.headers[METER_TICKET_HEADER]
  return {
    userId: signedIn.user.id,
    priority: 'interactive',
    ticket: typeof ticket === 'string' && METER_TICKET_PATTERN.test(ticket) ? ticket : null,
  }
}

/** The audit's answer for a call the meter held past its bound and answered 429 itself: never sent. */
export function heldTooLongAnswer(answer: UpstreamAnswer): AuditAnswer {
  return {
    status: answer.status,
    shape: null,
    message:
      "Not sent: the service's budget of calls for the minute was spent, and the call was held at this server as long as it may be.",
  }
}
