// The OpenAPI document the sandbox serves, built once per process: it is derived from code only (the
// contract's schemas), and building it (JSON Schema for every component) costs tens of milliseconds,
// which every app of a test run would otherwise pay two or three times. Each caller gets its own copy.
import { buildOpenApiDocument, type OpenApiDocument } from '../../src/contract/openapi'

let built: OpenApiDocument | undefined

export function openApiDocument(): OpenApiDocument {
  return structuredClone((built ??= buildOpenApiDocument()))
}
