import type { ComponentName, JsonSchema } from './openapi-components'

// The responses every operation of the document can carry beyond its own success and refusals, and why
// the sandbox can send each (docs/sandbox.md, Order of checks; spec: Errors > Status rules):
// - a POST, PUT or DELETE has any body it is sent read and decoded before the route runs, so a body over
//   the limit is 413, a content type that is no media type at all 415, malformed JSON shape 3 and a
//   Content-Length that does not match the body shape 4, whether or not the operation takes a body;
// - a path parameter that is not valid percent-encoding is shape 4 before routing;
// - a store that fails is 500; a server shutting down answers what still arrives, never 503 (a POST
//   the balancer may not resend would be lost: server/ops/shutdown.ts);
// - a fault rule (faults on demand) can answer its operations with 401, 409, 500, 502, 503 (JSON or a
//   gateway's HTML page), 504 and a 400 in any of the four shapes.

export type Method = 'get' | 'post' | 'put' | 'delete'
/** The methods whose requests have their body read and decoded, whatever the route does with it. */
export const DECODES_BODY: readonly Method[] = ['post', 'put', 'delete']

export type ErrorShape = 'BusinessRuleError' | 'FieldValidationError' | 'RequestShapeError' | 'GenericError'
export const ALL_SHAPES: ErrorShape[] = [
  'BusinessRuleError',
  'FieldValidationError',
  'RequestShapeError',
  'GenericError',
]
const SHAPE_NUMBER: Record<ErrorShape, number> = {
  BusinessRuleError: 1,
  FieldValidationError: 2,
  RequestShapeError: 3,
  GenericError: 4,
}

export const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` })
export const content = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } })
export const EXTENSION = { 'x-sandbox-extension': true } as const

const generic = (description: string) => ({ description, ...content(ref('GenericError')) })
export const STANDARD = {
  401: generic('Missing or wrong X-SERVICE-AUTH key; reported only once the request is well formed.'),
  403: generic(
    "The NPI is not a member of the caller's group, or the object belongs to another pharmacy or group.",
  ),
  404: generic('No such object.'),
  409: generic('The object is no longer Pending.'),
  413: generic('The request body is larger than the sandbox reads (1 MiB).'),
  415: generic(
    'The content type is not a JSON type (spec: Endpoints), or, on an operation without a body, not a media type at all.',
  ),
  429: {
    description: 'More requests per minute from this IP than allowed (fixed window). Empty body.',
    headers: {
      'Retry-After': {
        required: true,
        description: 'Seconds until the window ends.',
        schema: { type: 'integer', minimum: 1 },
      },
    },
  },
} as const
export type StandardStatus = 403 | 404 | 409

/** The 400 response: the operation's own shapes, those of decoding and routing, and a fault's. */
export function badRequest(
  own: readonly ErrorShape[],
  how: { decodesBody: boolean; hasPathParameter: boolean; faultable: boolean },
): JsonSchema | null {
  const shapes = new Set<ErrorShape>(how.faultable ? ALL_SHAPES : own)
  if (how.decodesBody) shapes.add('RequestShapeError').add('GenericError')
  if (how.hasPathParameter) shapes.add('GenericError')
  const list = ALL_SHAPES.filter((shape) => shapes.has(shape))
  if (list.length === 0) return null
  const named = (of: readonly ErrorShape[]) => of.map((shape) => SHAPE_NUMBER[shape]).join(', ') || 'none'
  const notes = [
    `Refused. Branch on the body, not the status (spec: Errors > Telling the shapes apart). Shapes of the operation's own checks: ${named(own)}.`,
    how.decodesBody
      ? 'Malformed JSON is shape 3, a Content-Length that does not match the body shape 4.'
      : '',
    how.hasPathParameter ? 'A path that is not valid percent-encoding is shape 4.' : '',
    how.faultable ? 'A fault rule of this key can answer any of the four (sandbox extension).' : '',
  ]
  const schema = list.length === 1 ? ref(list[0]!) : { oneOf: list.map(ref) }
  return { description: notes.filter(Boolean).join(' '), ...content(schema) }
}

/** 500, 502, 503 and 504, as the operation can send them. */
export function serverFailures(how: { storeless: boolean; faultable: boolean }): Record<string, JsonSchema> {
  const fault = how.faultable ? ' Also on demand: a fault rule of this key (sandbox extension).' : ''
  const out: Record<string, JsonSchema> = {}
  if (!how.storeless) out[500] = generic(`The store failed (never bad input).${fault}`)
  if (how.faultable) {
    // Only a fault sends these: a server shutting down answers what still reaches it (ops/shutdown.ts).
    const gateway = generic('Only when a fault rule of this key asks for it (sandbox extension).')
    out[502] = { ...gateway, ...EXTENSION }
    // A fault's "body": "html": the page a gateway in front of a service sends.
    out[503] = {
      ...gateway,
      ...EXTENSION,
      content: { ...gateway.content, 'text/html': { schema: { type: 'string' } } },
    }
    out[504] = { ...gateway, ...EXTENSION }
  }
  return out
}
