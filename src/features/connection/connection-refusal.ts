import { assertNever, type ApiError } from '../../api/api-error'
import { CROSS_ORIGIN_NOTE, describeError } from '../../api/error-display'

/** Where a refusal of the credentials check belongs in the connection form. */
export type RefusalPlace =
  { at: 'pharmacy-step' } | { at: 'baseUrl' | 'apiKey' | 'root.server'; message: string }

/**
 * The service's answer to "list my group's pharmacies" with the typed address and key, placed: a service
 * without the list (404, it is not one of the spec's endpoints) goes on to typing the NPI; a refused key is
 * the key's field; no answer, or an answer that is not a marketplace service, is the address's field.
 */
export function placeRefusal(error: ApiError): RefusalPlace {
  switch (error.kind) {
    case 'not-found':
      return { at: 'pharmacy-step' }
    case 'unauthorized':
      // The service's own words name the header the key travels in; people need only the key.
      return { at: 'apiKey', message: 'The service did not accept this key. Check it and try again.' }
    case 'network':
      return {
        at: 'baseUrl',
        message: error.crossOrigin
          ? `No answer this page may read came from this address. ${CROSS_ORIGIN_NOTE}`
          : 'No service answered at this address. Check it and the network.',
      }
    case 'decode':
    case 'unknown':
      return {
        at: 'baseUrl',
        message: 'Something answered at this address, but not a marketplace service. Check the address.',
      }
    case 'business-rule':
    case 'field-validation':
    case 'request-shape':
    case 'generic':
    case 'rate-limited':
    case 'forbidden':
    case 'conflict':
      return { at: 'root.server', message: describeError(error) }
    default:
      return assertNever(error)
  }
}
