// Named refusals that more than one place sends: the routes that meet the condition, and the sandbox's
// faults on demand, which must answer exactly as the real refusal does (one body, written once).
import { genericProblem, type ApiProblem, type FieldProblemLike } from './problems'

/** spec: Status rules, 409: the object is no longer Pending. */
export function notPendingProblem(objectName: 'listing' | 'cash offer' | 'draft listing'): ApiProblem {
  return genericProblem(409, `The ${objectName} is no longer Pending; nothing was changed.`)
}

/** Sandbox rule behind the stable code ndcSellLimitReached: Pending listings of one NDC per pharmacy. */
export const NDC_SELL_LIMIT = 10

export const ndcSellLimitReached: FieldProblemLike = {
  field: 'nationalDrugCode',
  code: 'ndcSellLimitReached',
  message: `Your pharmacy already has ${NDC_SELL_LIMIT} pending listings of this NDC, the most allowed at once.`,
}

/** spec: Errors > Display guidance: a rule this API cannot satisfy; the web interface can. */
export const medicationScanRequired: FieldProblemLike = {
  field: 'nationalDrugCode',
  code: 'medicationScanRequired',
  message:
    'This medication must be scanned (2D barcode) to be listed. List it from the marketplace web interface.',
}

/** The one body of an unexpected failure (the error handler's, and a fault's 500). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on the server. The request was not completed.'

/** The service's answer when a gateway in front of it fails (a fault's 502, 503, 504). */
export function gatewayProblem(status: 502 | 503 | 504): ApiProblem {
  const message = {
    502: 'The service received an invalid answer from a server behind it. Try again in a moment.',
    503: 'The service is unavailable at the moment. Try again in a moment.',
    504: 'The service did not answer in time. The request may or may not have been completed.',
  }[status]
  return genericProblem(status, message)
}

/** What a gateway's own error page looks like when the service behind it is down (503 as HTML). */
export const UNAVAILABLE_HTML =
  '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>The server is temporarily unable to service your request.</p></body></html>'
