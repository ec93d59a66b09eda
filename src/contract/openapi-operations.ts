import type { ComponentName, JsonSchema } from './openapi-components'

// Builds OpenAPI operation objects from a short description, so each operation of the document is a
// few readable lines. Status meanings follow spec "Errors > Status rules".

export type ErrorShape = 'BusinessRuleError' | 'FieldValidationError' | 'RequestShapeError' | 'GenericError'
export const ALL_SHAPES: ErrorShape[] = [
  'BusinessRuleError',
  'FieldValidationError',
  'RequestShapeError',
  'GenericError',
]

export const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } })
const EXTENSION = { 'x-sandbox-extension': true } as const

const generic = (description: string) => ({ description, ...json(ref('GenericError')) })
const STANDARD = {
  401: generic('Missing or wrong X-SERVICE-AUTH key; reported only once the request is well formed.'),
  403: generic(
    "The NPI is not a member of the caller's group, or the object belongs to another pharmacy or group.",
  ),
  404: generic('No such object.'),
  409: generic('The object is no longer Pending.'),
  415: generic('The content type is not a JSON type.'),
  429: {
    description: 'More requests per minute from this IP than allowed (fixed window). Empty body.',
    headers: {
      'Retry-After': {
        description: 'Seconds until the window ends.',
        schema: { type: 'integer', minimum: 1 },
      },
    },
  },
} as const
export type StandardStatus = keyof typeof STANDARD

export type Parameter = {
  name: string
  in: 'path' | 'query'
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

export type OperationSpec = {
  operationId: string
  summary: string
  parameters?: Parameter[]
  /** Request body component; served with the four JSON content types of spec: Endpoints. */
  body?: ComponentName
  /** Success status, its description, and its body component (none for an empty body). */
  ok: [status: number, description: string, body?: ComponentName]
  /** Success payload chosen by the sandbox where the spec shows none. */
  okIsExtension?: boolean
  /** The 400 shapes this operation can return (spec: Errors). */
  badRequest?: ErrorShape[]
  statuses: StandardStatus[]
  /** The whole operation is a sandbox extension. */
  extension?: boolean
  /** No API key needed. */
  public?: boolean
}

export function operation(spec: OperationSpec): JsonSchema {
  const [status, description, okBody] = spec.ok
  const responses: Record<string, JsonSchema> = {
    [status]: { description, ...(okBody ? json(ref(okBody)) : {}), ...(spec.okIsExtension ? EXTENSION : {}) },
  }
  if (spec.badRequest) {
    const shapes = spec.badRequest
    responses[400] = {
      description: 'Refused. Branch on the body, not the status (spec: Errors > Telling the shapes apart).',
      ...json(shapes.length === 1 && shapes[0] ? ref(shapes[0]) : { oneOf: shapes.map(ref) }),
    }
  }
  for (const s of spec.statuses) responses[s] = STANDARD[s]
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
    responses,
    ...(spec.extension ? EXTENSION : {}),
  }
}
