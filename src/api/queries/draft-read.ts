import { queryOptions } from '@tanstack/react-query'
import { dashboardTransport } from '../http-client'
import { getDraft } from '../operations/draft-read'
import { draftQueries } from './drafts'

// One draft with its drug package (a sandbox extension), for the create page: a module of its own, so the
// drafts page does not download the read and its answer's schema.

export const draftReadQueries = {
  detail: (id: string, pharmacyNpi: number) =>
    queryOptions({
      queryKey: [...draftQueries.details(), id, pharmacyNpi] as const,
      queryFn: ({ signal }) => getDraft(dashboardTransport, id, pharmacyNpi, signal),
    }),
}
