// spec: Endpoints: "Request bodies of JSON type are accepted with content types application/json,
// application/json-patch+json, text/json and application/*+json". A body of any other type (or of no
// declared type) reaches the route as UNSUPPORTED_BODY, and routes that read a body answer 415 in shape 4
// (request-shape.ts); a route without a body (DELETE) is not refused for a header it does not use.
// Malformed JSON is a request-shape error (shape 3), as the service's framework reports it, and an empty
// body reaches the route as undefined so it can say the body is missing.
import type { FastifyInstance } from 'fastify'
import { requestShapeProblem } from './problems'
import { jsonBodyProblem, nestingProblem } from './unstorable-text'

// Matched against Fastify's normalised content type ("type/subtype" then "; key=value" parameters).
export const JSON_CONTENT_TYPE =
  /^(?:application\/json|application\/json-patch\+json|text\/json|application\/[\w!#$&^.-]+\+json)(?:;|$)/i

export const UNSUPPORTED_BODY = Symbol('body of an unsupported content type')

/** The 415's message (shape 4), whoever refuses the body: a route, or the framework (error-handler.ts). */
export const UNSUPPORTED_MESSAGE =
  'The content type is not supported. Send JSON with Content-Type: application/json.'

export function parseJsonBody(raw: string): unknown {
  // A UTF-8 byte-order mark before the JSON is read past, as the service's framework does.
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw
  if (text.trim() === '') return undefined
  const tooDeep = nestingProblem(text)
  if (tooDeep) throw tooDeep
  let value: unknown
  try {
    value = JSON.parse(text) as unknown
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'invalid JSON'
    throw requestShapeProblem({ $: [`The request body is not valid JSON: ${detail}. Path: $`] })
  }
  // Read as JSON, but holding what no store keeps alike or the audit log cannot write (unstorable-text.ts).
  const problem = jsonBodyProblem(value)
  if (problem) throw problem
  return value
}

export function registerContentTypes(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(JSON_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, UNSUPPORTED_BODY),
  )
}
