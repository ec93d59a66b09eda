import { queryOptions } from '@tanstack/react-query'
import { NADAC_MAX_NDCS, type NadacEntry } from '../../contract/nadac'
import { isApiError } from '../api-error'
import { dashboardTransport } from '../http-client'
import { readNadac } from '../operations/nadac'

// NADAC from this server's table (operations/nadac.ts), cached per NDC. The NDCs a page asks for in one
// turn of the event loop (the rows of a table, a review's drafts) go in one read, so a page of ten rows
// costs one request, not ten. A week's figures: read once per page. A server without the table (404)
// has no NADAC, which the page says; that is not an error.

type Waiting = { resolve: (entry: NadacEntry | null) => void; reject: (error: unknown) => void }
let batch: Map<string, Waiting[]> | null = null

async function send(ndcs: Map<string, Waiting[]>): Promise<void> {
  const codes = [...ndcs.keys()]
  for (let start = 0; start < codes.length; start += NADAC_MAX_NDCS) {
    const part = codes.slice(start, start + NADAC_MAX_NDCS)
    try {
      const answer = await readNadac(dashboardTransport, part)
      const found = new Map(answer.items.map((entry) => [entry.ndc, entry]))
      for (const ndc of part) for (const w of ndcs.get(ndc) ?? []) w.resolve(found.get(ndc) ?? null)
    } catch (error) {
      const none = isApiError(error) && error.kind === 'not-found'
      for (const ndc of part) {
        for (const w of ndcs.get(ndc) ?? []) {
          if (none) w.resolve(null)
          else w.reject(error)
        }
      }
    }
  }
}

/** The entry of one NDC (11 digits), read together with the others asked for in the same turn. */
function batchedEntry(ndc: string): Promise<NadacEntry | null> {
  return new Promise((resolve, reject) => {
    if (batch === null) {
      const current = new Map<string, Waiting[]>()
      batch = current
      setTimeout(() => {
        batch = null
        void send(current)
      }, 0)
    }
    const waiting = batch.get(ndc) ?? []
    waiting.push({ resolve, reject })
    batch.set(ndc, waiting)
  })
}

export const nadacQueries = {
  all: () => ['nadac'] as const,
  /** Pass the NDC normalized (11 digits); null in the cache: the table has none for it. */
  byNdc: (ndc: string) =>
    queryOptions({
      queryKey: [...nadacQueries.all(), ndc] as const,
      queryFn: () => batchedEntry(ndc),
      staleTime: Infinity,
      enabled: /^\d{11}$/.test(ndc),
    }),
}
