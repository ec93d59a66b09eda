import { QueryClient } from '@tanstack/react-query'
import type { ApiError } from './api-error'
import { getConnectCount, getConnection, subscribeConnection } from './connection-store'
import { retryDelay, shouldRetryMutation, shouldRetryQuery } from './retry-policy'

// Every query and mutation error is an ApiError: the http client throws nothing else.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError
  }
}

/**
 * The app's QueryClient, with the retry policy of retry-policy.ts. Component tests use it too, with
 * `retryReads: false` so a failed read shows at once, while writes keep the app's exact policy.
 */
export function createQueryClient({ retryReads = true }: { retryReads?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryReads ? shouldRetryQuery : false,
        retryDelay,
        // Marketplace data changes while the page is open (offers get accepted); a short freshness window.
        staleTime: 15_000,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay,
        // Offline, a save fails at once with "could not be reached" (nothing was sent) instead of
        // waiting unseen to be sent whenever the connection returns, maybe after the user has left.
        // Queries keep the default: they wait offline and load when the connection returns.
        networkMode: 'always',
      },
    },
  })
}

/**
 * Empties the cache when the service or the key changes (not when only the acting pharmacy does: its
 * NPI is part of the query keys): the data of the old key is dropped and the pages on screen read afresh. A connection made again with the
 * same service and key (after a 401 opened the Connect prompt) reads again what failed, so the page the
 * person was on shows its data without a reload. Returns the unsubscribe function.
 */
export function clearCacheOnConnectionChange(queryClient: QueryClient): () => void {
  let identity = identityOf()
  let connects = getConnectCount()
  return subscribeConnection(() => {
    const next = identityOf()
    const reconnected = getConnectCount() !== connects
    connects = getConnectCount()
    if (next !== identity) {
      identity = next
      if (next === '') return queryClient.clear()
      // Reset rather than removed: a removed query leaves the page on screen holding its old answer
      // (the error it got) until something re-renders it; a reset one drops its data and reads again.
      void queryClient.resetQueries()
      queryClient.getMutationCache().clear()
      return
    }
    if (reconnected)
      void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' })
  })
}

function identityOf(): string {
  const connection = getConnection()
  // Signed in (no key), a new sign-in as someone else reloads the page (features/session).
  return connection ? JSON.stringify([connection.baseUrl, connection.apiKey]) : ''
}
