import type { ComponentName, JsonSchema } from './openapi-components'
import { FAULT_OPERATIONS } from './sandbox-faults'
import {
  ALL_SHAPES,
  DECODES_BODY,
  EXTENSION,
  STANDARD,
  badRequest,
  content,
  ref,
  serverFailures,
  type ErrorShape,
  type Method,
  type StandardStatus,
} from './openapi-responses'

// Builds OpenAPI operation objects from a short description, so each operation of the document is a
// few readable lines. Every status the sandbox can send is declared (openapi-responses.ts says which
// and why); server/openapi-conformance.test.ts provokes each one and holds the answers to the document.

export { ALL_SHAPES, ref, type ErrorShape }

/** The document's paths: each path's operations by method. */
export type OpenApiPaths = Record<string, Record<string, JsonSchema>>

export type Parameter = {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: JsonSchema
  description?: string
}
export const pathParam = (name: string): Parameter => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
})
export const queryParam = (
  name: string,
  schema: JsonSchema,
  required = true,
  description?: string,
): Parameter => ({
  name,
  in: 'query',
  required,
  schema,
  ...(description ? { description } : {}),
})
export const headerParam = (name: string, description: string): Parameter => ({
  name,
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description,
})

export type OperationSpec = {
  operationId: string
  summary: string
  parameters?: Parameter[]
  /** Request body component; served with the four JSON content types of spec: Endpoints. */
  body?: ComponentName
  /** Success status, its description, and its body: a component, a schema, or none (an empty body). */
  ok: [status: number, description: string, body?: ComponentName | JsonSchema]
  /** Headers of the success answer (and of a 304), by name. */
  okHeaders?: Record<string, JsonSchema>
  /** Success payload chosen by the sandbox where the spec shows none. */
  okIsExtension?: boolean
  /** 304 for a conditional request whose If-None-Match names the current version. */
  notModified?: string
  /** The 400 shapes this operation's own checks return (spec: Errors). */
  badRequest?: ErrorShape[]
  /** Refusals of this operation's own checks: 403, 404, 409. */
  statuses: StandardStatus[]
  /** The whole operation is a sandbox extension. */
  extension?: boolean
  /** No API key needed. */
  public?: boolean
  /** Answered without the store (the document itself): no 500 from a store that fails. */
  storeless?: boolean
}

const faultOnly = {
  description: 'Only when a fault rule of this key asks for it (sandbox extension, faults on demand).',
  ...EXTENSION,
}
const FAULTABLE = new Set<string>(FAULT_OPERATIONS)

export function operation(method: Method, spec: OperationSpec): JsonSchema {
  // A fault rule can answer every API operation (src/contract/sandbox-faults.ts), never the controls.
  const faultable = FAULTABLE.has(spec.operationId)
  const [status, description, okBody] = spec.ok
  const responses: Record<string, JsonSchema> = {
    [status]: {
      description,
      ...(okBody ? content(typeof okBody === 'string' ? ref(okBody) : okBody) : {}),
      ...(spec.okHeaders ? { headers: spec.okHeaders } : {}),
      ...(spec.okIsExtension ? EXTENSION : {}),
    },
  }
  if (spec.notModified) {
    responses[304] = { description: spec.notModified, ...(spec.okHeaders ? { headers: spec.okHeaders } : {}) }
  }
  const hasPathParameter = (spec.parameters ?? []).some((p) => p.in === 'path')
  const request400 = badRequest(spec.badRequest ?? [], {
    decodesBody: DECODES_BODY.includes(method),
    hasPathParameter,
    faultable,
  })
  if (request400) responses[400] = request400
  if (!spec.public) responses[401] = STANDARD[401]
  for (const s of spec.statuses) responses[s] = STANDARD[s]
  if (DECODES_BODY.includes(method)) {
    responses[413] = STANDARD[413]
    responses[415] = STANDARD[415]
  }
  responses[429] = STANDARD[429]
  Object.assign(responses, serverFailures({ storeless: spec.storeless ?? false, faultable }))
  if (faultable && !responses[409]) responses[409] = { ...STANDARD[409], ...faultOnly }
  const sorted = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)))
  const media = spec.body ? { schema: ref(spec.body) } : null
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.parameters ? { parameters: spec.parameters } : {}),
    ...(media
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': media,
              'application/json-patch+json': media,
              'text/json': media,
              'application/*+json': media,
            },
          },
        }
      : {}),
    ...(spec.public ? { security: [] } : {}),
    responses: sorted,
    ...(spec.extension ? EXTENSION : {}),
  }
}
