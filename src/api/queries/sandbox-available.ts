import { queryOptions } from '@tanstack/react-query'
import { isApiError } from '../api-error'

// Whether the connected service has the sandbox's controls (a sandbox extension): the navigation asks
// once per connection to list the Sandbox page. Kept apart from sandbox-controls.ts so the shell does not
// load the controls' schemas for it, nor (on the first screen) the fetch layer: any 2xx means yes, 404 no.

export const sandboxAvailableQuery = () =>
  queryOptions({
    queryKey: ['sandbox-controls', 'available'] as const,
    queryFn: async ({ signal }) => {
      const { send } = await import('../http-client')
      try {
        await send({
          operation: 'list fault rules',
          method: 'GET',
          path: '/api/v1/sandbox/faults',
          signal,
        })
        return true
      } catch (error) {
        if (isApiError(error) && error.kind === 'not-found') return false
        throw error
      }
    },
    staleTime: Infinity,
    retry: false,
  })
