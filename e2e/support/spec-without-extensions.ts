// The OpenAPI document as a service without the sandbox's extensions would publish it: every operation
// marked x-sandbox-extension is gone. Prism mocks it in the proxy tests, so the dashboard meets an
// implementation of the API that we did not write and that has only the spec's six operations.
import { writeFileSync } from 'node:fs'
import { buildOpenApiDocument } from '../../src/contract/openapi'

export function specWithoutExtensions() {
  const doc = buildOpenApiDocument()
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [path, operations] of Object.entries(doc.paths)) {
    const kept = Object.fromEntries(
      Object.entries(operations).filter(
        ([, operation]) => (operation as { 'x-sandbox-extension'?: boolean })['x-sandbox-extension'] !== true,
      ),
    )
    if (Object.keys(kept).length > 0) paths[path] = kept
  }
  return { ...doc, info: { ...doc.info, title: 'Marketplace API v1 (spec operations only)' }, paths }
}

export function writeSpecWithoutExtensions(file: string): void {
  writeFileSync(file, JSON.stringify(specWithoutExtensions(), null, 2))
}
