import { QueryClient } from '@tanstack/react-query'
import type { ApiError } from './api-error'
import { retryDelay, shouldRetryMutation, shouldRetryQuery } from './retry-policy'

// Every query and mutation error is an ApiError: the http client throws nothing else.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError
  }
}

/** The app's QueryClient, with the retry policy of retry-policy.ts. Tests create their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        // Marketplace data changes while the page is open (offers get accepted); a short freshness window.
        staleTime: 15_000,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay,
      },
    },
  })
}
