import { queryOptions } from '@tanstack/react-query'
import type { DemoConnection } from '../../contract/sandbox-extensions'
import { isApiError } from '../api-error'
import { dashboardTransport } from '../http-client'
import * as operations from '../operations/sandbox'

// The sandbox's demo connection (a sandbox extension, no key needed), offered by the connection
// dialog so a newcomer reaches a working dashboard in one click.

/** The demo connection of the service at `baseUrl`, or null when it has none (any real service). */
export async function fetchDemoConnection(
  baseUrl: string,
  signal?: AbortSignal,
): Promise<DemoConnection | null> {
  try {
    return await operations.demoConnection(dashboardTransport, baseUrl, signal)
  } catch (error) {
    if (isApiError(error) && error.kind === 'not-found') return null
    throw error
  }
}

export const sandboxQueries = {
  all: () => ['sandbox'] as const,
  demoConnection: (baseUrl: string) =>
    queryOptions({
      queryKey: [...sandboxQueries.all(), 'demo-connection', baseUrl] as const,
      queryFn: ({ signal }) => fetchDemoConnection(baseUrl, signal),
      // An offer, not data: ask once per address, and do not keep retrying a service that has none.
      staleTime: Infinity,
      retry: false,
    }),
}
