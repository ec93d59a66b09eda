// Holds one answer of the sandbox to the OpenAPI document it serves: the status must be declared for the
// operation, the body must match the JSON Schema declared for that status and media type (or be empty
// when none is), and the headers the document marks required must be there. The schemas are the
// document's own components (JSON Schema 2020-12, as OpenAPI 3.1 uses), validated by ajv, the validator
// Fastify itself depends on.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import type { OpenApiDocument } from '../src/contract/openapi'

export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string }
type MediaObject = { schema?: unknown }
type ResponseObject = {
  content?: Record<string, MediaObject>
  headers?: Record<string, { required?: boolean }>
}

const BASE = 'https://sandbox.invalid/openapi.json'

/** The document's local $refs made absolute, so a fragment compiled on its own still finds them. */
function absolute(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absolute)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#')
        ? `${BASE}${inner}`
        : absolute(inner),
    ]),
  )
}

export function openApiChecker(doc: OpenApiDocument) {
  // strict: false: the document carries OpenAPI's own words (x-sandbox-extension, description) beside
  // the JSON Schema keywords.
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ $id: BASE, components: absolute(doc.components) as object })
  const compiled = new Map<unknown, ValidateFunction>()
  const validatorOf = (schema: unknown) => {
    let validate = compiled.get(schema)
    if (!validate) compiled.set(schema, (validate = ajv.compile(absolute(schema) as object)))
    return validate
  }

  /** What is wrong with the answer, as one line each; empty when it conforms. */
  return function problems(method: string, path: string, answer: Answer): string[] {
    const operation = doc.paths[path]?.[method.toLowerCase()] as
      { responses: Record<string, ResponseObject> } | undefined
    if (!operation) return [`${method} ${path} is not in the document`]
    const response = operation.responses[String(answer.statusCode)]
    if (!response) return [`${answer.statusCode} is not declared for ${method} ${path}`]
    const found: string[] = []
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (header.required && answer.headers[name.toLowerCase()] === undefined) found.push(`no ${name} header`)
    }
    const contentType = answer.headers['content-type']
    const type = typeof contentType === 'string' ? contentType.split(';')[0]!.trim() : ''
    if (!response.content) {
      if (answer.body !== '')
        found.push(`a body where ${answer.statusCode} declares none: ${answer.body.slice(0, 80)}`)
      return found
    }
    const media = response.content[type]
    if (!media) return [...found, `content type "${type}" is not declared for ${answer.statusCode}`]
    if (media.schema === undefined) return found
    let body: unknown = answer.body
    if (type.endsWith('json')) {
      try {
        body = JSON.parse(answer.body)
      } catch {
        return [...found, `the body is not JSON: ${answer.body.slice(0, 80)}`]
      }
    }
    const validate = validatorOf(media.schema)
    if (!validate(body)) found.push(`the body does not match: ${ajv.errorsText(validate.errors)}`)
    return found
  }
}
