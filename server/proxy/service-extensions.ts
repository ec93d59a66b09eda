// Which read extensions the service has (docs/conventions.md, Gaps in the spec), learned from its OpenAPI
// document through the upstream and kept for ten minutes: the sandbox has them all; a service without the
// document is taken to have none. The server reads an object before changing it (the history's "before")
// and reads a draft to learn its pharmacy (decision 0015) only where the service can answer.
import type { Upstream } from './upstream'

const KEEP_MS = 10 * 60_000

export class ServiceExtensions {
  private known: { at: number; operations: ReadonlySet<string> } | undefined

  constructor(
    private readonly upstream: Upstream,
    private readonly clock: () => Date,
  ) {}

  async has(operationId: string): Promise<boolean> {
    return (await this.operations()).has(operationId)
  }

  private async operations(): Promise<ReadonlySet<string>> {
    const now = this.clock().getTime()
    if (this.known && now - this.known.at < KEEP_MS) return this.known.operations
    let operations: ReadonlySet<string> = new Set()
    try {
      const answer = await this.upstream.call({
        method: 'GET',
        path: '/api/v1/openapi.json',
        query: '',
        headers: { accept: 'application/json' },
      })
      if (answer.status === 200) operations = operationIdsOf(JSON.parse(answer.body.toString()) as unknown)
    } catch {
      // No document, or no answer: no extensions, until asked again.
    }
    this.known = { at: now, operations }
    return operations
  }
}

function operationIdsOf(document: unknown): ReadonlySet<string> {
  const ids = new Set<string>()
  const paths = (document as { paths?: unknown } | null)?.paths
  if (paths === null || typeof paths !== 'object') return ids
  for (const methods of Object.values(paths as Record<string, unknown>)) {
    if (methods === null || typeof methods !== 'object') continue
    for (const operation of Object.values(methods as Record<string, unknown>)) {
      const id = (operation as { operationId?: unknown } | null)?.operationId
      if (typeof id === 'string') ids.add(id)
    }
  }
  return ids
}
