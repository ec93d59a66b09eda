import { queryOptions } from '@tanstack/react-query'
import type { NadacEntry } from '../../contract/nadac'
import { isApiError } from '../api-error'
import { dashboardTransport } from '../http-client'
import { readNadac } from '../operations/nadac'

// NADAC from this server's table (operations/nadac.ts): a week's figures, so read once per page. A
// server without the table (404) has no NADAC, which is said, not an error.

export const nadacQueries = {
  all: () => ['nadac'] as const,
  /** Pass NDCs normalized (11 digits), sorted and without repeats, so a page asks once for its set. */
  byNdcs: (ndcs: readonly string[]) =>
    queryOptions({
      queryKey: [...nadacQueries.all(), ...ndcs] as const,
      queryFn: async ({ signal }): Promise<ReadonlyMap<string, NadacEntry>> => {
        try {
          const answer = await readNadac(dashboardTransport, ndcs, signal)
          return new Map(answer.items.map((entry) => [entry.ndc, entry]))
        } catch (error) {
          if (isApiError(error) && error.kind === 'not-found') return new Map()
          throw error
        }
      },
      staleTime: Infinity,
      enabled: ndcs.length > 0,
    }),
}

/** The distinct NDCs of some rows, normalized and sorted: the key a page's NADAC read is cached under. */
export function distinctNdcs(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && /^\d{11}$/.test(v)))].sort()
}
