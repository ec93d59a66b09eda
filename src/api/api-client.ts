import { createApiTransport, type ApiClientOptions, type ApiTransport } from './api-transport'
import * as cashOffers from './operations/cash-offers'
import * as drafts from './operations/drafts'
import * as groups from './operations/groups'
import * as listings from './operations/listings'
import * as ndcStats from './operations/ndc-stats'
import * as sandbox from './operations/sandbox'

// A client of API v1 for programs other than the dashboard (the conformance run, another team's tool):
// every operation with the contract's schemas, the same transport and the same error classification as
// the dashboard. createApiClient({ baseUrl, apiKey }).searchDrafts({ pharmacyNpi }) -> the parsed page,
// or an ApiError of one kind. (The dashboard itself imports the operations it needs one by one, so a page
// downloads only its own.)

type Bound<F> = F extends (t: ApiTransport, ...args: infer A) => infer R ? (...args: A) => R : never
type BoundAll<M> = { [K in keyof M]: Bound<M[K]> }

function bind<M extends Record<string, (t: ApiTransport, ...args: never[]) => unknown>>(
  t: ApiTransport,
  module: M,
): BoundAll<M> {
  return Object.fromEntries(
    Object.entries(module).map(([name, operation]) => [name, operation.bind(null, t)]),
  ) as BoundAll<M>
}

export function createApiClient(options: ApiClientOptions) {
  const t = createApiTransport(options)
  return {
    ...t,
    ...bind(t, drafts),
    ...bind(t, listings),
    ...bind(t, cashOffers),
    ...bind(t, ndcStats),
    ...bind(t, groups),
    ...bind(t, sandbox),
  }
}
export type ApiClient = ReturnType<typeof createApiClient>
export type { ApiClientOptions }
